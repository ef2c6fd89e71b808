import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_LOCATION,
  NEARBY_ALL_LIMIT,
  NEARBY_FIRST_LIMIT,
  formatCoordinates,
  type LatLng,
  type NearbyServiceCenter,
} from '@fixo/shared';

import { apiGet, lazySchema } from '@/lib/api-client';
import { encryptValue } from '@/lib/encrypt-value';

const contracts = () => import('./nearby-answer-schemas');
const nearbyCentersSchema = lazySchema(async () => (await contracts()).nearbyServiceCenterSchema.array());
const offersSchema = lazySchema(async () => (await contracts()).offerSchema.array());

export interface NearbySearch {
  postalCode?: string;
  position?: LatLng | null;
  locality?: string;
  subLocality?: string;
}

/** True when the search has enough to ask the server (a PIN code or a position). */
export function canSearchNearby(search: NearbySearch): boolean {
  return Boolean(search.postalCode) || Boolean(search.position);
}

export const nearbyQueryKey = (search: NearbySearch, limit: number) =>
  [
    'nearby',
    search.postalCode ?? '',
    search.position ? formatCoordinates(search.position) : '',
    search.locality ?? '',
    search.subLocality ?? '',
    limit,
  ] as const;

/** The contract sends every value encrypted through GetEncValue; empty values are left empty. */
export async function fetchNearbyCenters(
  search: NearbySearch,
  limit: number,
  signal?: AbortSignal,
): Promise<NearbyServiceCenter[]> {
  const enc = (text: string) => (text === '' ? Promise.resolve('') : encryptValue(text, signal));
  const [LOCALITY, SUBLOCALITY, POSTALCODE, LOCATIONCOORDINATES] = await Promise.all([
    enc(search.locality ?? ''),
    enc(search.subLocality ?? ''),
    enc(search.postalCode ?? ''),
    enc(search.position ? formatCoordinates(search.position) : DEFAULT_LOCATION),
  ]);
  return apiGet('/api/ServiceCenter/GetServiceCenterByLocalityOrPostalCodeOrLatLongForWeb', {
    query: { LOCALITY, SUBLOCALITY, POSTALCODE, LOCATIONCOORDINATES, LIMIT: String(limit) },
    signal,
    schema: nearbyCentersSchema,
  });
}

/**
 * Nearby centers, nearest first; runs only once a PIN code or a position is known. `all` asks for the long
 * list ('All'); until then only the first NEARBY_FIRST_LIMIT, enough for Show 5/10/15. While the long list
 * loads, the short one stays on screen.
 */
export function useNearbyCenters(search: NearbySearch, all = false) {
  const limit = all ? NEARBY_ALL_LIMIT : NEARBY_FIRST_LIMIT;
  return useQuery({
    queryKey: nearbyQueryKey(search, limit),
    queryFn: ({ signal }) => fetchNearbyCenters(search, limit, signal),
    enabled: canSearchNearby(search),
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
}

/** A center's offers (customers get the active, in-date ones); runs only while `enabled`. */
export function useCenterOffers(serviceCenterId: number | string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['nearby', 'offers', String(serviceCenterId)],
    queryFn: ({ signal }) =>
      apiGet('/api/ServiceCenterOffer/GetServiceCenterOffersBySVCNTID', {
        query: { SERVICECENTERID: serviceCenterId ?? '', TOKEN: 'x' },
        signal,
        schema: offersSchema,
      }),
    enabled: enabled && serviceCenterId !== null && serviceCenterId !== '',
    staleTime: 60_000,
  });
}
