/** Standard series, e.g. KA01AB1234, DL3CAF0001 (after normalising). */
export const STANDARD_REGISTRATION_REGEX = /^[A-Z]{2}[0-9]{1,2}[A-Z]{0,3}[0-9]{4}$/;
/** Bharat (BH) series, e.g. 22BH1234AA (letters I and O are not used). */
export const BH_REGISTRATION_REGEX = /^[0-9]{2}BH[0-9]{4}[A-HJ-NP-Z]{1,2}$/;

/** Uppercase, spaces and hyphens removed: 'mh 12-de 1433' → 'MH12DE1433'. */
export function normalizeRegistrationNumber(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '');
}

export type RegistrationSeries = 'standard' | 'bh';

export function registrationSeries(value: string): RegistrationSeries | null {
  const n = normalizeRegistrationNumber(value);
  if (STANDARD_REGISTRATION_REGEX.test(n)) return 'standard';
  if (BH_REGISTRATION_REGEX.test(n)) return 'bh';
  return null;
}

export function isRegistrationNumber(value: unknown): value is string {
  return typeof value === 'string' && registrationSeries(value) !== null;
}
