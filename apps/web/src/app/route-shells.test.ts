import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

import { orderedShells, routeModules, routeShellMatcher } from './route-shells';
import { AREAS, rootRoute } from './router';

/** Each route object its own module name, so every route gets a shell of its own. */
function namer() {
  const names = new Map<RouteObject, string>();
  return async (route: RouteObject) => {
    if (!names.has(route)) names.set(route, `m${names.size}`);
    return [names.get(route)!];
  };
}

describe('route shells (build time)', () => {
  it('collects a branch’s modules from the root down, pathless layouts and index routes included', async () => {
    const modules = new Map<RouteObject, string[]>();
    const page = (name: string): RouteObject => {
      const route: RouteObject = { path: name };
      modules.set(route, [`src/${name}.tsx`]);
      return route;
    };
    const home: RouteObject = { index: true };
    modules.set(home, ['src/home.tsx']);
    const layout: RouteObject = { children: [page('parts'), page('parts/:id?'), home] };
    modules.set(layout, ['src/layout.tsx']);
    const area: RouteObject = { path: 'area', children: [layout] };
    modules.set(area, ['src/area-table.tsx', 'src/layout.tsx']);
    const found = await routeModules([area], async (route) => modules.get(route) ?? []);
    expect(found.map(({ pattern, index, modules: m }) => [pattern, index, m])).toEqual([
      ['/area', false, ['src/area-table.tsx', 'src/layout.tsx']],
      ['/area/parts', false, ['src/area-table.tsx', 'src/layout.tsx', 'src/parts.tsx']],
      ['/area/parts/:id?', false, ['src/area-table.tsx', 'src/layout.tsx', 'src/parts/:id?.tsx']],
      ['/area', true, ['src/area-table.tsx', 'src/layout.tsx', 'src/home.tsx']],
    ]);
  });

  it('orders every route of the app so the first shell that matches is the route React Router renders', async () => {
    const areas = await Promise.all(Object.values(AREAS).map((load) => load()));
    const routes = [rootRoute(areas)];
    const found = await routeModules(routes, namer());
    // orderedShells itself checks a path of every pattern against React Router's matchRoutes (it throws).
    const shells = orderedShells(routes, found, (modules) => modules.join(' '));
    const shellFor = routeShellMatcher(shells);
    const patterns = shells.map(({ pattern }) => pattern);
    expect(patterns).toEqual(
      expect.arrayContaining(['/track/:token', '/service-manager/add-edit-parts/:id']),
    );
    expect(patterns).toContain('/service-manager/add-edit-parts');
    expect(patterns.at(-1)).toBe('/*');
    const details = shellFor('/service-manager/service-request/service-request-details');
    expect(details).toBeDefined();
    expect(shellFor('/service-manager/service-request/12')).not.toBe(details);
    expect(shellFor('/service-manager/invoice-for-sr/3/view')).toBe(
      shells.find(({ pattern }) => pattern === '/service-manager/invoice-for-sr/*')!.file,
    );
    expect(shellFor('/no/such/page')).toBe(shells.at(-1)!.file);
  });
});
