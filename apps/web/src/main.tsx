import './lib/zod-jitless';
import { startTransition, StrictMode, useEffect, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from './app/app';
import { takeEarlyLanguageTap } from './app/early-language-tap';
import { createAppRouter } from './app/router';
import { cn } from './lib/cn';
import { isLanguage, restoreLanguage, setLanguage } from './lib/i18n';
import { nextTask } from './lib/next-task';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

/** Rendered beside the app: once React's markup is on screen, a remembered tap is applied and no more are taken. */
function ApplyEarlyLanguageTap() {
  useEffect(() => {
    const language = takeEarlyLanguageTap();
    if (isLanguage(language)) void setLanguage(language);
  }, []);
  return null;
}

/**
 * A prerendered screen the app starts on at once (the request screen) is inert until React's markup replaces it,
 * so nothing is typed into fields about to be replaced, and hidden from a visitor it was not drawn for
 * (marketing-entry.ts). Released in a task of its own right after React's first commit: leaving `inert` restyles
 * the whole page (60 ms on a phone 4 times slower, measured), which inside the commit's task made it longer still.
 */
function ReleasePrerenderedScreen({ root }: { root: HTMLElement }) {
  useLayoutEffect(() => {
    const release = setTimeout(() => {
      root.removeAttribute('inert');
      root.removeAttribute('data-not-this-visitor');
    }, 0);
    return () => clearTimeout(release);
  }, [root]);
  return null;
}

/**
 * Resolves once the router has matched the first page and loaded its lazy modules (and a signed-in area's routes):
 * the prerendered landing / FixoPro markup, or the HTML spinner, stays on screen until then instead of flashing
 * the router's own spinner over a page that is already painted.
 */
function initialized(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The prerendered request screen as drawn for this very visitor (a guest in English, marketing-entry.ts): React
 * adopts its markup (hydration) instead of building the page again and replacing it, which on a slow phone is
 * most of the start's main-thread time. Should the markup still differ, React draws the page itself.
 */
const adoptsMarkup =
  container.hasAttribute('data-start-app') && !container.hasAttribute('data-not-this-visitor');

// English is in the bundle (no wait); a visitor who chose Hindi gets its texts before the first paint.
// The first render is a transition (hydration is one too): React yields to the browser every few milliseconds
// instead of holding the main thread for the whole tree, so a tap on the already painted page is not kept waiting.
// The start's steps run one per task: the modules' own evaluation, then the router (matching the first page and
// patching in its area cost about 120 ms on a phone 4 times slower, measured, in the same task before), then
// tailwind-merge's class tables (built on its first call, about 60 ms there; inside the first component to render
// before), then React.
const languageRestored = restoreLanguage().catch(() => undefined);
void (async () => {
  await nextTask();
  const router = createAppRouter();
  await Promise.all([languageRestored, initialized(router)]);
  await nextTask();
  cn('p-0', 'p-1');
  await nextTask();
  const app = (
    <StrictMode>
      <App router={router} />
      <ApplyEarlyLanguageTap />
      <ReleasePrerenderedScreen root={container} />
    </StrictMode>
  );
  if (adoptsMarkup) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
})();
