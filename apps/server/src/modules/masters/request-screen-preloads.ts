import { masterListPath } from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { createMastersService } from './masters.service.js';

/** Countries change with a release, not with a visit: asked again at most this often. */
const COUNTRIES_KEPT_MS = 5 * 60_000;

/**
 * The lists the prerendered request screen's page should fetch beside it that the build cannot name: the states
 * of the only country. The app chooses the country itself when there is only one (`onlyCountry`,
 * service-request-page.tsx) and asks for its states only then: one round trip after the app has started, on a weak
 * phone the last select to fill. The build names the lists that wait for no choice (vite.config.ts); which country
 * is the only one is the database's to say.
 */
export function createRequestScreenPreloads(ctx: Pick<AppContext, 'db'>): () => Promise<string[]> {
  const masters = createMastersService(ctx);
  let kept: { at: number; urls: string[] } | undefined;
  return async () => {
    if (kept && Date.now() - kept.at < COUNTRIES_KEPT_MS) return kept.urls;
    try {
      const countries = await masters.countries();
      const only = countries.length === 1 ? countries[0] : undefined;
      const urls = only ? [masterListPath('GetAllStates', { COUNTRYID: only.countryid })] : [];
      kept = { at: Date.now(), urls };
      return urls;
    } catch {
      // The page is served without it: the app asks for the list itself (and says so if the database is down).
      return [];
    }
  };
}

/** An HTTP `Link` header naming `urls` for the browser to fetch as `fetch()` would (same origin, CORS mode). */
export const fetchPreloadLinkHeader = (urls: string[]): string =>
  urls.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`).join(', ');
