/**
 * First-page budget (issue 13), run after `npm run build` in `npm test`: for each key screen, the JavaScript
 * and CSS a browser must load before the screen can show (the entry with its static imports, plus the lazy
 * route modules of that screen with theirs), gzipped. Fails above each screen's ceiling, and when a built
 * stylesheet loads fonts from another host. Dynamic imports (map, dialogs loaded on demand) do not count.
 *
 * The goal is 100 KB of JS per first page; react-dom (61 KB gz) and react-router's data router
 * (30 KB gz) alone are 91 KB, so the ceilings below are ratchets at today's sizes (lower them as screens
 * shrink, never raise them without a reason in the commit); `npm run bench` reports the sizes against the goal.
 *
 *   node --import tsx scripts/check-bundle-size.ts [--json]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { createRouteShells } from '../apps/server/src/platform/route-shells.js';
import {
  appFiles,
  chunkFiles,
  FIRST_SCREENS,
  pageFile,
  routePreloads,
  screenFiles,
  ZOD_START,
  type ManifestChunk,
} from '../apps/web/src/app/first-screens.js';

/** The goal for a first page's JavaScript, gzipped. */
export const JS_GOAL_KB = 100;
export const CSS_BUDGET_KB = 15;
/**
 * Room above each ceiling for the names of the files a screen imports: they carry content hashes that change with
 * any change to those files, and each new hash moves a file's gzipped size by a few bytes either way. Measured:
 * +0.03 KB on the request screen (50 files, 204.18 -> 204.21) for a change only to the center's request board.
 * A ceiling set at a measured size would otherwise trip on the next unrelated change.
 */
const HASHED_NAMES_KB = 0.1;

