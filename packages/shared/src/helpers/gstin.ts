/**
 * GSTIN: 2-digit state code, 5 letters + 4 digits + 1 letter (the PAN), entity number (non-zero alphanumeric),
 * the letter Z, and a mod-36 check character.
 */
export const GSTIN_REGEX = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A made-up GSTIN for form hints (Karnataka, PAN ABCDE1234F) whose check character is right (W, computed). */
export const GSTIN_EXAMPLE = '29ABCDE1234F1ZW';

/** GST state codes in use: 01-38 (36 states/UTs plus retired codes), 97 other territory; 99 centre jurisdiction. */
export const GST_CENTRE_JURISDICTION_CODE = '99';
export const GST_OTHER_TERRITORY_CODE = '97';

export function isValidGstStateCode(
  code: string,
  options: { allowCentreJurisdiction?: boolean } = {},
): boolean {
  if (!/^\d{2}$/.test(code)) return false;
  const n = Number(code);
  if (n >= 1 && n <= 38) return true;
  if (code === GST_OTHER_TERRITORY_CODE) return true;
  return options.allowCentreJurisdiction === true && code === GST_CENTRE_JURISDICTION_CODE;
}

/**
 * Check character for the first 14 characters (GSTN algorithm): values 0-35 for '0-9A-Z', factors alternate
 * 1, 2 starting with 1; each product adds floor(p / 36) + p % 36; check = (36 - sum % 36) % 36.
 * Throws when the input is not 14 characters of 0-9A-Z.
 */
export function gstinCheckCharacter(first14: string): string {
  if (!/^[0-9A-Z]{14}$/.test(first14)) throw new Error('gstinCheckCharacter needs 14 characters of 0-9A-Z');
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CHARSET.indexOf(first14.charAt(i));
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET.charAt((36 - (sum % 36)) % 36);
}

export type GstinResult =
  { ok: true } | { ok: false; reason: 'format' | 'state' | 'checksum' | 'state-mismatch' };

export interface ValidateGstinOptions {
  /** Accept state code 99 (centre jurisdiction). Default false. */
  allowCentreJurisdiction?: boolean;
}

/**
 * Validates a GSTIN (uppercase, no spaces; callers may normalise first). When expectedStateCode is given
 * (e.g. the GST state code of the center's state), the GSTIN must belong to that state.
 */
export function validateGstin(
  gstin: string,
  expectedStateCode?: string | number,
  options: ValidateGstinOptions = {},
): GstinResult {
  if (!GSTIN_REGEX.test(gstin)) return { ok: false, reason: 'format' };
  const state = gstin.slice(0, 2);
  if (!isValidGstStateCode(state, options)) return { ok: false, reason: 'state' };
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return { ok: false, reason: 'checksum' };
  if (expectedStateCode !== undefined) {
    const expected = String(expectedStateCode).padStart(2, '0');
    if (expected !== state) return { ok: false, reason: 'state-mismatch' };
  }
  return { ok: true };
}

export function isValidGstin(gstin: string): boolean {
  return validateGstin(gstin).ok;
}

/** The state code a GSTIN begins with ('27' of 27AAPFU0939F1ZV), or null when the text is no GSTIN (yet). */
export function gstinStateCode(gstin: string | null | undefined): string | null {
  const text = (gstin ?? '').trim().toUpperCase();
  return GSTIN_REGEX.test(text) ? text.slice(0, 2) : null;
}

/** Uppercase and remove spaces. */
export function normalizeGstin(value: string): string {
  return value.toUpperCase().replace(/\s/g, '');
}
