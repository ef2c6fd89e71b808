/**
 * Build-time prerendering (vite.config.ts, `fixo-prerender`): the landing page and /fixopro are rendered to
 * HTML once, in English, signed out, so a phone paints them before any JavaScript arrives. main.tsx then
 * renders the app over the same markup once the route's lazy module is in (no hydration: a returning Hindi
 * reader or a signed-in visitor sees their own header and language from that moment).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { createQueryClient } from './query-client';
import { routes } from './router';

/** Paths written as static HTML pages: dist/index.html for '/', dist/<path>/index.html for the others. */
export const PRERENDERED_PATHS = ['/', '/fixopro'] as const;

export async function prerender(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status} when prerendered`);
  if (context.errors)
    throw new Error(`${pathname} failed when prerendered: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
}
