import { createBrowserRouter, type RouteObject } from 'react-router';

import { FullScreenSpinner } from '@/components/ui/spinner';
import { RequireAuth } from '@/modules/auth/require-auth';

import { CenterLayout } from './layouts/center-layout';
import { CustomerLayout } from './layouts/customer-layout';
import { ManagerLayout } from './layouts/manager-layout';
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
 * The whole route tree. Areas own their route arrays in ./routes/<area>; this file only decides
 * layout and guard per area, so adding a screen never touches it.
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
      { path: 'dashboard-customer', Component: CustomerLayout, children: customerRoutes },
      {
        path: 'dashboard-service',
        Component: CenterLayout,
        children: [
          ...centerOpenRoutes,
          { element: <RequireAuth role="ServiceCenter" />, children: centerRoutes },
        ],
      },
      {
        path: 'service-manager',
        element: <RequireAuth role="ServiceCenter" />,
        children: [{ Component: CenterLayout, children: suiteRoutes }],
      },
      // The customer's estimate link: no account, no site chrome, the center's name first.
      { path: 'estimate/:token', lazy: lazyPage(() => import('@/modules/estimate/estimate-page')) },
      {
        element: <RequireAuth role="Manager" />,
        children: [{ Component: ManagerLayout, children: managerRoutes }],
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
