import type { RouteObject } from 'react-router';

import { lazyPage } from '../lazy-page';
import { requireRole } from '../require-role';

/**
 * Service-center area, children of '/dashboard-service' inside the service-center layout.
 * `centerRoutes` sit behind RequireAuth (role ServiceCenter): home (index), service-request,
 * close-service-request, service-center-report, service-center-profile, subscription/payment-option.
 */
export const centerRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('@/modules/center-requests/center-home-page')) },
  { path: 'service-request', lazy: lazyPage(() => import('@/modules/center-requests/service-request-page')) },
  {
    path: 'close-service-request',
    lazy: lazyPage(() => import('@/modules/center-requests/close-service-request-page')),
  },
  {
    path: 'service-center-report',
    lazy: lazyPage(() => import('@/modules/center-requests/service-center-report-page')),
  },
  {
    path: 'service-center-profile',
    lazy: lazyPage(() => import('@/modules/service-centers/service-center-profile-page')),
  },
  { path: 'privacy', lazy: lazyPage(() => import('@/modules/privacy/privacy-page')) },
  {
    path: 'subscription/payment-option',
    lazy: lazyPage(() => import('@/modules/subscriptions/payment-option-page')),
  },
];

/** Left unguarded by the spec: 'subscription' (plan selection) and 'discount' (own offers). */
export const centerOpenRoutes: RouteObject[] = [
  { path: 'discount', lazy: lazyPage(() => import('@/modules/offers/center-offers-page')) },
  { path: 'subscription', lazy: lazyPage(() => import('@/modules/subscriptions/subscription-page')) },
];

/** The area as a child of the root route (found on first use, see router.tsx). */
const centerLayout = lazyPage(() => import('../../layouts/center-layout'));

/**
 * The guarded pages have the layout inside the guard (framed), as the manager's and the suite's: a signed-in
 * customer opening a center page is told so in the neutral public frame, never inside the center's menus.
 */
export const centerArea: RouteObject = {
  path: 'dashboard-service',
  children: [
    { lazy: centerLayout, children: centerOpenRoutes },
    {
      lazy: requireRole('ServiceCenter', { framed: true }),
      children: [{ lazy: centerLayout, children: centerRoutes }],
    },
  ],
};
