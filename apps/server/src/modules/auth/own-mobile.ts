import { z } from 'zod';
import { mobileNumberSchema } from '@fixo/shared';
import type { SessionUser } from '../../platform/auth.js';
import { forbidden } from '../../platform/errors.js';

/** A by-mobile lookup's query. TOKEN is the old contract's fixed value: accepted, ignored, not security. */
export const byMobileQuery = z.object({
  MOBILENO: mobileNumberSchema,
  TOKEN: z.string().max(500).optional(),
});

/** A customer or center sees only the data of their own mobile; a manager any. */
export function assertOwnMobileOrManager(user: SessionUser, mobile: string): void {
  if (user.userType !== 'Manager' && user.mobile !== mobile) throw forbidden();
}
