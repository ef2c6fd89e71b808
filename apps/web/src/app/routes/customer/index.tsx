import type { RouteObject } from 'react-router';

import { lazyPage } from '../lazy-page';

/**
 * Customer area, children of '/dashboard-customer' inside the customer layout. Unguarded, as the spec says.
 * Paths are relative: `{ index: true, lazy }` is /dashboard-customer,
 * `{ path: 'service-request', lazy }` is /dashboard-customer/service-request.
 */
export const customerRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('@/modules/service-requests/customer-dashboard-page')) },
  {
    path: 'service-request',
    lazy: lazyPage(() => import('@/modules/service-requests/service-request-page')),
  },
  {
    path: 'service-request/ServiceRequestConfirmation',
    lazy: lazyPage(() => import('@/modules/service-requests/confirmation-page')),
  },
  { path: 'customer-profile', lazy: lazyPage(() => import('@/modules/customers/customer-profile-page')) },
  { path: 'privacy', lazy: lazyPage(() => import('@/modules/privacy/privacy-page')) },
];

/** The area as a child of the root route (found on first use, see router.tsx). */
export const customerArea: RouteObject = {
  path: 'dashboard-customer',
  lazy: lazyPage(() => import('../../layouts/customer-layout')),
  children: customerRoutes,
};
