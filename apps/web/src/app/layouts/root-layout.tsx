import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';

import { AfterFirstRender } from '@/components/after-first-render';
import { lazyPart } from '@/components/lazy-part';
import { WrongRoleFrameContext } from '@/modules/auth';

import { PublicFrame } from './public-layout';

// Sonner (about 9 KB gzipped) is fetched right after the first render, not before it: a toast only follows
// something the visitor did, and by then the toaster is mounted.
const Toaster = lazyPart(() =>
  import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

/** A thin bar while the next lazy page (or its data) loads; the current page stays usable. */
function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useTranslation('layout');
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('loadingPage')}
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-brand-600" />
    </div>
  );
}

/**
 * Moves focus to the page on navigation so screen-reader users hear the new page, not the old link. Not on the
 * first page of a visit: nothing had the focus, the reader starts at the top with the skip link, and focusing
 * forces a layout in the middle of the app's start (about 140 ms on a slow phone).
 */
function FocusOnNavigate() {
  const { pathname } = useLocation();
  const firstPathname = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPathname.current) return;
    firstPathname.current = '';
    const main = document.getElementById('main');
    main?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}

export function RootLayout() {
  const { t } = useTranslation('layout');
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[70] rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <NavigationProgress />
      <FocusOnNavigate />
      <WrongRoleFrameContext value={PublicFrame}>
        <Outlet />
      </WrongRoleFrameContext>
      {/* Loaded once the first page is on screen. */}
      <AfterFirstRender>
        <Toaster />
      </AfterFirstRender>
      <ScrollRestoration />
    </>
  );
}
