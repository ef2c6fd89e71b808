/** The customers module's public face: other modules and the app import it only through this file. */
export { customersRoutes } from './customers.routes.js';
