/** The dev module's public face: other modules and the app import it only through this file. */
export { devRoutes } from './dev.routes.js';
