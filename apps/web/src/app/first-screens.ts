/**
 * The key first screens and the lazy route modules each one loads before it can show (paths relative to
 * apps/web, as the build manifest names them). Read at build time by vite.config.ts (each screen's HTML names
 * those files up front, so the browser fetches them in parallel with the entry instead of after it) and by
 * scripts/check-bundle-size.ts (the size budget). A screen whose route modules change is updated here.
 */
export const FIRST_SCREENS = [
  { path: '/', modules: ['src/app/routes/public/landing-page.tsx'] },
  {
    path: '/dashboard-customer/service-request',
    modules: [
      'src/app/routes/customer/index.tsx',
      'src/app/layouts/customer-layout.tsx',
      'src/modules/service-requests/service-request-page.tsx',
    ],
  },
  { path: '/fixopro', modules: ['src/app/routes/public/fixopro-page.tsx'] },
] as const satisfies ReadonlyArray<{ path: string; modules: readonly string[] }>;

/** One chunk of vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/**
 * The files (JS and CSS, relative to dist) a screen loads before it shows: the entry with its static imports,
 * plus each of `modules` with theirs. Dynamic imports (the map, dialogs opened later) are not followed.
 */
export function screenFiles(manifest: Record<string, ManifestChunk>, modules: readonly string[]): string[] {
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
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('no entry in the build manifest');
  visit(entry);
  for (const module of modules) visit(module);
  return [...files];
}
