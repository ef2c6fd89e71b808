import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * Route `lazy` for a page module whose default export is the page component:
 * `{ path: 'fixopro', lazy: lazyPage(() => import('./fixopro-page')) }`.
 * A module may also export `loader`, `action`, `ErrorBoundary` or `handle`; they are picked up too.
 */
export function lazyPage(
  load: () => Promise<
    { default: ComponentType } & Partial<Pick<RouteObject, 'loader' | 'action' | 'handle'>> & {
        ErrorBoundary?: ComponentType;
      }
  >,
): NonNullable<RouteObject['lazy']> {
  return async () => {
    const { default: Component, loader, action, handle, ErrorBoundary } = await load();
    return { Component, loader, action, handle, ErrorBoundary };
  };
}
