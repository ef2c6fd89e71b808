import { useEffect, type ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AUTH_MESSAGES, type UserType } from '@fixo/shared';

import { FullScreenSpinner } from '@/components/ui/spinner';

import { useStoredSession } from './session-storage';
import { useSession } from './use-session';

export interface RequireAuthProps {
  /** The role (or roles) allowed in this area. */
  role: UserType | readonly UserType[];
  /** Defaults to <Outlet />, so the guard can be a layout route. */
  children?: ReactNode;
}

/** Sends the visitor to '/' (replacing history) with the spec's toast. */
function DenyAccess() {
  const navigate = useNavigate();
  useEffect(() => {
    // A fixed id keeps StrictMode's double effect (and several guards) from stacking toasts.
    toast.error(AUTH_MESSAGES.notAuthenticated, { id: 'not-authenticated' });
    void navigate('/', { replace: true });
  }, [navigate]);
  return null;
}

/**
 * The spec's guard (no stored login flag → '/'), plus a role check against the server session,
 * since the flag alone says nothing about who is logged in.
 */
export function RequireAuth({ role, children }: RequireAuthProps) {
  const stored = useStoredSession();
  const { session, isLoading, isError } = useSession({ enabled: stored.isLoggedIn });
  const roles: readonly UserType[] = typeof role === 'string' ? [role] : role;

  if (!stored.isLoggedIn) return <DenyAccess />;
  if (isLoading) return <FullScreenSpinner />;
  // Server unreachable: show the page; every call it makes is still authorised by the server.
  if (isError) return <>{children ?? <Outlet />}</>;
  if (!session || !roles.includes(session.usertype)) return <DenyAccess />;
  return <>{children ?? <Outlet />}</>;
}
