/** Readable document number: ('JC', '2026-27', 42) → 'JC/2026-27/0042' (at least four digits). */
export function documentNumber(prefix: string, financialYear: string, sequence: number): string {
  return `${prefix}/${financialYear}/${String(sequence).padStart(4, '0')}`;
}
