import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createServer, defaultClientConditions, type Plugin, type ViteDevServer } from 'vite';
import type { RouteObject } from 'react-router';
import { defineConfig } from 'vitest/config';

import {
  APP_ENTRY,
  appFiles,
  chunkFiles,
  FIRST_SCREENS,
  pageFile,
  PRERENDERED_ENTRY,
  routePreloads,
  SESSION_CONTRACTS,
  SIGNED_IN_GUARD,
  type ManifestChunk,
} from './src/app/first-screens';
import { SESSION_URL } from './src/modules/auth/session-url';

const root = fileURLToPath(new URL('.', import.meta.url));

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const compress = async (file: string, content: Buffer) => {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: 9 }),
  ]);
  await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
};

/**
 * Writes a .br (brotli, best) and a .gz (gzip -9) beside every text file of the build, once, at build time;
 * the server sends them as they are (@fastify/static preCompressed), so no request pays for compression.
 */
function precompress(): Plugin {
  return {
    name: 'fixo-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? root;
      const files = Object.keys(bundle).filter((name) => /\.(js|css|html|svg|json)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const content = await fs.promises.readFile(file);
          if (content.length < 1024) return;
          await compress(file, content);
        }),
      );
    },
  };
}

/** The global the route tables' `import()` calls report to while the build walks them (src/app/route-shells.ts). */
const RECORD_IMPORT = '__fixoRecordRouteImport';
const ROUTE_TABLES = /[\\/]src[\\/]app[\\/](router\.tsx|routes[\\/])/;
// Not a type (`typeof import('x')`), which names a module without loading it.
const DYNAMIC_IMPORT = /(?<!typeof\s+)\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;

/**
 * In the prerender's own server only: every `import('x')` of the route tables first tells the build which module
 * it loads (a manifest key, src/...). The build's recorder answers either nothing (the module is loaded as usual:
 * an area's route table) or a stand-in (a screen's page, which need not run in Node to be named).
 */
function recordRouteImports(): Plugin {
  return {
    name: 'fixo-record-route-imports',
    enforce: 'pre',
    async transform(code, id) {
      if (!ROUTE_TABLES.test(id)) return;
      const keys = new Map<string, string>();
      for (const [, , spec] of code.matchAll(DYNAMIC_IMPORT)) {
        // Unresolved: an example in a comment (a real import that does not resolve fails the client build).
        const resolved = await this.resolve(spec!, id);
        if (resolved) keys.set(spec!, path.relative(root, resolved.id).split(path.sep).join('/'));
      }
      if (keys.size === 0) return;
      return code.replace(DYNAMIC_IMPORT, (call, _quote: string, spec: string) =>
        keys.has(spec)
          ? `(globalThis.${RECORD_IMPORT}?.(${JSON.stringify(keys.get(spec))}) ?? ${call})`
          : call,
      );
    },
  };
}

/** A module as the recorder's stand-in: every export a component that renders nothing (never a thenable). */
const standIn = new Proxy({}, { get: (_target, name) => (name === 'then' ? undefined : () => null) });

/**
 * Each client route's modules (src/app/route-shells.ts), walked in the prerender's server: the areas' route
 * tables are loaded, every route's `lazy` only recorded.
 */
async function walkRoutes(server: ViteDevServer) {
  const { AREAS, rootRoute } = (await server.ssrLoadModule(
    '/src/app/router.tsx',
  )) as typeof import('./src/app/router');
  const shells = (await server.ssrLoadModule(
    '/src/app/route-shells.ts',
  )) as typeof import('./src/app/route-shells');
  const global = globalThis as Record<string, unknown>;
  async function recording<T>(run: () => Promise<T>, load: boolean) {
    const modules: string[] = [];
    global[RECORD_IMPORT] = (key: string) => {
      modules.push(key);
      return load ? undefined : Promise.resolve(standIn);
    };
    try {
      return { value: await run(), modules };
    } finally {
      delete global[RECORD_IMPORT];
    }
  }
  const tables = new Map<RouteObject, string[]>();
  for (const load of Object.values(AREAS)) {
    const { value, modules } = await recording(load, true);
    tables.set(value, modules);
  }
  const routes = [rootRoute([...tables.keys()])];
  const found = await shells.routeModules(routes, async (route) => {
    const { lazy } = route;
    const own = typeof lazy === 'function' ? (await recording(lazy, false)).modules : [];
    return [...(tables.get(route) ?? []), ...own];
  });
  return { routes, found, ...shells };
}

/**
 * Prerenders the first screens (src/app/first-screens.ts, src/app/prerender.tsx) into the built HTML, so they
 * paint before any JavaScript: dist/index.html is the landing page, dist/fixopro/index.html FixoPro's page,
 * dist/dashboard-customer/service-request/index.html the request screen. Every other client route gets a shell
 * (dist/shells/<n>.html, listed in dist/route-shells.json: the loading spinner and the route's files), and
 * dist/app.html is the empty shell for a server without that list.
 */
