/** The consents module's public face: other modules and the app import it only through this file. */
export { consentsRoutes } from './consents.routes.js';