/** Each first screen (apps/web/src/app/first-screens.ts: its path and route modules) with its JS ceiling. */
// Issue 15 (Hindi) raised each ceiling by 19 KB: i18next + react-i18next (about 15 KB gzipped; every header
// is translated, so they are in the entry) and the English texts the screens used to write inline. Hindi
// texts and the Devanagari font are lazy chunks, fetched only when Hindi is chosen.
const JS_CEILINGS_KB: Record<(typeof FIRST_SCREENS)[number]['path'], number> = {
  // Issue 13: / and /fixopro are prerendered HTML (they paint before any JS); sonner left the entry (loaded right
  // after the first render): 165 -> 156 and 163 -> 154.
  // +0.3 each: the language switch's own Devanagari face (its class names) and the signed-in FixoPro page's link.
  // +0.15 each (and on the request screen): sign-in locks and create limits said in Hindi from their keys (the
  // shared KEYED_MESSAGES list is in the entry with the API's error shape).
  // +1.3 each (issue 10, measured): the public header keeps a signed-in person's language on the account like
  // the signed-in headers (one AccountLanguageSwitch), and the landing/FixoPro sections became one kit; rollup
  // now puts tailwind-merge and the shared messages in chunks of their own (same code, one more request each).
  // Issue 13: prerendered pages run a light entry of their own (src/marketing-entry.ts, 2.0 KB measured); the app
  // comes later, for the visitors and taps that need it (first-screens.ts). Was 157.4. 2.22 measured since the
  // same entry also starts the app on the prerendered request screen.
  // +0.1 (2.34 measured): the light entry links the app's files in tasks of their own without setTimeout's 4 ms
  // floor, and not those the app's loader linked first (the loader had linked 22 of them in one task).
  '/': 2.4,
  '/dashboard-customer/service-request':
    // 279.5: the merge with the contract checks and ratings (each measured alone before); 280: the wrong-role
    // frame and the account-language sync, merged. 276: components are side-effect free in the build (vite
    // config), so the components/ui barrel no longer pulls every component chunk into the screen (issue 13).
    // 277: merged with the nearby card's 'Read reviews' (the lazy dialog's preload list, +0.6 measured alone).
    // 277.6: a tap on the prerendered page's language switch is kept until the app is on screen (main.tsx).
    // 269.5: toasts go through lib/toast.ts, which fetches sonner on the first toast (277.8 -> 269.1 measured,
    // after the merges of the shared address section, LazyDialog and the request's language had made 277.8).
    // 269.8: those keys and lib/i18n/api-error-text.ts.
    // 270.4 (issue 10): every answer parsed with its shared schema, the data layer's hooks, the region selects
    // shared with the registration forms (in a file of their own, so the address fields stay off this screen).
    // 269.8: the routes' request schemas in shared/schemas/route-queries.ts, a file the web never loads.
    // 270.1: the early language tap is a chunk shared with the light entry of the prerendered pages, and the
    // small-screen menu names both its labels for that entry (+0.3 measured).
    // 236.8: the desktop account menu (radix's dropdown), the logout and offers dialogs and the nearby results
    // load after the first paint or on use (270.0 -> 236.7 measured).
    // 237.8: the screen is prerendered (painted before any JS), its light entry starts the app after the first
    // paint and the app adopts the markup (hydration): +1.3 measured, the light entry's own code and hydrateRoot.
    // 232.6: the checkbox is a native input (radix's checkbox left the screen) and react-router's production build
    // is bundled (its package exports name only the development files): 237.7 -> 232.5 measured.
    // 201.0: the screen's answers and its form are checked by contracts loaded on first use (lazySchema in
    // lib/api-client.ts, the form's resolver in its own file), and the shared helpers it uses no longer sit beside
    // zod schemas: zod, @hookform/resolvers and the shared schemas left its first load (232.4 -> 200.7 measured).
    // 201.1: the light entry's quicker linking of the app's files (as '/'), and the form's control made with
    // createFormControl (201.02 measured).
    // 202.0: the header's desktop account menu asks for the screen's width first (use-media-query, 0.3 KB: phones
    // no longer fetch radix's dropdown, about 23 KB, after the first paint), and zod runs in a task of its own
    // before the lazy contracts (vite's preload helper became a file of its own, +0.4 KB): 201.95 measured.
    // 202.7: a lazily loaded part whose code does not arrive (a dropped request on a phone's network) no longer
    // takes the whole screen, and what was typed in it, to the error page: components/lazy-part.tsx (its boundary
    // is in the entry with AfterFirstRender) and its texts, +0.7 KB on every screen (202.60 measured).
    // 203.1: no code of this screen's changed, but with the row menus' ActionMenu in the graph rolldown lays out the
    // shared chunks anew (tailwind-merge moves into the entry, lucide's base into a chunk of its own): +0.45 KB on
    // every screen (203.06 measured), for 17 KB less on the center's home and 12 KB on its request list.
    // 202.9: the three headers' desktop menus share one DesktopPart in after-first-render.tsx, which is in the
    // entry: use-media-query is no longer a file of its own (202.85 measured, -0.2 on every signed-in screen too).
    // 203.0: the light entry links the contracts of the screen's reference lists once the app is started (+21 bytes,
    // 202.91 measured): the selects fill 0.45 s sooner on a weak phone (bench/README.md, first page).
    // 204.2: a screen whose code does not arrive (the signal dropped between two taps) says so in place and opens by
    // itself when the signal is back, and a tab open across an update reloads into the new version (routes/
    // lazy-page.tsx, app/download-failed.tsx, lib/app-updated.ts): it must be here before the network fails,
    // +1.15 KB on every screen (204.11 measured). Before, one dropped file broke that screen until a reload.
    // 204.3: the attack review's checks of what the screen sends and reads back (decimal-only numbers in paging,
    // a description that is only its 'Problem: ' prefix refused): 204.29 measured.
    // 204.8: the 2026-12-02 review's fixes on every screen: the 'Leave without saving?' texts (layout namespace),
    // the GSTIN messages that say which check failed (@fixo/shared), the rating state's proof fields (204.71).
    204.8,
  // As '/': the light entry. Was 156.0.
  '/fixopro': 2.4,
  // Signed-in screens (first-screens.ts): ratchets at the sizes measured when their shells were added, the app's
  // entry with the area's routes, layout and page (no goal of the issue's: those are for the public first pages).
  // The center's and the manager's desktop menus (radix's dropdown, its popper and focus handling) load after the
  // first paint on a wide screen, as the customer's did, and the suite's CSV import dialog on its first open:
  // FixoPro's screens 279.1 -> 249.4, 280.6 -> 249.7 and 265.8 -> 236.4, the manager's list 263.1 -> 244.9
  // (measured). The center's home still shows radix's dropdown in its reminders card, so there the split only
  // adds the placeholders and a chunk: 278.5 -> 279.4. Then +0.7 each, as the request screen: lazy-part.tsx.
  // -5.4 where nothing else uses date-fns (the center's request list, FixoPro's parts): the header's 'plan expired
  // on' date is the shared formatDateIndia, not date-fns' format.
  // The row menus of the center's request list and of the reminders card (components/action-menu.tsx) are plain
  // buttons until first used: the center's home 280.0 -> 262.8, its request list 269.4 -> 257.0; +0.45 elsewhere
  // (the shared chunks laid out anew, as on the request screen).
  // 210.4: rolldown gives date-fns' toDate a chunk of its own once the suite's plan state (parseISO) left the
  // suite guard's chunk (+0.16 KB measured, 210.36; no code of this screen changed).
  // +1.15 each, as the request screen: a screen that did not arrive (lazy-page.tsx, download-failed.tsx). Then
  // +0.05 to +0.08: buildUrl moved to @fixo/shared (the app and the server spell a list's address one way).
  // 211.7: the attack review's checks (as the request screen), 211.70 measured.
  // 213.1: as the request screen, and the rating form's proof step for a guest's rating by link (its code step
  // loads only when asked for; the texts and the form's state are here): 213.02 measured.
  '/dashboard-customer': 213.1,
  // 249.2: the reminders card's 'Change due' dialog loads on its first open (LazyDialog), radix's dialog with it.
  // 247.8: the suite's plan state is a file of its own (suite-plan-state.ts): the home no longer loads the guard.
  // 242.7: the job cards' statuses, the invoice share's and the reminders' messages moved out of their schema
  // modules (schemas/*-values.ts): the suite's messages named them, so every suite screen and the center's home
  // built the job card, shop customer, customer and invoice share schemas (539 -> 295 zod calls; 242.66 measured).
  // 243.2: the attack review's checks of the suite's answers and forms (real calendar days in their own
  // helpers/calendar-date.ts, decimal-only numbers, at most 20 complaints, the new messages in Hindi): the home
  // checks its reminders and job cards with those schemas (243.15 measured).
  // 243.9, and +0.4 to +0.9 on the other center screens below: the 2026-12-02 review's fixes, as the request
  // screen, and the job card's live invoice (View invoice) and the 'Accept All' of every page (measured).
  // 244.1: the GST place-of-supply messages (suite-messages.ts) and the phone menu closing on a held-back link,
  // 244.07 measured.
  '/dashboard-service': 244.1,
  // 247.2: the accept / reject / close-all confirmations load radix's dialog on their first open
  // (lazy-confirm-dialog.tsx; 258.2 -> 247.15 measured).
  // 247.3: the attack review's paging checks (247.27 measured).
  '/dashboard-service/service-request': 248.2,
  // FixoPro's screens: + the suite's plan check (suite-guard.tsx, with date-fns' parseISO and format for its
  // notice). It always ran before each suite page, but it sat in a chunk the route shells did not know, so it was
  // fetched after the app had started and not counted here: now named with the page and counted (job cards +1.2,
  // parts +8.0 where nothing else uses date-fns, invoice report +1.4; measured).
  // The same move (schemas/*-values.ts): parts 254.7 -> 248.5 (401 -> 149 zod calls at its start); the job card
  // list, which needs those schemas, +1.0 (253.92 measured): the statuses are a chunk of their own, and parts and
  // job cards no longer share one.
  // 254.6 and 248.9: the attack review's checks, as the center's home (254.56 and 248.84 measured).
  // 255.4 and 249.6: the GST place-of-supply messages (suite-messages.ts, loaded with every suite screen), 255.35
  // and 249.52 measured.
  '/service-manager/service-request/service-request-details': 255.4,
  '/service-manager/parts-list': 249.6,
  // The invoice screens' module and the report's page; its chart (recharts) loads after the report's data.
  // 237.5 and 245.8: +0.04 when LazyDialog and ActionMenu shared one OnDemandPart (lazy-dialog.tsx).
  // 240.7: the attack review's checks, as the center's home (240.67 measured).
  // 241.5: the place of supply's texts (invoices.texts.ts, registered with the module), 241.46 measured.
  // 241.7: the report's period kept in the address (report-range.ts, isCalendarDate), 241.64 measured.
  // 242.1: those messages and the B2C place-of-supply text, 242.00 measured. 242.4: the tables' headers in the
  // screen's language and the phone's 'swipe for the tax columns' line, 242.35 measured. 242.6: the GSTR-1
  // panel's slot (the panel, its texts, schema and file layouts are a chunk of their own after the report),
  // 242.59 measured; with the panel in the page's own chunk it was 244.62. 242.7: download-csv.ts's saveFile
  // for the GSTR-1 ZIP (fflate itself loads on the tap), 242.64 measured.
  '/service-manager/invoice-report': 242.7,
  // 246.0: toDate's chunk, as the customer's home (245.91 measured). 247.3: the shared chunks laid out anew by the
  // move to schemas/*-values.ts (247.30 measured; no code of this screen changed). 233.1: the deactivate
  // confirmation loads radix's dialog on its first open (lazy-confirm-dialog.tsx; 233.05 measured).
  // 233.2: the attack review's paging checks (233.16 measured).
  // 233.8: the suite messages above (the shared messages chunk), 233.78 measured.
  '/active-service-center': 233.8,
};