function prerenderPages(): Plugin {
  let outDir = '';
  return {
    name: 'fixo-prerender',
    apply: (config, env) =>
      env.command === 'build' && !config.build?.ssr && process.env.FIXO_PRERENDER !== '0',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const server = await createServer({
        configFile: fileURLToPath(import.meta.url),
        plugins: [recordRouteImports()],
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
        logLevel: 'error',
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { prerender } = (await server.ssrLoadModule(
          '/src/app/prerender.tsx',
        )) as typeof import('./src/app/prerender');
        const shell = await fs.promises.readFile(path.join(outDir, 'index.html'), 'utf8');
        const root = /<div id="root">[\s\S]*?<\/div>\s*<\/div>\s*(?=<\/body>)/;
        if (!root.test(shell)) throw new Error('index.html: #root with the spinner not found');
        const manifest = JSON.parse(
          await fs.promises.readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'),
        ) as Record<string, ManifestChunk>;
        const pages: Array<[string, string]> = [['app.html', shell]];
        // Per prerendered page: the reference lists its screen asks for as it opens (prerender.tsx).
        const pageData = new Map<string, string[]>();
        for (const screen of FIRST_SCREENS) {
          // A signed-in screen is sent its route's shell (below), like every other client route.
          if (!screen.prerendered) continue;
          const { markup, dataUrls } = await prerender(screen.path);
          // Only where the app starts at once: a page to read may never start it.
          if (screen.start === 'app') pageData.set(pageFile(screen.path), dataUrls);
          // data-prerendered: main.tsx renders over it only once the page's own module is loaded. A screen the
          // app starts on at once (data-start-app, see marketing-entry.ts) is inert until then: what is typed
          // into it before would be lost.
          const inert = screen.start === 'app' ? ' data-start-app inert' : '';
          pages.push([
            pageFile(screen.path),
            shell.replace(
              root,
              () => `<div id="root" data-prerendered="${screen.path}"${inert}>${markup}</div>\n`,
            ),
          ]);
        }
        // Each first screen's HTML names its route modules up front: the browser fetches them beside the entry
        // instead of after it has run and the router asked for them (one round trip less on a slow network).
        const appEntry = manifest[APP_ENTRY]!.file;
        const lightEntry = manifest[PRERENDERED_ENTRY]!.file;
        const lightFiles = new Set(chunkFiles(manifest, [PRERENDERED_ENTRY]));
        const links = (rel: string, files: string[]) =>
          files.map((file) => `<link rel="${rel}" crossorigin href="/${file}">`).join('\n    ');
        // Answers the app fetches first (reference lists, the session): the app's own fetch takes the early copy.
        const fetchPreloads = (urls: string[]) =>
          urls
            .map(
              (url) => `<link rel="preload" as="fetch" crossorigin href="${url.replaceAll('&', '&amp;')}">`,
            )
            .join('\n    ');
        for (const page of pages) {
          const screen = FIRST_SCREENS.find(({ path: p }) => pageFile(p) === page[0]);
          if (!screen) continue;
          const appScripts = appFiles(manifest, screen).filter((file) => file.endsWith('.js'));
          // A prerendered page runs the light entry (src/marketing-entry.ts) instead of the app's, and only
          // names the app's files: for the visitors and taps that need it, or to start right after the first paint.
          const html = page[1]
            .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
            .replace(`src="/${appEntry}"`, () => `src="/${lightEntry}"`);
          if (!html.includes(`src="/${lightEntry}"`))
            throw new Error(`${page[0]}: the app's entry script was not found`);
          const preload = links(
            'modulepreload',
            [...lightFiles].filter((f) => f.endsWith('.js') && f !== lightEntry),
          );
          // The app's files, its entry first: the light entry runs the entry from this list when the visitor needs
          // the app, and prefetches them all once the page is loaded and the browser idle.
          const appFileList = [appEntry, ...appScripts.filter((f) => f !== appEntry && !lightFiles.has(f))];
          const prefetch = `<meta name="fixo-app-files" content="${appFileList.map((f) => `/${f}`).join(' ')}">`;
          // The contracts of the screen's first answers, which the light entry links once it has started the app,
          // and the screen's reference lists, fetched beside the app's files: the app asked for both only once it had
          // started, and a phone on slow 4G waited two more round trips for its selects (bench/README.md).
          const contracts = 'contracts' in screen ? chunkFiles(manifest, screen.contracts) : [];
          const contractList = contracts.filter((f) => f.endsWith('.js') && !appFileList.includes(f));
          const later = contractList.length
            ? `\n    <meta name="fixo-app-contracts" content="${contractList.map((f) => `/${f}`).join(' ')}">`
            : '';
          const data = fetchPreloads(pageData.get(page[0]) ?? []);
          page[1] = html.replace(
            '</head>',
            () => `  ${preload}\n    ${prefetch}${later}${data ? `\n    ${data}` : ''}\n  </head>`,
          );
        }

        // Every client route's shell: the app's shell naming the files its screen loads (src/app/route-shells.ts).
        // Routes that load the same files share one; the server picks it by route-shells.json, in that order.
        const { routes, found, orderedShells, routeShellMatcher, routeShellList } = await walkRoutes(server);
        const shellFiles = new Map<string, string>();
        // What the app's entry loads itself (its script and static imports): never named again.
        const entryFiles = new Set(chunkFiles(manifest, [APP_ENTRY]));
        const preloadOf = new Map<string, string[]>();
        const shellPages = new Map<string, string>();
        const fileOf = (modules: string[]) => {
          // A module imported both ways is bundled into the chunk that imports it statically: no chunk of its own.
          const preload = routePreloads(
            manifest,
            modules.filter((key) => key in manifest),
          );
          const key = [...preload].sort().join(' ');
          let name = shellFiles.get(key);
          if (!name) {
            name = `shells/${shellFiles.size}.html`;
            shellFiles.set(key, name);
            preloadOf.set(name, preload);
            // Behind the role guard: the session and its contracts (SIGNED_IN_GUARD in first-screens.ts).
            const guard = manifest[SIGNED_IN_GUARD]?.file;
            const guarded = guard !== undefined && preload.includes(guard);
            const session = guarded
              ? chunkFiles(manifest, SESSION_CONTRACTS).filter(
                  (f) => f.endsWith('.js') && !preload.includes(f) && !entryFiles.has(f),
                )
              : [];
            // The session and its contracts first (a few hundred bytes; zod itself is among the route's files): the
            // guard waits on them before the page asks for anything, and last in line they came after the app had
            // started in some loads (measured).
            const sessionLink = guarded ? `${fetchPreloads([SESSION_URL])}\n    ` : '';
            shellPages.set(
              name,
              shell.replace(
                '</head>',
                () => `  ${sessionLink}${links('modulepreload', [...session, ...preload])}\n  </head>`,
              ),
            );
          }
          return name;
        };
        const ordered = orderedShells(routes, found, fileOf);
        const shellFor = routeShellMatcher(ordered);
        // A signed-in first screen's list may name more than its route's `lazy` loads (the invoice report's page,
        // which its route module picks itself): its path gets a shell of its own, checked to hold the route's.
        const firstScreenShells = FIRST_SCREENS.filter((screen) => !screen.prerendered).map((screen) => {
          const file = fileOf([...screen.modules]);
          const own = new Set(preloadOf.get(file));
          const missing = preloadOf.get(shellFor(screen.path) ?? '')?.filter((f) => !own.has(f)) ?? [];
          if (missing.length > 0) {
            throw new Error(
              `src/app/first-screens.ts: ${screen.path} lacks what its route loads (${missing.join(', ')})`,
            );
          }
          return { pattern: screen.path, file };
        });
        // The first shell a pattern has wins on the server: a later entry of the same pattern would never be used.
        const routeShells = [...firstScreenShells, ...ordered].filter(
          (shell, i, all) => all.findIndex((other) => other.pattern === shell.pattern) === i,
        );
        // Only the shells the list names (a route whose first screen has its own list is never sent its route's).
        for (const file of new Set(routeShells.map((routeShell) => routeShell.file))) {
          pages.push([file, shellPages.get(file)!]);
        }
        const list = routeShellList(routeShells);
        await fs.promises.writeFile(path.join(outDir, list.file), list.text);
        for (const [name, html] of pages) {
          const file = path.join(outDir, name);
          await fs.promises.mkdir(path.dirname(file), { recursive: true });
          await fs.promises.writeFile(file, html);
          await compress(file, Buffer.from(html));
        }
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * react-router's own production build. Its package exports name only dist/development, whatever the mode (known:
 * remix-run/react-router#14102), so a built app shipped its development warnings and checks; the production files
 * beside them are the same code with those off.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  root,
  plugins: [react(), tailwindcss(), precompress(), prerenderPages()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
    // 'source' makes @fixo/shared resolve to its TypeScript, so no prebuild is needed in dev and tests.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // scripts/check-bundle-size.ts reads which chunks each screen loads from the manifest.
    manifest: true,
    // Fonts stay files (fetched only where their glyphs show), never base64 inside every page's stylesheet.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rollupOptions: {
      // The app (index.html, main.tsx) and the prerendered pages' light entry (see src/marketing-entry.ts).
      input: { index: path.join(root, 'index.html'), marketing: path.join(root, PRERENDERED_ENTRY) },
      treeshake: {
        // The app's own UI kit and screens have no import-time side effects: a screen importing one component
        // from the components/ui barrel, or one hook from a module's index.ts, no longer drags in every file the
        // barrel re-exports (the request screen loaded the dropdown menu and dialogs that way; the first page
        // the login form through modules/auth). A module's *.texts.ts registers its namespace when imported,
        // and stylesheets apply theirs: those keep their side effects.
        moduleSideEffects: (id: string) =>
          !/[\\/]apps[\\/]web[\\/]src[\\/](components|modules)[\\/].*\.tsx?$/.test(id) ||
          /\.texts\.ts$/.test(id),
      },
    },
  },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Screen tests type and click through whole tables with user-event; on a loaded 2-core CI machine one took
    // 5.6 s (the 5 s default failed it) while its assertions held.
    testTimeout: 15000,
  },
}));
