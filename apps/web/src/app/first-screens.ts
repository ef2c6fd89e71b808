/**
 * The key first screens and what each loads before it can show (paths relative to apps/web, as the build
 * manifest names them). Read at build time by vite.config.ts (each screen's HTML names those files up front, so
 * the browser fetches them in parallel with the entry instead of after it) and by scripts/check-bundle-size.ts
 * (the size budget). A screen whose route modules change is updated here.
 *
 * A prerendered screen (src/app/prerender.tsx) is painted from its HTML, before any JavaScript runs. Then
 *  - `start: 'light'` (a page to read: / and /fixopro): its first load is the light entry (src/marketing-entry.ts)
 *    alone, and `modules` are its route modules in the app, which that entry loads for a visitor who needs the
 *    app (signed in, Hindi, a request to follow, a tap on the language switch) and which the page prefetches in
 *    idle time with the app's entry;
 *  - `start: 'app'` (a screen to fill in: the request screen): the same light entry loads the app right after
 *    the first paint; it adopts the markup (hydration; renders over it for a visitor it was not drawn for), which
 *    is inert until then so nothing typed into it is lost.
 *
 * A signed-in screen (`role`) is not prerendered (it is drawn for one account): like every client route it is
 * sent its route's shell, the app's shell with the screen's files named up front (src/app/route-shells.ts).
 * Without them the router asks for the route's modules only after the entry has run, and Vite's loader then links
 * every file they import in one task (a `modulepreload` link each, about 1-2 ms apiece on a phone 4 times slower:
 * 145 ms a load on a FixoPro screen, bench/README.md). Listed here are the screens a signed-in person opens cold
 * (each role's home, the center's request list, FixoPro's job cards and its two heaviest screens, parts and
 * services and the invoice report), for the size budget; the build checks each list holds what its route loads,
 * and gives a path whose list names more (the invoice report's page, which its route module picks) its own shell.
 */
export const APP_ENTRY = 'index.html';
export const PRERENDERED_ENTRY = 'src/marketing-entry.ts';
/** zod, which the app loads before the first answer it checks (zodReady in src/lib/api-client.ts). */
export const ZOD_START = 'src/lib/zod-start.ts';
/**
 * The signed-in areas' role guard (routes/require-role.tsx). A route behind it first asks who is signed in and checks
 * the answer with the auth contracts before its page asks for anything: the route's shell names both (the session
 * as a preload, the contracts first among the route's files), so they come with the route's files instead of after
 * the app has started (vite.config.ts).
 */
export const SIGNED_IN_GUARD = 'src/modules/auth/require-auth.tsx';
export const SESSION_CONTRACTS = [ZOD_START, 'src/modules/auth/auth-answer-schemas.ts'] as const;

/** The service-center area's routes, layout and sign-in guard: what each of its screens loads before its page. */
const CENTER_AREA = [
  'src/app/routes/center/index.tsx',
  'src/app/layouts/center-layout.tsx',
  'src/modules/auth/require-auth.tsx',
] as const;

/** FixoPro's routes (with its plan check), the center's layout and the sign-in guard. */
const SUITE_AREA = [
  'src/app/routes/suite/index.tsx',
  'src/app/layouts/center-layout.tsx',
  'src/modules/auth/require-auth.tsx',
  'src/modules/suite/suite-guard.tsx',
] as const;

