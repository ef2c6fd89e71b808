/**
 * The web app's client routes as the server matches them to send a route's own HTML shell (the web build writes
 * one per route, naming the files its screen loads; apps/server/src/platform/route-shells.ts sends it). React
 * Router's path patterns, matched the way React Router matches them: case-insensitively, a trailing slash
 * allowed, ':name' one segment, a final '*' the rest of the path (or nothing).
 */

/** The web build's list of route shells (`{ shells: RouteShell[] }`, most specific first), beside index.html. */
export const ROUTE_SHELLS_FILE = 'route-shells.json';

/** One route's shell: the pattern (no optional segments) and the HTML file, relative to the web build. */
export interface RouteShell {
  pattern: string;
  file: string;
}

const segmentsOf = (pattern: string) => pattern.split('/').filter((segment) => segment !== '');

/**
 * A pattern with optional segments ('/a/:id?') as the patterns it stands for, shortest first ('/a', '/a/:id'),
 * as React Router explodes them before ranking.
 */
export function expandOptionalSegments(pattern: string): string[] {
  let expanded: string[][] = [[]];
  for (const segment of segmentsOf(pattern)) {
    if (segment.endsWith('?')) {
      const required = segment.slice(0, -1);
      expanded = [...expanded, ...expanded.map((prefix) => [...prefix, required])];
    } else {
      expanded = expanded.map((prefix) => [...prefix, segment]);
    }
  }
  return [...new Set(expanded.map((segments) => `/${segments.join('/')}`))].sort(
    (a, b) => segmentsOf(a).length - segmentsOf(b).length,
  );
}

/**
 * React Router's score of a pattern (its `computeScore`): a static segment counts most, then a parameter; a
 * splat costs. Of the patterns a path matches, React Router takes the highest score (route order breaks ties).
 */
export function routeScore(pattern: string, index = false): number {
  const segments = pattern.split('/');
  const splat = segments.includes('*');
  let score = segments.length + (splat ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    score += segment.startsWith(':') ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The regular expression a pattern (without optional segments) matches a pathname with. */
export function routePatternRegExp(pattern: string): RegExp {
  const source = segmentsOf(pattern)
    .map((segment, i, all) => {
      if (segment === '*') {
        if (i !== all.length - 1) throw new Error(`route pattern ${pattern}: '*' only at the end`);
        return '(?:/.*)?';
      }
      if (segment.endsWith('?')) throw new Error(`route pattern ${pattern}: expand optional segments first`);
      return segment.startsWith(':') ? '/[^/]+' : `/${escapeRegExp(segment)}`;
    })
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}

/** A matcher over shells in the order given (most specific first): the file for a pathname, or undefined. */
export function routeShellMatcher(shells: readonly RouteShell[]): (pathname: string) => string | undefined {
  const compiled = shells.map((shell) => ({ regExp: routePatternRegExp(shell.pattern), file: shell.file }));
  return (pathname) => compiled.find(({ regExp }) => regExp.test(pathname))?.file;
}
