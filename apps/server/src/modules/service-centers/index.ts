/** The service-centers module's public face: other modules and the app import it only through this file. */
export { serviceCentersRoutes } from './service-centers.routes.js';
export { lockCenter } from './center-lock.js';
export { centerChargesGst, chargesGst } from './center-tax-status.js';
