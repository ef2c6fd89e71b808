/** Where the app asks who is signed in; the signed-in areas' pages name it for the browser to fetch early. */
export const SESSION_URL = '/api/Auth/Me';
