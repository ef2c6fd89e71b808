/** The notifications module's public face: other modules and the app import it only through this file. */
export { notificationsRoutes } from './notifications.routes.js';
export { createNotificationWorker } from './notification-worker.js';
export { createNotificationsService, STATUS_EVENTS } from './notifications.service.js';
