import { ROLE_HOME } from './role-home';
import { useStoredSession } from './session-storage';

/** A signed-in user's own home (where public pages offer 'My dashboard' instead of 'Sign in'); null for a visitor. */
export function useOwnHome(): string | null {
  const session = useStoredSession();
  return session.isLoggedIn && session.userType ? ROLE_HOME[session.userType] : null;
}
