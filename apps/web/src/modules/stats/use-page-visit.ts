import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { PAGE_NAMES, toLocalIsoNoZone, type PageId } from '@fixo/shared';

import { apiPost } from '@/lib/api-client';

/**
 * 'lat, lon' when the visitor has already allowed location, else 'Unknown'.
 * We never prompt just to count a visit.
 */
async function visitLocation(): Promise<string> {
  try {
    if (!('geolocation' in navigator) || !navigator.permissions) return 'Unknown';
    const status = await navigator.permissions.query({ name: 'geolocation' });
    if (status.state !== 'granted') return 'Unknown';
    const position = await new Promise<GeolocationPosition>((resolve, reject) =>
      navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 5000, maximumAge: 600_000 }),
    );
    return `${position.coords.latitude.toFixed(5)}, ${position.coords.longitude.toFixed(5)}`;
  } catch {
    return 'Unknown';
  }
}

export async function recordPageVisit(pageid: PageId, pagepath: string): Promise<void> {
  try {
    await apiPost(
      '/api/Utility/AddAndUpdateWebsiteStats',
      {
        pageid,
        pagename: PAGE_NAMES[pageid],
        pagepath,
        visitorcount: 1,
        remarks: await visitLocation(),
        lastvisitdatetime: toLocalIsoNoZone(new Date()),
        lastvisitregion: '',
        lastvisitedipaddress: '',
        token: '',
      },
      // The old contract's TOKEN is accepted and ignored by our server.
      { query: { TOKEN: 'x' } },
    );
  } catch (error) {
    // The spec: website-stats failures are only logged.
    console.error('Could not record page visit', error);
  }
}

/** Records one visit per mount of the page (StrictMode's second effect run is ignored). */
export function usePageVisit(pageid: PageId): void {
  const { pathname } = useLocation();
  const recorded = useRef(false);
  useEffect(() => {
    if (recorded.current) return;
    recorded.current = true;
    void recordPageVisit(pageid, pathname);
    // Only once per mount, even if the path changes while the page stays mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
