/** The ratings module's public face: other modules and the app import it only through this file. */
export { ratingsRoutes } from './ratings.routes.js';
export { createRatingsService } from './ratings.service.js';
