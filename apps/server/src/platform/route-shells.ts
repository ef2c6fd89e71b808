/**
 * The HTML the web build wrote for a client route (packages/shared route-patterns.ts): the app's shell naming the
 * files that route's screen loads, so a page opened cold (a tracking link from an SMS, a bookmarked FixoPro
 * screen) fetches them beside the app's entry. Read again when the build rewrites its list, as the static files
 * themselves are looked up per request; without a list (an older build, the tests' fixtures) nothing matches.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_SHELLS_FILE, routeShellMatcher, type RouteShell } from '@fixo/shared';

export function createRouteShells(webDist: string): (pathname: string) => string | undefined {
  const listFile = path.join(webDist, ROUTE_SHELLS_FILE);
  let readAt: number | undefined;
  let match: (pathname: string) => string | undefined = () => undefined;
  return (pathname) => {
    let modifiedAt: number;
    try {
      modifiedAt = fs.statSync(listFile).mtimeMs;
    } catch {
      return undefined;
    }
    if (modifiedAt !== readAt) {
      readAt = modifiedAt;
      const { shells } = JSON.parse(fs.readFileSync(listFile, 'utf8')) as { shells: RouteShell[] };
      match = routeShellMatcher(shells);
    }
    const file = match(pathname);
    return file && fs.existsSync(path.join(webDist, file)) ? file : undefined;
  };
}
