export { fetchOtpEnabled, login, logoutRequest, requestOtp, sessionQueryKey } from './auth-api';
export { ConfirmLogoutDialog } from './confirm-logout-dialog';
export { LoginForm } from './login-form';
export { RequireAuth, type RequireAuthProps } from './require-auth';
export { loginPath, roleFromSlug, ROLE_HOME, ROLE_LABELS, ROLE_SLUGS } from './role-home';
export {
  clearAllStorage,
  clearStoredSession,
  hasLoginFlag,
  notifySessionChange,
  readStoredSession,
  storeLogin,
  useStoredSession,
  type StoredSession,
} from './session-storage';
export { useLogout } from './use-logout';
export { loadSession, useSession } from './use-session';
