/** The service-reminders module's public face: other modules and the app import it only through this file. */
export { serviceRemindersRoutes } from './service-reminders.routes.js';
export { planNextService } from './reminder-plan.js';
