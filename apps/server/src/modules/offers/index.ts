/** The offers module's public face: other modules and the app import it only through this file. */
export { offersRoutes } from './offers.routes.js';
