import type { RouteObject } from 'react-router';

/**
 * FixoPro suite, children of '/service-manager' inside the service-center layout, guarded (role ServiceCenter).
 * e.g. `{ path: 'service-request/:id?', lazy }`, `{ path: 'invoice-for-sr', lazy }`.
 */
export const suiteRoutes: RouteObject[] = [];
