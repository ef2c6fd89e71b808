/**
 * The entry of the prerendered public pages (/ and /fixopro; vite.config.ts swaps it in for the app's entry).
 * Those pages are complete HTML: every link works as a plain link, so a first-time visitor reads them and moves
 * on without downloading or running the app (a driver on a weak signal waits for nothing). The app is loaded
 *  - at once for a visitor whose page differs from the prerendered one: signed in (their own header and
 *    dashboard link), Hindi chosen before, or a guest with a request to follow (the landing's banner);
 *  - on the first tap of the language switch (the tap is applied once the app is on screen).
 * The small-screen menu opens and closes here until then. The browser fetches the app's files in idle time
 * (the page's `rel=prefetch` links), so the next page or the switch does not wait for the network.
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
 * Runs the app's entry, which the page names in its `data-app-entry` prefetch link (vite.config.ts). Not an
 * import(): the bundler would then split the app around this entry and every screen's first load would grow.
 */
let appStarted = false;
function startApp(): void {
  const entry = document.querySelector<HTMLLinkElement>('link[data-app-entry]');
  if (appStarted || !entry) return;
  appStarted = true;
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry.href;
  document.head.append(script);
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

rememberEarlyLanguageTaps();
if (pageDiffersForThisVisitor()) {
  startApp();
} else {
  wireMobileMenu();
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('button[lang][aria-pressed]')) startApp();
    },
    true,
  );
}
