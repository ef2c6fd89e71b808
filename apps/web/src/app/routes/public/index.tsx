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
  { path: 'login', lazy: lazyPage(() => import('./login-page')) },
];