/**
 * zod, which every screen fetches before its first contract (zodReady in apps/web/src/lib/api-client.ts loads
 * src/lib/zod-start.ts, ZOD_START in first-screens.ts). 91 KB while zodReady imported 'zod' itself: a dynamic
 * import answers the whole namespace, so the bundler kept all of zod (61 locales, JSON Schema); 25.5 KB measured
 * since zod-start.ts names one export.
 */
export const ZOD_CEILING_KB = 27;

export const SCREENS = FIRST_SCREENS.map((screen) => ({
  ...screen,
  /** A signed-in screen: only its ceiling applies (the goals are for the public first pages). */
  signedIn: 'role' in screen,
  jsCeilingKb: JS_CEILINGS_KB[screen.path],
}));

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');

export interface ScreenSize {
  path: string;
  /** A signed-in screen: only its ceiling applies (the goals are for the public first pages). */
  signedIn: boolean;
  jsCeilingKb: number;
  jsKb: number;
  cssKb: number;
  files: string[];
}

/** The build's manifest (which chunks each module loads), read by every check below. */
function readManifest(): Record<string, ManifestChunk> {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run npm run build first`);
  return JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
}

const gzKb = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

export function measureScreens(): ScreenSize[] {
  const manifest = readManifest();
  return SCREENS.map((screen) => {
    const list = screenFiles(manifest, screen);
    const sum = (ext: string) => list.filter((f) => f.endsWith(ext)).reduce((total, f) => total + gzKb(f), 0);
    return {
      path: screen.path,
      signedIn: screen.signedIn,
      jsCeilingKb: screen.jsCeilingKb,
      jsKb: sum('.js'),
      cssKb: sum('.css'),
      files: list,
    };
  });
}

/** What zodReady fetches (ZOD_START with its static imports), gzipped. */
export function measureZod(): { jsKb: number; files: string[] } {
  const manifest = readManifest();
  const files = chunkFiles(manifest, [ZOD_START]).filter((file) => file.endsWith('.js'));
  return { jsKb: files.reduce((total, f) => total + gzKb(f), 0), files };
}

/**
 * Each first screen's HTML must name the files it needs next (vite.config.ts writes the links): a screen of the
 * app (its route's shell) its route modules (modulepreload), so they load beside the entry; a prerendered screen
 * the app's files (its light entry runs and fetches them from that list). The files a screen's page does not name.
 */
export function unnamedRouteFiles(): Array<{ path: string; missing: string[] }> {
  const manifest = readManifest();
  // A signed-in screen is sent its route's shell (apps/web/src/app/route-shells.ts), picked as the server picks it.
  const shellFor = createRouteShells(dist);
  return FIRST_SCREENS.map((screen) => {
    const page = screen.prerendered ? pageFile(screen.path) : (shellFor(screen.path) ?? 'app.html');
    const html = fs.existsSync(path.join(dist, page)) ? fs.readFileSync(path.join(dist, page), 'utf8') : '';
    const appFileList = /<meta name="fixo-app-files" content="([^"]*)">/.exec(html)?.[1]?.split(' ') ?? [];
    const named = (file: string) =>
      html.includes(`href="/${file}"`) || html.includes(`src="/${file}"`) || appFileList.includes(`/${file}`);
    const needed = screen.prerendered
      ? [...screenFiles(manifest, screen), ...appFiles(manifest, screen)]
      : routePreloads(manifest, screen.modules);
    const missing = [...new Set(needed)].filter((file) => file.endsWith('.js') && !named(file));
    return { path: screen.path, missing };
  }).filter((screen) => screen.missing.length > 0);
}

/** Stylesheets must not fetch fonts (or anything) from another host: fonts are local. */
export function remoteFontUrls(): string[] {
  const assets = path.join(dist, 'assets');
  return fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.css'))
    .flatMap(
      (f) =>
        fs.readFileSync(path.join(assets, f), 'utf8').match(/(@import|url\()\s*['"]?https?:\/\/[^)'"]+/g) ??
        [],
    );
}

function main() {
  const screens = measureScreens();
  const remote = remoteFontUrls();
  let failed = remote.length > 0;
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ screens, remote }));
  }
  console.log(
    `First-page budget (gzipped): JS <= each screen's ceiling (goal ${JS_GOAL_KB} KB), CSS <= ${CSS_BUDGET_KB} KB`,
  );
  for (const screen of screens) {
    const ok = screen.jsKb <= screen.jsCeilingKb + HASHED_NAMES_KB && screen.cssKb <= CSS_BUDGET_KB;
    failed ||= !ok;
    console.log(
      `  ${ok ? 'ok  ' : 'FAIL'} ${screen.path.padEnd(56)} JS ${screen.jsKb.toFixed(2).padStart(6)} KB (ceiling ${screen.jsCeilingKb})  CSS ${screen.cssKb.toFixed(1).padStart(5)} KB  (${screen.files.length} files)`,
    );
  }
  const zod = measureZod();
  failed ||= zod.jsKb > ZOD_CEILING_KB;
  console.log(
    `  ${zod.jsKb <= ZOD_CEILING_KB ? 'ok  ' : 'FAIL'} ${'zod, before the first contract (lazy)'.padEnd(56)} JS ${zod.jsKb.toFixed(1).padStart(6)} KB (ceiling ${ZOD_CEILING_KB})  (${zod.files.length} files)`,
  );
  for (const url of remote) console.log(`  FAIL stylesheet loads from another host: ${url}`);
  for (const screen of unnamedRouteFiles()) {
    failed = true;
    console.log(`  FAIL ${screen.path}: its HTML does not preload ${screen.missing.join(', ')}`);
  }
  if (failed) {
    console.error('Over budget or not preloaded: bench/README.md (first page) says how to find what grew.');
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
