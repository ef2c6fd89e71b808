/**
 * Build time (vite.config.ts, `fixo-prerender`): which route modules each client route loads, so the build can
 * write every route an HTML shell of its own that names the screen's files up front.
 *
 * Without them a page opened cold (a tracking link from an SMS, a bookmarked FixoPro screen) gets the empty
 * shell: the router asks for the route's modules only after the app's entry has run, and Vite's loader then
 * links every file they import in one task (bench/README.md, 'Signed-in screens: their own shells').
 *
 * The route tables are walked as the app has them (src/app/router.tsx): each route's `lazy` is run with the
 * build's dynamic imports recorded instead of loaded (`recordImports`, vite.config.ts), so the modules come
 * from the same `import()` calls the browser makes and a new screen needs no list kept by hand.
 */
import {
  expandOptionalSegments,
  ROUTE_SHELLS_FILE,
  routePatternRegExp,
  routeScore,
  routeShellMatcher,
  type RouteShell,
} from '@fixo/shared';
import { matchRoutes, type RouteObject } from 'react-router';

export { routeShellMatcher } from '@fixo/shared';

/** One matchable route: its full pattern (optional segments kept), whether an index route, its modules. */
export interface RouteModules {
  route: RouteObject;
  pattern: string;
  index: boolean;
  /** Manifest keys (src/...) of the lazy modules from the root down to this route, in load order. */
  modules: string[];
}

/** The modules (manifest keys) a route itself loads: those its `lazy` imports, and for an area its route table. */
export type ModulesOf = (route: RouteObject) => Promise<string[]>;

const joinPaths = (parent: string, child: string) => `${parent}/${child}`.replace(/\/\/+/g, '/');

/** Every route with a path (or an index route) below `routes`, with the modules of its branch. */
export async function routeModules(
  routes: readonly RouteObject[],
  modulesOf: ModulesOf,
  parent: { pattern: string; modules: string[] } = { pattern: '/', modules: [] },
): Promise<RouteModules[]> {
  const found: RouteModules[] = [];
  for (const route of routes) {
    const pattern = route.path === undefined ? parent.pattern : joinPaths(parent.pattern, route.path);
    const modules = [...parent.modules, ...(await modulesOf(route))];
    if (route.path !== undefined || route.index) {
      found.push({ route, pattern, index: route.index === true, modules: [...new Set(modules)] });
    }
    if (route.children) found.push(...(await routeModules(route.children, modulesOf, { pattern, modules })));
  }
  return found;
}

/** A path the pattern matches: each parameter and the splat filled in. */
const samplePath = (pattern: string) =>
  pattern
    .replace(/:[\w-]+/g, 'x1')
    .replace(/\*$/, 'a/b')
    .replace(/\/$/, '') || '/';

/**
 * The shells in the order the server tries them (React Router's ranking: most specific first, route order for
 * ties), each named by `fileOf` (routes with the same files share one). Checked against React Router itself: for
 * a path of every pattern, the first shell that matches is the one of the route React Router renders there.
 */
export function orderedShells(
  routes: readonly RouteObject[],
  found: readonly RouteModules[],
  fileOf: (modules: string[]) => string,
): RouteShell[] {
  const expanded = found.flatMap((entry, order) =>
    expandOptionalSegments(entry.pattern).map((pattern) => ({
      pattern,
      file: fileOf(entry.modules),
      score: routeScore(pattern, entry.index),
      order,
      entry,
    })),
  );
  // Stable: equal scores keep the route order, as React Router breaks ties.
  expanded.sort((a, b) => b.score - a.score || a.order - b.order);
  const shells = expanded.map(({ pattern, file }) => ({ pattern, file }));
  const shellFor = routeShellMatcher(shells);
  for (const { pattern, entry } of expanded) {
    const sample = samplePath(pattern);
    if (!routePatternRegExp(pattern).test(sample)) throw new Error(`route shells: ${sample} for ${pattern}`);
    const rendered = matchRoutes([...routes], sample)?.at(-1)?.route;
    const expected = found.find((other) => other.route === rendered);
    if (!expected) throw new Error(`route shells: React Router renders no known route at ${sample}`);
    if (shellFor(sample) !== fileOf(expected.modules)) {
      throw new Error(
        `route shells: at ${sample} React Router renders ${expected.pattern}, the shells would pick another ` +
          `(of ${entry.pattern}): fix routeScore in packages/shared/src/helpers/route-patterns.ts`,
      );
    }
  }
  return shells;
}

/** The list as the server reads it (apps/server/src/platform/route-shells.ts): its file beside index.html, its text. */
export const routeShellList = (shells: RouteShell[]) => ({
  file: ROUTE_SHELLS_FILE,
  text: `${JSON.stringify({ shells }, null, 1)}\n`,
});
