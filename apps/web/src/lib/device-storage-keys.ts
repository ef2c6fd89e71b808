/**
 * Keys this device's local storage keeps for the web app alone (the login keys are the contract's, in
 * @fixo/shared). In a file of their own so the prerendered pages' small entry can read them without the app.
 */
export const LANGUAGE_STORAGE_KEY = 'fixo.language';
export const RECENT_REQUESTS_STORAGE_KEY = 'fixo.recentRequests';
/** Session storage: when this tab last reloaded for a new version of the app (app/download-failed.tsx). */
export const RELOADED_FOR_UPDATE_KEY = 'fixo.reloadedForUpdate';
