import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { PIN_CODE_REGEX } from '../helpers/pin.js';

// The PIN rule as a zod schema, apart from helpers/pin.ts (see schemas/mobile-number.ts).

export const pinCodeSchema = z
  .string({ error: M.pinCodeInvalid })
  .trim()
  .regex(PIN_CODE_REGEX, M.pinCodeInvalid);
