/** The nearby module's public face: other modules and the app import it only through this file. */
export { nearbyRoutes } from './nearby.routes.js';
export { geoCellOf } from './geo-cell.js';
