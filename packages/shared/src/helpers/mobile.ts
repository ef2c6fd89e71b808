import { VALIDATION_MESSAGES as M } from '../messages.js';

/** Indian mobile number: 10 digits starting 6-9 (no country code). */
export const INDIAN_MOBILE_REGEX = /^[6-9]\d{9}$/;

export function isIndianMobile(value: unknown): value is string {
  return typeof value === 'string' && INDIAN_MOBILE_REGEX.test(value);
}

/** Strips spaces, hyphens, a leading +91 / 91 / 0 from a typed number; returns the 10-digit rest. */
export function normalizeIndianMobile(value: string): string {
  const digits = value.replace(/[\s-]/g, '');
  const m = /^(?:\+91|91|0)?(\d{10})$/.exec(digits);
  return m?.[1] ?? digits;
}

/**
 * What a mobile field keeps of typed or pasted text: digits only; a number longer than 10 digits loses its
 * country or trunk prefix first ('+91 98450 12345', '098450-12345' → '9845012345'), then
 * anything past 10 digits. Runs before any length limit, so a pasted '+91 …' is never cut to '9198450'.
 */
export function mobileInputValue(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.length > 10) digits = digits.replace(/^(?:0{0,2}91|0)(?=\d{10}$)/, '');
  return digits.slice(0, 10);
}

/**
 * One message per failure, in this order: required, numeric, length, first digit 6-9
 * ('Mobile number is required', 'Mobile No must be numeric', 'Mobile No must be exactly 10 digits',
 * 'Please enter a valid 10-digit mobile number').
 */
export function mobileIssue(value: string): string | null {
  if (value.length === 0) return M.mobileNumberRequired;
  if (!/^\d+$/.test(value)) return M.mobileNumeric;
  if (value.length !== 10) return M.mobileExactly10;
  if (!INDIAN_MOBILE_REGEX.test(value)) return M.mobileValid10;
  return null;
}
