/**
 * The key first screens and what each loads before it can show (paths relative to apps/web, as the build
 * manifest names them). Read at build time by vite.config.ts (each screen's HTML names those files up front, so
 * the browser fetches them in parallel with the entry instead of after it) and by scripts/check-bundle-size.ts
 * (the size budget). A screen whose route modules change is updated here.
 *
 * A prerendered screen (src/app/prerender.tsx) is complete HTML: its first load is the light entry
 * (src/marketing-entry.ts) alone, and `modules` are its route modules in the app, which that entry loads for a
 * visitor who needs the app (signed in, Hindi, a request to follow, a tap on the language switch) and which the
 * page prefetches in idle time with the app's entry.
 */
export const APP_ENTRY = 'index.html';
export const PRERENDERED_ENTRY = 'src/marketing-entry.ts';

export const FIRST_SCREENS = [
  { path: '/', prerendered: true, modules: ['src/app/routes/public/landing-page.tsx'] },
  {
    path: '/dashboard-customer/service-request',
    prerendered: false,
    modules: [
      'src/app/routes/customer/index.tsx',
      'src/app/layouts/customer-layout.tsx',
      'src/modules/service-requests/service-request-page.tsx',
    ],
  },
  { path: '/fixopro', prerendered: true, modules: ['src/app/routes/public/fixopro-page.tsx'] },
] as const satisfies ReadonlyArray<{ path: string; prerendered: boolean; modules: readonly string[] }>;

export type FirstScreen = (typeof FIRST_SCREENS)[number];

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
 * The files (JS and CSS) a screen loads before it shows: the light entry and the app's stylesheet for a
 * prerendered screen, the app's entry and the screen's route modules for the others.
 */
export function screenFiles(manifest: Record<string, ManifestChunk>, screen: FirstScreen): string[] {
  if (!screen.prerendered) return appFiles(manifest, screen);
  const stylesheets = chunkFiles(manifest, [APP_ENTRY]).filter((file) => file.endsWith('.css'));
  return [...chunkFiles(manifest, [PRERENDERED_ENTRY]), ...stylesheets];
}
