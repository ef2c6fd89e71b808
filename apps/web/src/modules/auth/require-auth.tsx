import { useContext, useEffect, type ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { AUTH_MESSAGES, type UserType } from '@fixo/shared';

import { Card } from '@/components/ui/card';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useMessageTranslator } from '@/lib/i18n';

import { NAMESPACE } from './auth-access.texts';
import { ROLE_HOME } from './role-home';
import { WrongRoleFrameContext } from './wrong-role-frame';

import { useStoredSession } from './session-storage';
import { useSession } from './use-session';

export interface RequireAuthProps {
  /** The role (or roles) allowed in this area. */
  role: UserType | readonly UserType[];
  /** Defaults to <Outlet />, so the guard can be a layout route. */
  children?: ReactNode;
  /**
   * Frames the wrong-role page (WrongRoleFrameContext) where the guard sits outside its area's layout (manager
   * area, suite): without it that page would have no header or footer; the area's own layout would show that
   * area's menus.
   */
  framed?: boolean;
}

/** Sends the visitor to '/' (replacing history) with the spec's toast. */
function DenyAccess() {
  const tm = useMessageTranslator();
  const navigate = useNavigate();
  useEffect(() => {
    // A fixed id keeps StrictMode's double effect (and several guards) from stacking toasts.
    toast.error(tm(AUTH_MESSAGES.notAuthenticated), { id: 'not-authenticated' });
    void navigate('/', { replace: true });
  }, [navigate, tm]);
  return null;
}

/** A signed-in user of another role: say whom the page is for and lead them to their own home. */
function WrongRole({ area, usertype }: { area: UserType; usertype: UserType }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="flex min-h-[60dvh] items-center justify-center px-4 py-10">
      <Card role="alert" className="flex w-full max-w-md flex-col items-center gap-4 p-6 text-center sm:p-8">
        <span className="flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-700">
          <ShieldAlert className="size-7" aria-hidden />
        </span>
        <h1 className="text-xl font-extrabold text-slate-900">{t(`wrongRole.area.${area}`)}</h1>
        <p className="text-slate-600">{t(`wrongRole.signedInAs.${usertype}`)}</p>
        <Link
          to={ROLE_HOME[usertype]}
          replace
          className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 sm:w-auto"
        >
          {t('wrongRole.home')}
        </Link>
      </Card>
    </div>
  );
}

/**
 * The spec's guard (no stored login flag → '/'), plus a role check against the server session,
 * since the flag alone says nothing about who is logged in.
 */
export function RequireAuth({ role, children, framed = false }: RequireAuthProps) {
  const stored = useStoredSession();
  const { session, isLoading, isError } = useSession({ enabled: stored.isLoggedIn });
  const roles: readonly UserType[] = typeof role === 'string' ? [role] : role;
  const frame = useContext(WrongRoleFrameContext);
  const Frame = framed ? frame : null;

  if (!stored.isLoggedIn) return <DenyAccess />;
  if (isLoading) return <FullScreenSpinner />;
  // Server unreachable: show the page; every call it makes is still authorised by the server.
  if (isError) return <>{children ?? <Outlet />}</>;
  if (!session) return <DenyAccess />;
  if (!roles.includes(session.usertype)) {
    const page = <WrongRole area={roles[0]!} usertype={session.usertype} />;
    return Frame ? <Frame>{page}</Frame> : page;
  }
  return <>{children ?? <Outlet />}</>;
}
