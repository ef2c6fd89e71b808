/** The mobile-verification module's public face: other modules and the app import it only through this file. */
export { mobileVerificationRoutes } from './mobile-verification.routes.js';
export {
  isAccountMobileVerified,
  isVerifiedInBrowser,
  markAccountVerified,
  VERIFICATION_COOKIE,
} from './mobile-verification.service.js';
