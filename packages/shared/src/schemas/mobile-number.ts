import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { mobileIssue } from '../helpers/mobile.js';

// The mobile rules as zod schemas, apart from helpers/mobile.ts: a screen that only formats or tests a number
// (the request screen's mobile field) does not load zod for them.

export const mobileNumberSchema = z
  .string({ error: M.mobileNumberRequired })
  .trim()
  .superRefine((value, ctx) => {
    const message = mobileIssue(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** Optional mobile (empty string or undefined allowed); when given, the same rules as mobileNumberSchema. */
export const optionalMobileNumberSchema = z
  .string()
  .trim()
  .optional()
  .superRefine((value, ctx) => {
    if (value === undefined || value === '') return;
    const message = mobileIssue(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
