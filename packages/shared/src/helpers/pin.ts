/** Indian PIN code: 6 digits, first digit 1-9. */
export const PIN_CODE_REGEX = /^[1-9]\d{5}$/;

export function isPinCode(value: unknown): value is string {
  return typeof value === 'string' && PIN_CODE_REGEX.test(value);
}
