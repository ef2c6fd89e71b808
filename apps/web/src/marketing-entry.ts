/**
 * The entry of the prerendered pages (first-screens.ts; vite.config.ts swaps it in for the app's entry).
 *
 * A page to read (/ and /fixopro) is complete HTML: every link works as a plain link, so a first-time visitor
 * reads it and moves on without downloading or running the app (a driver on a weak signal waits for nothing).
 * The app is loaded
 *  - at once for a visitor whose page differs from the prerendered one: signed in (their own header and
 *    dashboard link), Hindi chosen before, or a guest with a request to follow (the landing's banner);
 *  - on the first tap of the language switch (the tap is applied once the app is on screen).
 * The small-screen menu opens and closes here until then, and the app's files are fetched in idle time.
 *
 * A screen to fill in (the request screen, `data-start-app` on #root) needs the app at once: its files are
 * fetched and the app started right after the page's first paint, so the prerendered form is on screen before
 * the app's download and start-up take the network and the main thread.
 */
import { LOCAL_STORAGE_KEYS } from '@fixo/shared';

import { rememberEarlyLanguageTaps } from './app/early-language-tap';
import { LANGUAGE_STORAGE_KEY, RECENT_REQUESTS_STORAGE_KEY } from './lib/device-storage-keys';

/** What the prerendered pages (English, signed out, no request to follow) do not know of this visitor. */
function storedVisitor(): { signedIn: boolean; otherLanguage: boolean; requestsToFollow: boolean } {
  try {
    const stored = window.localStorage;
    const language = stored.getItem(LANGUAGE_STORAGE_KEY);
    const recent = stored.getItem(RECENT_REQUESTS_STORAGE_KEY);
    return {
      signedIn: stored.getItem(LOCAL_STORAGE_KEYS.isLogin) === 'true',
      otherLanguage: language !== null && language !== 'en',
      requestsToFollow: recent !== null && recent !== '[]',
    };
  } catch {
    // Storage refused (some privacy modes): the app would see a signed-out English visitor too.
    return { signedIn: false, otherLanguage: false, requestsToFollow: false };
  }
}

/**
 * The app's files, its entry first, as the build lists them in the page (vite.config.ts). Named there, not
 * imported: the bundler would otherwise split the app around this entry and every screen's first load would grow.
 */
const filesNamed = (name: string): string[] =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.split(' ').filter(Boolean) ?? [];
const appFiles = () => filesNamed('fixo-app-files');

/**
 * Runs `run` in a task of its own, as setTimeout(run, 0) would but without its floor: HTML makes a timeout set from
 * within a fifth nested one wait at least 4 ms, so a chain of them spent most of its time waiting (the app's files
 * were linked one per 11 ms, and the app, started meanwhile, linked the rest itself in one task).
 */
const tasks = new MessageChannel();
const queued: Array<() => void> = [];
tasks.port1.onmessage = () => queued.shift()?.();
function inNextTask(run: () => void): void {
  queued.push(run);
  tasks.port2.postMessage(null);
}

/**
 * Whether a `<link>` names `file` already: as written in the page and here (`/assets/…`), or by its full address,
 * as the app's loader writes its links. A selector, not every link's `href` read back: each read resolves a URL, and
 * reading all of them for each of 50 files cost about 50 ms a load on a phone 4 times slower (measured).
 */
function isLinked(file: string): boolean {
  const address = new URL(file, document.baseURI).href;
  return document.head.querySelector(`link[href="${file}"],link[href="${address}"]`) !== null;
}

/**
 * Adds a `<link rel>` for each of `files` (fetched, none run), one per task: starting a fetch costs the main thread
 * 1.5-17 ms on a phone 4 times slower (measured on this build's files: the browser's request set-up, not our code),
 * so even two in one task, beside the app's entry, made a task of 100 ms there, and fifty in one go held it for as
 * long as a tap waits. A file already linked (by the app's own loader of lazy modules, which looks for these links
 * too) is not linked again. `then` runs in the task after the last link.
 */
function linkFiles(rel: 'modulepreload' | 'prefetch', files: string[], then?: () => void): void {
  const left = [...files];
  const linkOne = () => {
    let file = left.shift();
    while (file !== undefined && isLinked(file)) file = left.shift();
    if (file === undefined) {
      then?.();
      return;
    }
    const link = document.createElement('link');
    link.rel = rel;
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
    inNextTask(linkOne);
  };
  linkOne();
}

/** Runs `start` once the browser has painted the page (or soon, in a tab that is not drawn). */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 250);
}

let appStarted = false;
function startApp(): void {
  const [entry] = appFiles();
  if (appStarted || !entry) return;
  appStarted = true;
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
}

/**
 * Once the page has loaded and the browser is idle, fetch the app's files (not run them) so the next page or a
 * tap on the language switch does not wait for the network; not on a connection that asks to save data.
 */
function prefetchAppWhenIdle(): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const prefetch = () => linkFiles('prefetch', appFiles());
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(prefetch, { timeout: 3000 })
      : setTimeout(prefetch, 1);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Opens and closes the prerendered small-screen menu (React's MobileMenu does the same once it is on screen). */
function wireMobileMenu(): void {
  const button = document.querySelector<HTMLButtonElement>('#root button[data-mobile-menu]');
  const panelId = button?.getAttribute('aria-controls');
  const panel = panelId ? document.getElementById(panelId) : null;
  if (!button || !panel) return;
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', button.dataset[open ? 'closeLabel' : 'openLabel'] ?? '');
    panel.hidden = !open;
  };
  button.addEventListener('click', () => setOpen(panel.hidden));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && button.isConnected && !panel.hidden) setOpen(false);
  });
}

const root = document.getElementById('root');
const visitor = storedVisitor();
if (root?.hasAttribute('data-start-app')) {
  // A signed-in or Hindi visitor's form differs from the guest's English one (their name, their vehicle, their
  // language): the page is not shown them until the app draws theirs (main.tsx releases it).
  if (visitor.signedIn || visitor.otherLanguage) root.setAttribute('data-not-this-visitor', '');
  // Every file of the app is linked (its entry first, one per task) before the app runs: the app's loader of lazy
  // modules links whatever it finds unlinked in one go, and it starts the router's routes within milliseconds of the
  // entry running, so a race left it 20-30 files to link in one task (88 ms a load at 4x CPU, bench/README.md).
  // Then the contracts its first answers are checked with (zod, the reference lists' rows): the app would ask for
  // them only once started, one more round trip before the selects fill on a slow network. Its reference lists are
  // fetched already (preload links in the page).
  afterFirstPaint(() =>
    linkFiles('modulepreload', appFiles(), () => {
      startApp();
      linkFiles('modulepreload', filesNamed('fixo-app-contracts'));
    }),
  );
} else if (visitor.signedIn || visitor.otherLanguage || visitor.requestsToFollow) {
  rememberEarlyLanguageTaps();
  startApp();
} else {
  rememberEarlyLanguageTaps(startApp);
  wireMobileMenu();
  prefetchAppWhenIdle();
}
