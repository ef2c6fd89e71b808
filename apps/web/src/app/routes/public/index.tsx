import type { RouteObject } from 'react-router';

import { lazyPage } from '../lazy-page';

/**
 * Public pages, rendered inside the public layout. Paths are absolute-looking but relative to '/'.
 * Registration pages (/customer-registration, /service-center-registration) are added here by their issues.
 */
export const publicRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('./landing-page')) },
  { path: 'fixopro', lazy: lazyPage(() => import('./fixopro-page')) },
  { path: 'privacy-policy', lazy: lazyPage(() => import('./privacy-policy-page')) },
  { path: 'grievance', lazy: lazyPage(() => import('@/modules/privacy/grievance-page')) },
  { path: 'login', lazy: lazyPage(() => import('./login-page')) },
  { path: 'dev/outbox', lazy: lazyPage(() => import('@/modules/dev/outbox-page')) },
  { path: 'track/:token', lazy: lazyPage(() => import('@/modules/service-requests/tracking-page')) },
  {
    path: 'notifications/opt-out/:token',
    lazy: lazyPage(() => import('@/modules/notifications/opt-out-page')),
  },
  {
    path: 'customer-registration',
    lazy: lazyPage(() => import('@/modules/customers/customer-registration-page')),
  },
  {
    path: 'service-center-registration',
    lazy: lazyPage(() => import('@/modules/service-centers/service-center-registration-page')),
  },
];
