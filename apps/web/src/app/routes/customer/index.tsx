import type { RouteObject } from 'react-router';

/**
 * Customer area, children of '/dashboard-customer' inside the customer layout. Unguarded, as the spec says.
 * Paths are relative: `{ index: true, lazy }` is /dashboard-customer,
 * `{ path: 'service-request', lazy }` is /dashboard-customer/service-request.
 */
export const customerRoutes: RouteObject[] = [];
