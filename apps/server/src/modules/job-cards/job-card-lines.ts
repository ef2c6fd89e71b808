import {
  computeLineAmounts,
  invoiceLineMoney,
  istDate,
  SUITE_MESSAGES as S,
  toMilli,
  type JobCardLinePayload,
  type LineAmounts,
} from '@fixo/shared';
import { nowIso, type Db } from '../../platform/db.js';
import { conflict, HttpError, notFound } from '../../platform/errors.js';
import type { FieldErrors } from '../masters/index.js';
import { gstRateResolver } from '../parts/index.js';
import { centerChargesGst } from '../service-centers/index.js';

type LineRow = {
  id: number;
  part_id: number | null;
  line_type: string;
  description: string;
  hsn_sac: string;
  qty_milli: number | string;
  unit_price_paise: number | string;
  price_includes_gst: number;
  discount_type: string;
  discount_value: number | string;
  gst_rate: number;
  approval: string;
};

/** The stored values of a line, computed from the payload (catalogue lines take kind, code, unit and rate from the item). */
type LineValues = {
  part_id: number | null;
  line_type: 'Part' | 'Labour' | 'Service';
  description: string;
  hsn_sac: string;
  unit: string;
  qty_milli: number;
  unit_price_paise: number;
  price_includes_gst: number;
  discount_type: 'Amount' | 'Percent';
  discount_value: number;
  gst_rate: number;
  gross_paise: number;
  discount_paise: number;
  taxable_paise: number;
  gst_paise: number;
  total_paise: number;
};

const sameTerms = (row: LineRow, v: LineValues): boolean =>
  (row.part_id ?? null) === v.part_id &&
  row.description === v.description &&
  row.hsn_sac === v.hsn_sac &&
  Number(row.qty_milli) === v.qty_milli &&
  Number(row.unit_price_paise) === v.unit_price_paise &&
  row.price_includes_gst === v.price_includes_gst &&
  row.discount_type === v.discount_type &&
  Number(row.discount_value) === v.discount_value &&
  row.gst_rate === v.gst_rate;

/**
 * The amounts of a line as the bill will charge them: with GST for a center that charges it, otherwise exactly
 * the bill of supply's line (invoiceLineMoney 'None': no GST, the price is the amount even if entered
 * 'including GST'). The line keeps its rate, so it is taxed again once the center charges GST.
 */
function billedAmounts(line: JobCardLinePayload, rate: number, taxed: boolean): LineAmounts {
  if (taxed) return computeLineAmounts({ ...line, gstrate: rate });
  const m = invoiceLineMoney({ ...line, gstrate: rate }, 'None');
  return {
    grosspaise: m.grosspaise,
    discountpaise: m.discountpaise,
    taxablepaise: m.taxablepaise,
    gstpaise: 0,
    linetotalpaise: m.totalpaise,
  };
}

/**
 * Writes the job card's lines from the payload: lineid 0 adds, a listed line updates, a missing line is removed.
 * Lines the customer already answered cannot change or go (409): the approval stays true to what they saw.
 * A line still waiting for the customer that is edited goes back to Draft (it needs a new estimate).
 * GST rate of a catalogue line: the gst_rates row in force on the job card's date (`documentDate`).
 * GST is added only if the center charges it now (centerChargesGst). When its status changes later (it adds a
 * GSTIN, or leaves the composition scheme), the lines of an open job card are recomputed on its next save, all
 * of them, answered ones too (their terms are unchanged, only the tax); invoices already issued never change.
 */
