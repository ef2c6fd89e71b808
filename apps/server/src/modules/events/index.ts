/** The events module's public face: other modules and the app import it only through this file. */
export { eventsRoutes } from './events.routes.js';
export { endSessionStreams } from './session-streams.js';
