import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';

import { Toaster } from '@/components/ui/toaster';

/** Renders routes in a memory router with a fresh query client and the toaster. */
export function renderRoutes(
  routes: RouteObject[],
  options: { initialEntries?: string[]; initialIndex?: number } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, {
    initialEntries: options.initialEntries ?? ['/'],
    initialIndex: options.initialIndex,
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

export function page(text: string): ReactElement {
  return <h1>{text}</h1>;
}

/** A fetch stub answering by path; unknown paths get 404. */
export function stubFetch(
  handlers: Record<string, (init?: RequestInit) => { status: number; body?: unknown }>,
) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    const { status, body } = handler
      ? handler(init)
      : { status: 404, body: { message: 'Not found.', status: 404 } };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

/** A ResizeObserver that observes nothing: jsdom has none, and Radix's checkbox, switch and popovers measure themselves. */
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

/** Gives jsdom a ResizeObserver for Radix parts; undo with vi.unstubAllGlobals(). */
export function stubResizeObserver(): void {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
}

/** A screen `width` pixels wide, as far as media queries go (jsdom has no matchMedia of its own). */
export function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query)?.[1];
    return {
      matches: minWidth !== undefined && width >= Number(minWidth),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}
