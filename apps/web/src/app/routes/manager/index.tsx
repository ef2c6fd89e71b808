import type { RouteObject } from 'react-router';

/**
 * Manager area inside the manager layout, guarded (role Manager). Paths are relative to '/':
 * 'active-service-center', 'inactive-service-center', 'active-discount'.
 */
export const managerRoutes: RouteObject[] = [];
