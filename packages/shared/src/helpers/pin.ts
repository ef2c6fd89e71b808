import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.js';

/** Indian PIN code: 6 digits, first digit 1-9. */
export const PIN_CODE_REGEX = /^[1-9]\d{5}$/;

export function isPinCode(value: unknown): value is string {
  return typeof value === 'string' && PIN_CODE_REGEX.test(value);
}

export const pinCodeSchema = z
  .string({ error: M.pinCodeInvalid })
  .trim()
  .regex(PIN_CODE_REGEX, M.pinCodeInvalid);
