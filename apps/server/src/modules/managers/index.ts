/** The managers module's public face: other modules and the app import it only through this file. */
export { managersRoutes } from './managers.routes.js';
