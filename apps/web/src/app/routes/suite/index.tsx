import type { RouteObject } from 'react-router';

import { lazyPage } from '../lazy-page';
import { requireRole } from '../require-role';

/**
 * FixoPro suite, children of '/service-manager' inside the service-center layout, guarded (role ServiceCenter)
 * and, here, by the active-plan check (the server checks the plan again on every call).
 * '/service-manager/service-request/service-request-details' without an id is the job card list.
 */
/**
 * Every invoice screen (list, new, view, settings, report) comes from one module that picks the screen itself:
 * routes in this table are first-page bytes.
 */
const invoiceScreens = lazyPage(() => import('@/modules/invoices/invoice-routes'));

export const suiteRoutes: RouteObject[] = [
  {
    // Loaded with the suite: the public pages never download the plan check and what it brings.
    lazy: async () => {
      const { SuiteGuard } = await import('@/modules/suite/suite-guard');
      return { element: <SuiteGuard /> };
    },
    children: [
      {
        path: 'list-of-customer',
        lazy: lazyPage(() => import('@/modules/shop-customers/customer-list-page')),
      },
      {
        path: 'customer-profile',
        lazy: lazyPage(() => import('@/modules/shop-customers/customer-profile-page')),
      },
      { path: 'parts-list', lazy: lazyPage(() => import('@/modules/parts/parts-list-page')) },
      { path: 'add-edit-parts/:id?', lazy: lazyPage(() => import('@/modules/parts/part-edit-page')) },
      {
        path: 'service-request/:id?',
        lazy: lazyPage(() => import('@/modules/job-cards/job-card-form-page')),
      },
      {
        path: 'service-request/service-request-details',
        lazy: lazyPage(() => import('@/modules/job-cards/job-card-list-page')),
      },
      {
        path: 'service-request/service-request-details/:id',
        lazy: lazyPage(() => import('@/modules/job-cards/job-card-details-page')),
      },
      {
        path: 'service-reminders',
        lazy: lazyPage(() => import('@/modules/service-reminders/service-reminders-page')),
      },
      { path: 'invoice-for-sr/*', lazy: invoiceScreens },
      { path: 'invoice-report', lazy: invoiceScreens },
    ],
  },
];

/** The suite as a child of the root route (found on first use, see router.tsx). */
export const suiteArea: RouteObject = {
  path: 'service-manager',
  lazy: requireRole('ServiceCenter', { framed: true }),
  children: [{ lazy: lazyPage(() => import('../../layouts/center-layout')), children: suiteRoutes }],
};
