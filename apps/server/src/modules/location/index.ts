/** The location module's public face: other modules and the app import it only through this file. */
export { locationRoutes } from './location.routes.js';
export { loadOfflinePinGeocoder } from './location.service.js';
export type { ReverseGeocoder } from './location.service.js';
export { postalAddressColumns, postalAddressFields } from './postal-address.js';
