import { Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

import { isDownloadFailure, lazyPart, LoadBoundary } from '@/components/lazy-part';
import { Spinner } from '@/components/ui/spinner';
import { isGoneAfterUpdate } from '@/lib/app-updated';

import { AppUpdated, DownloadFailed } from '../download-failed';

/**
 * Route `lazy` for a page (or an area's layout) whose module's default export is the component:
 * `{ path: 'fixopro', lazy: lazyPage(() => import('./fixopro-page')) }`.
 *
 * When the code does not arrive (the signal dropped on the highway), the route still resolves. React Router keeps
 * a route's failed `lazy` for the rest of the visit, so a rejection would have shown the error page there every
 * time until a reload, which on no signal is the browser's own offline page. Instead the route gets a page that
 * says so inside the area's header and menu, and fetches the code again: on 'Try again', a few times on its own and
 * when the browser is back online (`LoadBoundary`). When the code is gone from the server (Fixo was updated while
 * the tab was open), the tab reloads into the new version instead. A module that arrived but threw is a bug: the
 * error page.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): NonNullable<RouteObject['lazy']> {
  return async () => {
    try {
      return { Component: (await load()).default };
    } catch (error) {
      if (!isDownloadFailure(error)) throw error;
      if (await isGoneAfterUpdate(error)) return { Component: AppUpdated };
      return { Component: pageThatLoadsAgain(load) };
    }
  };
}

function pageThatLoadsAgain(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazyPart(load);
  return function PageLoadingAgain() {
    return (
      <LoadBoundary autoRetry fallback={(retry) => <DownloadFailed onRetry={retry} />}>
        <Suspense
          fallback={
            <div className="flex justify-center py-16">
              <Spinner size="lg" />
            </div>
          }
        >
          <Page />
        </Suspense>
      </LoadBoundary>
    );
  };
}
