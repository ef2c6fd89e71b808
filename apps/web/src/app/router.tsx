import { createBrowserRouter, type RouteObject } from 'react-router';
import type { UserType } from '@fixo/shared';

import { FullScreenSpinner } from '@/components/ui/spinner';

import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { centerOpenRoutes, centerRoutes } from './routes/center';
import { customerRoutes } from './routes/customer';
import { managerRoutes } from './routes/manager';
import { publicRoutes } from './routes/public';
import { suiteRoutes } from './routes/suite';
import { RouteErrorPage } from './route-error-page';
import { lazyPage } from './routes/lazy-page';

/**
 * The role guard is loaded with the area it guards: a visitor of the public pages never downloads it (nor
 * the session query and toasts it brings).
 */
const requireAuth =
  (role: UserType): NonNullable<RouteObject['lazy']> =>
  async () => {
    const { RequireAuth } = await import('@/modules/auth/require-auth');
    return { element: <RequireAuth role={role} /> };
  };

/**
 * The whole route tree. Areas own their route arrays in ./routes/<area>; this file only decides
 * layout and guard per area, so adding a screen never touches it. Only the public layout is in the first
 * download: the customer, center and manager layouts (menus, dialogs, dates) load with their area.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    // Shown while the first lazy page of a visit loads; later navigations show the top progress bar.
    HydrateFallback: FullScreenSpinner,
    ErrorBoundary: RouteErrorPage,
    children: [
      { Component: PublicLayout, children: publicRoutes },
      {
        path: 'dashboard-customer',
        lazy: lazyPage(() => import('./layouts/customer-layout')),
        children: customerRoutes,
      },
      {
        path: 'dashboard-service',
        lazy: lazyPage(() => import('./layouts/center-layout')),
        children: [...centerOpenRoutes, { lazy: requireAuth('ServiceCenter'), children: centerRoutes }],
      },
      {
        path: 'service-manager',
        lazy: requireAuth('ServiceCenter'),
        children: [{ lazy: lazyPage(() => import('./layouts/center-layout')), children: suiteRoutes }],
      },
      // The customer's estimate link: no account, no site chrome, the center's name first.
      { path: 'estimate/:token', lazy: lazyPage(() => import('@/modules/estimate/estimate-page')) },
      {
        lazy: requireAuth('Manager'),
        children: [{ lazy: lazyPage(() => import('./layouts/manager-layout')), children: managerRoutes }],
      },
      {
        Component: PublicLayout,
        children: [{ path: '*', lazy: lazyPage(() => import('./not-found-page')) }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
