/** The privacy module's public face: other modules and the app import it only through this file. */
export { privacyRoutes } from './privacy.routes.js';
export { isConsentWithdrawn, locationIfConsented } from './consent-state.js';
