/**
 * The entry of the prerendered public pages (/ and /fixopro; vite.config.ts swaps it in for the app's entry).
 * Those pages are complete HTML: every link works as a plain link, so a first-time visitor reads them and moves
 * on without downloading or running the app (a driver on a weak signal waits for nothing). The app is loaded
 *  - at once for a visitor whose page differs from the prerendered one: signed in (their own header and
 *    dashboard link), Hindi chosen before, or a guest with a request to follow (the landing's banner);
 *  - on the first tap of the language switch (the tap is applied once the app is on screen).
 * The small-screen menu opens and closes here until then, and the app's files are fetched in idle time.
 */
import { LOCAL_STORAGE_KEYS } from '@fixo/shared';

import { rememberEarlyLanguageTaps } from './app/early-language-tap';
import { LANGUAGE_STORAGE_KEY, RECENT_REQUESTS_STORAGE_KEY } from './lib/device-storage-keys';

function pageDiffersForThisVisitor(): boolean {
  try {
    const stored = window.localStorage;
    const language = stored.getItem(LANGUAGE_STORAGE_KEY);
    const recent = stored.getItem(RECENT_REQUESTS_STORAGE_KEY);
    return (
      stored.getItem(LOCAL_STORAGE_KEYS.isLogin) === 'true' ||
      (language !== null && language !== 'en') ||
      (recent !== null && recent !== '[]')
    );
  } catch {
    // Storage refused (some privacy modes): the app would see a signed-out English visitor too.
    return false;
  }
}

/**
 * The app's files, its entry first, as the build lists them in the page (vite.config.ts). Named there, not
 * imported: the bundler would otherwise split the app around this entry and every screen's first load would grow.
 */
const appFiles = (): string[] =>
  document
    .querySelector<HTMLMetaElement>('meta[name="fixo-app-files"]')
    ?.content.split(' ')
    .filter(Boolean) ?? [];

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
  const prefetch = () => {
    for (const file of appFiles()) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.crossOrigin = '';
      link.href = file;
      document.head.append(link);
    }
  };
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

if (pageDiffersForThisVisitor()) {
  rememberEarlyLanguageTaps();
  startApp();
} else {
  rememberEarlyLanguageTaps(startApp);
  wireMobileMenu();
  prefetchAppWhenIdle();
}
