/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Indian financial year (April–March) of an instant, read in IST: 2026-04-01 → '2026-27', 2027-03-31 → '2026-27'. */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Readable document number: ('JC', '2026-27', 42) → 'JC/2026-27/0042' (at least four digits). */
export function documentNumber(prefix: string, financialYear: string, sequence: number): string {
  return `${prefix}/${financialYear}/${String(sequence).padStart(4, '0')}`;
}

/** Calendar date (YYYY-MM-DD) of an instant in IST: the date a GST rate is looked up for. */
export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
