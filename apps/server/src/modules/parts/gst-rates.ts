import type { Db } from '../../platform/db.js';

export interface GstRateHit {
  rate: number;
  description: string;
  effectivefrom: string;
}

/**
 * GST rate lookup for a document date from the effective-dated gst_rates table. An 8-digit HSN (87083000) falls
 * back to its 6- and 4-digit headings (8708); among rows of the most specific code, the latest one in force on
 * the date wins, so a rate change applies to documents from its date on.
 */
export async function gstRateResolver(db: Db, date: string): Promise<(code: string) => GstRateHit | null> {
  const rows = await db
    .selectFrom('gst_rates')
    .select(['code', 'rate', 'description', 'effective_from'])
    .where('effective_from', '<=', date)
    .execute();
  const byCode = new Map<string, GstRateHit>();
  for (const r of rows) {
    const seen = byCode.get(r.code);
    if (!seen || seen.effectivefrom < r.effective_from) {
      byCode.set(r.code, {
        rate: Number(r.rate),
        description: r.description,
        effectivefrom: r.effective_from,
      });
    }
  }
  return (code: string) => {
    for (const length of [code.length, 8, 6, 4]) {
      if (length > code.length) continue;
      const hit = byCode.get(code.slice(0, length));
      if (hit) return hit;
    }
    return null;
  };
}
