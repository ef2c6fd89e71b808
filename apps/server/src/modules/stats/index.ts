/** The stats module's public face: other modules and the app import it only through this file. */
export { statsRoutes } from './stats.routes.js';