export async function writeLines(
  db: Db,
  centerId: number,
  jobCardId: number,
  documentDate: Date,
  lines: JobCardLinePayload[],
): Promise<void> {
  const existing = (await db
    .selectFrom('job_card_lines')
    .selectAll()
    .where('job_card_id', '=', jobCardId)
    .execute()) as LineRow[];
  const byId = new Map(existing.map((l) => [l.id, l]));
  const partIds = [...new Set(lines.map((l) => l.partid).filter((id) => id > 0))];
  const parts = partIds.length
    ? await db
        .selectFrom('parts')
        .select(['id', 'kind', 'hsn_sac', 'unit', 'gst_rate_fallback'])
        .where('service_center_id', '=', centerId)
        .where('id', 'in', partIds)
        .execute()
    : [];
  const rateOf = await gstRateResolver(db, istDate(documentDate));
  const taxed = await centerChargesGst(db, centerId);
  const errors: FieldErrors = {};
  const values: LineValues[] = lines.map((line, i) => {
    const part = parts.find((p) => p.id === line.partid);
    if (line.partid > 0 && !part) errors[`lines.${i}.partid`] = S.partNotFound;
    if (line.lineid > 0 && !byId.has(line.lineid)) errors[`lines.${i}.lineid`] = S.lineNotFound;
    const hsn = part ? part.hsn_sac : line.hsnsac;
    const rate = part ? (rateOf(part.hsn_sac)?.rate ?? part.gst_rate_fallback ?? line.gstrate) : line.gstrate;
    const discountValue =
      line.discounttype === 'Percent' ? Math.round(line.discountvalue * 100) : line.discountvalue;
    const amounts = billedAmounts(line, rate, taxed);
    if (line.discounttype === 'Amount' && line.discountvalue > amounts.grosspaise) {
      errors[`lines.${i}.discountvalue`] = S.discountOverPrice;
    }
    return {
      part_id: part ? part.id : null,
      line_type: part ? part.kind : line.linetype,
      description: line.description,
      hsn_sac: hsn,
      unit: part ? part.unit : 'nos',
      qty_milli: toMilli(line.qty),
      unit_price_paise: line.unitpricepaise,
      price_includes_gst: line.priceincludesgst ? 1 : 0,
      discount_type: line.discounttype,
      discount_value: discountValue,
      gst_rate: rate,
      gross_paise: amounts.grosspaise,
      discount_paise: amounts.discountpaise,
      taxable_paise: amounts.taxablepaise,
      gst_paise: amounts.gstpaise,
      total_paise: amounts.linetotalpaise,
    };
  });
  const first = Object.entries(errors)[0];
  if (first) {
    const status = first[1] === S.partNotFound || first[1] === S.lineNotFound ? 404 : 400;
    if (status === 404) throw notFound(first[1]);
    throw new HttpError(400, `${first[0]}: ${first[1]}`, errors);
  }

  const kept = new Set(lines.map((l) => l.lineid).filter((id) => id > 0));
  for (const row of existing) {
    const decided = row.approval === 'Approved' || row.approval === 'Declined';
    if (!kept.has(row.id) && decided) throw conflict(S.decidedLineLocked);
  }
  const removed = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (removed.length > 0) {
    await db
      .deleteFrom('job_card_lines')
      .where('job_card_id', '=', jobCardId)
      .where('id', 'in', removed)
      .execute();
  }
  const now = nowIso();
  for (const [position, line] of lines.entries()) {
    const v = values[position]!;
    const row = line.lineid > 0 ? byId.get(line.lineid)! : null;
    if (!row) {
      await db
        .insertInto('job_card_lines')
        .values({
          ...v,
          job_card_id: jobCardId,
          approval: 'Draft',
          issued_milli: 0,
          position,
          created_at: now,
        })
        .execute();
      continue;
    }
    const unchanged = sameTerms(row, v);
    if (!unchanged && (row.approval === 'Approved' || row.approval === 'Declined'))
      throw conflict(S.decidedLineLocked);
    await db
      .updateTable('job_card_lines')
      .set({
        ...v,
        position,
        // the customer is asked again about a changed line
        ...(unchanged ? {} : { approval: 'Draft' as const, estimate_link_id: null }),
      })
      .where('id', '=', row.id)
      .execute();
  }
}
