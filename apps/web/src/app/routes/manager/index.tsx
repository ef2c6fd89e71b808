import type { RouteObject } from 'react-router';

import { lazyPage } from '../lazy-page';
import { requireRole } from '../require-role';

/**
 * Manager area inside the manager layout, guarded (role Manager). Paths are relative to '/':
 * 'active-service-center', 'inactive-service-center', 'active-discount'.
 */
export const managerRoutes: RouteObject[] = [
  { path: 'active-discount', lazy: lazyPage(() => import('@/modules/offers/manager-offers-page')) },
  {
    path: 'active-service-center',
    lazy: lazyPage(() => import('@/modules/managers/active-service-centers-page')),
  },
  {
    path: 'inactive-service-center',
    lazy: lazyPage(() => import('@/modules/managers/inactive-service-centers-page')),
  },
  {
    path: 'manager-service-center/:servicecenterid',
    lazy: lazyPage(() => import('@/modules/managers/service-center-details-page')),
  },
  { path: 'manager-settings', lazy: lazyPage(() => import('@/modules/app-config/manager-settings-page')) },
  { path: 'grievances', lazy: lazyPage(() => import('@/modules/privacy/manager-grievances-page')) },
  { path: 'plan-payments', lazy: lazyPage(() => import('@/modules/subscriptions/plan-payments-page')) },
];

/** The area as a child of the root route (found on first use, see router.tsx): its paths sit at the top level. */
export const managerArea: RouteObject = {
  lazy: requireRole('Manager', { framed: true }),
  children: [{ lazy: lazyPage(() => import('../../layouts/manager-layout')), children: managerRoutes }],
};
