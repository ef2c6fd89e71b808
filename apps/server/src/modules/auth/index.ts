/** The auth module's public face: other modules and the app import it only through this file. */
export { authRoutes } from './auth.routes.js';
export { createAuthService, setSessionCookie } from './auth.service.js';
export { customerLoginData, serviceCenterLoginData } from './login-user-data.js';
export { assertOwnMobileOrManager } from './own-mobile.js';
export { ALREADY_REGISTERED_MESSAGE, registerOrUpdate, signInIfCreated } from './registration.js';
