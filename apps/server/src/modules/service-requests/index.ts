/** The service-requests module's public face: other modules and the app import it only through this file. */
export { serviceRequestsRoutes } from './service-requests.routes.js';
export { localIso, newBookingRef } from './service-requests.format.js';