export const FIRST_SCREENS = [
  { path: '/', prerendered: true, start: 'light', modules: ['src/app/routes/public/landing-page.tsx'] },
  {
    path: '/dashboard-customer/service-request',
    prerendered: true,
    start: 'app',
    modules: [
      'src/app/routes/customer/index.tsx',
      'src/app/layouts/customer-layout.tsx',
      'src/modules/service-requests/service-request-page.tsx',
    ],
    // The contracts its reference lists are checked with (loaded on first use, so not in its first load): the page
    // has the light entry fetch them once the app is started, beside the lists themselves (vite.config.ts).
    contracts: [ZOD_START, 'src/modules/masters/masters-answer-schemas.ts'],
  },
  {
    path: '/fixopro',
    prerendered: true,
    start: 'light',
    modules: ['src/app/routes/public/fixopro-page.tsx'],
  },
  {
    path: '/dashboard-customer',
    role: 'Customer',
    prerendered: false,
    start: 'app',
    modules: [
      'src/app/routes/customer/index.tsx',
      'src/app/layouts/customer-layout.tsx',
      'src/modules/service-requests/customer-dashboard-page.tsx',
    ],
  },
  {
    path: '/dashboard-service',
    role: 'ServiceCenter',
    prerendered: false,
    start: 'app',
    modules: [...CENTER_AREA, 'src/modules/center-requests/center-home-page.tsx'],
  },
  {
    path: '/dashboard-service/service-request',
    role: 'ServiceCenter',
    prerendered: false,
    start: 'app',
    modules: [...CENTER_AREA, 'src/modules/center-requests/service-request-page.tsx'],
  },
  {
    path: '/service-manager/service-request/service-request-details',
    role: 'ServiceCenter',
    prerendered: false,
    start: 'app',
    modules: [...SUITE_AREA, 'src/modules/job-cards/job-card-list-page.tsx'],
  },
  {
    path: '/service-manager/parts-list',
    role: 'ServiceCenter',
    prerendered: false,
    start: 'app',
    modules: [...SUITE_AREA, 'src/modules/parts/parts-list-page.tsx'],
  },
  {
    path: '/service-manager/invoice-report',
    role: 'ServiceCenter',
    prerendered: false,
    start: 'app',
    modules: [
      ...SUITE_AREA,
      'src/modules/invoices/invoice-routes.tsx',
      'src/modules/invoices/invoice-report-page.tsx',
    ],
  },
  {
    path: '/active-service-center',
    role: 'Manager',
    prerendered: false,
    start: 'app',
    modules: [
      'src/app/routes/manager/index.tsx',
      'src/app/layouts/manager-layout.tsx',
      'src/modules/auth/require-auth.tsx',
      'src/modules/managers/active-service-centers-page.tsx',
    ],
  },
] as const satisfies ReadonlyArray<{
  path: string;
  /** A signed-in screen: whose (the goals, 100 KB and Lighthouse, are for the public first pages). */
  role?: 'Customer' | 'ServiceCenter' | 'Manager';
  prerendered: boolean;
  start: 'light' | 'app';
  modules: readonly string[];
  /** Lazy modules a screen that starts the app needs soon after (its answers' contracts), fetched after the app. */
  contracts?: readonly string[];
}>;

export type FirstScreen = (typeof FIRST_SCREENS)[number];

/** The HTML file (relative to dist) the server sends for a first screen's path: dist/index.html for '/'. */
export const pageFile = (page: string): string =>
  page === '/' ? 'index.html' : `${page.slice(1)}/index.html`;

/** One chunk of vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/**
 * The files (JS and CSS, relative to dist) that `keys` (manifest keys: an entry, route modules) load, with their
 * static imports. Dynamic imports (the map, dialogs opened later) are not followed.
 */
export function chunkFiles(manifest: Record<string, ManifestChunk>, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`${key} is not a chunk of the build: update apps/web/src/app/first-screens.ts`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

/** The app's files a screen loads with the app: the app's entry and the screen's route modules. */
export const appFiles = (manifest: Record<string, ManifestChunk>, screen: FirstScreen): string[] =>
  chunkFiles(manifest, [APP_ENTRY, ...screen.modules]);

/**
 * The scripts a route's shell names up front: what `modules` (a route's lazy modules, manifest keys) load beyond
 * the app's entry, which the shell's own script tag brings with its imports.
 */
export function routePreloads(manifest: Record<string, ManifestChunk>, modules: readonly string[]): string[] {
  const entryFiles = new Set(chunkFiles(manifest, [APP_ENTRY]));
  return chunkFiles(manifest, [APP_ENTRY, ...modules]).filter(
    (file) => file.endsWith('.js') && !entryFiles.has(file),
  );
}

/**
 * The files (JS and CSS) a screen loads on its first load: the app's entry and the screen's route modules, after
 * the light entry on a prerendered screen; only the light entry and the app's stylesheet on a page to read.
 */
export function screenFiles(manifest: Record<string, ManifestChunk>, screen: FirstScreen): string[] {
  if (!screen.prerendered) return appFiles(manifest, screen);
  const light = chunkFiles(manifest, [PRERENDERED_ENTRY]);
  if (screen.start === 'app') return [...new Set([...light, ...appFiles(manifest, screen)])];
  const stylesheets = chunkFiles(manifest, [APP_ENTRY]).filter((file) => file.endsWith('.css'));
  return [...light, ...stylesheets];
}
