import type { RouteObject } from 'react-router';
import type { UserType } from '@fixo/shared';

/**
 * Route `lazy` of an area's role guard, loaded with the area it guards: a visitor of the public pages never
 * downloads it (nor the session query and toasts it brings).
 */
export const requireRole =
  (role: UserType): NonNullable<RouteObject['lazy']> =>
  async () => {
    const { RequireAuth } = await import('@/modules/auth/require-auth');
    return { element: <RequireAuth role={role} /> };
  };
