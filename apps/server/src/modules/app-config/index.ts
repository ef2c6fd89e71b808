/** The app-config module's public face: other modules and the app import it only through this file. */
export { appConfigRoutes } from './app-config.routes.js';
export { applyEnvironmentConfig, getConfigValue, isOtpEnabled } from './app-config.service.js';
