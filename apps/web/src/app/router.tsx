import { createBrowserRouter, type RouteObject } from 'react-router';

import { FullScreenSpinner } from '@/components/ui/spinner';

import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { publicRoutes } from './routes/public';
import { RouteErrorPage } from './route-error-page';
import { lazyPage } from './routes/lazy-page';

/**
 * The first download's route tree: the public pages only. The signed-in areas (./routes/<area>)
 * are patched in by `discoverSignedInAreas` the first time a path is not matched (or only by the 404 splat):
 * their route tables, guards and the preload lists of every lazy screen stay out of the landing page.
 * Areas own their route arrays in ./routes/<area>; adding a screen never touches this file.
 */
export const routes: RouteObject[] = [rootRoute([])];

/** The root route with the public pages, then `areas` (signed-in areas' routes), then the 404. */
export function rootRoute(areas: RouteObject[]): RouteObject {
  return {
    id: 'root',
    Component: RootLayout,
    // Shown while the first lazy page of a visit loads; later navigations show the top progress bar.
    HydrateFallback: FullScreenSpinner,
    ErrorBoundary: RouteErrorPage,
    children: [
      { Component: PublicLayout, children: publicRoutes },
      // The customer's estimate link: no account, no site chrome, the center's name first.
      { path: 'estimate/:token', lazy: lazyPage(() => import('@/modules/estimate/estimate-page')) },
      ...areas,
      {
        Component: PublicLayout,
        children: [{ path: '*', lazy: lazyPage(() => import('@/components/layout/not-found-page')) }],
      },
    ],
  };
}

/** Where each signed-in area's routes come from: the first path segment decides, the rest is the manager's. */
export const AREAS: Record<string, () => Promise<RouteObject>> = {
  'dashboard-customer': async () => (await import('./routes/customer')).customerArea,
  'dashboard-service': async () => (await import('./routes/center')).centerArea,
  'service-manager': async () => (await import('./routes/suite')).suiteArea,
  manager: async () => (await import('./routes/manager')).managerArea,
};

/** The signed-in area whose routes `path` needs: its first segment decides, anything else is the manager's. */
export function areaOf(path: string): string {
  const segment = path.split('/').find(Boolean) ?? '';
  return segment in AREAS ? segment : 'manager';
}

/** The route tree with the area of `path` in it (build-time prerendering has no route discovery). */
export async function routesFor(path: string): Promise<RouteObject[]> {
  return [rootRoute([await AREAS[areaOf(path)]!()])];
}

/**
 * React Router's lazy route discovery: adds a signed-in area once per router, on the first path that needs it.
 * An unknown top-level path loads the manager's area (its pages sit at the top level), then falls to the 404.
 */
export function discoverSignedInAreas(): NonNullable<
  Parameters<typeof createBrowserRouter>[1]
>['patchRoutesOnNavigation'] {
  const patched = new Set<string>();
  return async ({ path, patch }) => {
    const area = areaOf(path);
    if (patched.has(area)) return;
    const route = await AREAS[area]!();
    if (patched.has(area)) return;
    patched.add(area);
    patch('root', [route]);
  };
}

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: discoverSignedInAreas() });
}
