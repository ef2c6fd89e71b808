import type { SessionUser } from '../../platform/auth.js';
import { forbidden } from '../../platform/errors.js';

/** A customer or center sees only the data of their own mobile; a manager any. */
export function assertOwnMobileOrManager(user: SessionUser, mobile: string): void {
  if (user.userType !== 'Manager' && user.mobile !== mobile) throw forbidden();
}
