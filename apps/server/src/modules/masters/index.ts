/** The masters module's public face: other modules and the app import it only through this file. */
export { mastersRoutes } from './masters.routes.js';
export { checkPlace, checkVehicle, notUnder, throwIfAny, unknownId } from './reference-checks.js';
export type { FieldErrors } from './reference-checks.js';
export { vehicleIdFields } from './vehicle-id-fields.js';
export { createRequestScreenPreloads, fetchPreloadLinkHeader } from './request-screen-preloads.js';
