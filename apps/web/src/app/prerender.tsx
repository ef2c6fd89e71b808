/**
 * Build-time prerendering (vite.config.ts, `fixo-prerender`): the prerendered first screens (first-screens.ts:
 * the landing page, /fixopro, the request screen) are rendered to HTML once, in English, signed out, so a phone
 * paints them before any JavaScript arrives. Once the route's lazy module is in, main.tsx adopts the request
 * screen's markup for the guest it was drawn for (hydration), and otherwise renders the app over the markup (a
 * returning Hindi reader or a signed-in visitor sees their own header, form and language from that moment).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { startedMasterListUrls } from '@/modules/masters';

import { createQueryClient } from './query-client';
import { routesFor } from './router';

export interface PrerenderedScreen {
  markup: string;
  /** The reference lists the screen asks for as it opens (masters-api.ts), for the page to fetch early. */
  dataUrls: string[];
}

export async function prerender(pathname: string): Promise<PrerenderedScreen> {
  const handler = createStaticHandler(await routesFor(pathname));
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status} when prerendered`);
  if (context.errors)
    throw new Error(`${pathname} failed when prerendered: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  const markup = renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
  const dataUrls = startedMasterListUrls(queryClient);
  // The queries a screen starts (reference lists) keep a timer to forget them hours later: the build would wait.
  queryClient.clear();
  return { markup, dataUrls };
}
