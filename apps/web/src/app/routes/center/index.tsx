import type { RouteObject } from 'react-router';

/**
 * Service-center area, children of '/dashboard-service' inside the service-center layout.
 * `centerRoutes` sit behind RequireAuth (role ServiceCenter): home (index), service-request,
 * close-service-request, service-center-report, service-center-profile, subscription/payment-option.
 */
export const centerRoutes: RouteObject[] = [];

/** Left unguarded by the spec: 'subscription' (plan selection) and 'discount' (own offers). */
export const centerOpenRoutes: RouteObject[] = [];
