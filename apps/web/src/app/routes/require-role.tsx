import type { RouteObject } from 'react-router';
import type { UserType } from '@fixo/shared';

/**
 * Route `lazy` of an area's role guard, loaded with the area it guards: a visitor of the public pages never
 * downloads it (nor the session query and toasts it brings).
 */
export const requireRole =
  (role: UserType, options: { framed?: boolean } = {}): NonNullable<RouteObject['lazy']> =>
  async () => {
    const { RequireAuth } = await import('@/modules/auth/require-auth');
    // Framed: the area's layout sits inside the guard, so a user of another role gets the public header and
    // footer around 'This page is for ...' (never the area's own menus).
    return { element: <RequireAuth role={role} framed={options.framed} /> };
  };
