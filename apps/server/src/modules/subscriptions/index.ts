/** The subscriptions module's public face: other modules and the app import it only through this file. */
export { subscriptionsRoutes } from './subscriptions.routes.js';
export { currentSubscription } from './current-subscription.js';
export { suiteCaller, suiteRoute } from './saas-access.js';
export type { SuiteCaller } from './saas-access.js';
export { upiUri } from './subscriptions.service.js';
