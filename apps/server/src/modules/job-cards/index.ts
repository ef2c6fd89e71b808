/** The job-cards module's public face: other modules and the app import it only through this file. */
export { jobCardsRoutes } from './job-cards.routes.js';
export { estimatesRoutes } from './estimates.routes.js';
export { actorLabel } from './job-card-events.js';
export { nextDocumentNumber } from './job-card-numbers.js';
export { loadJobCard } from './job-card-read.js';
