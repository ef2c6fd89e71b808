import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_LOCATION,
  formatCoordinates,
  type LatLng,
  type NearbyServiceCenter,
  type Offer,
} from '@fixo/shared';

import { apiGet } from '@/lib/api-client';

/** GET /api/AppConfigurations/GetEncValue answers the ciphertext as plain text. */
export async function encryptValue(text: string, signal?: AbortSignal): Promise<string> {
  const answer = await apiGet<unknown>('/api/AppConfigurations/GetEncValue', {
    query: { strval: text },
    signal,
  });
  return typeof answer === 'string' ? answer : String(answer ?? '');
}

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

export const nearbyQueryKey = (search: NearbySearch) =>
  [
    'nearby',
    search.postalCode ?? '',
    search.position ? formatCoordinates(search.position) : '',
    search.locality ?? '',
    search.subLocality ?? '',
  ] as const;

/** The contract sends every value encrypted through GetEncValue; empty values are left empty. */
export async function fetchNearbyCenters(
  search: NearbySearch,
  signal?: AbortSignal,
): Promise<NearbyServiceCenter[]> {
  const enc = (text: string) => (text === '' ? Promise.resolve('') : encryptValue(text, signal));
  const [LOCALITY, SUBLOCALITY, POSTALCODE, LOCATIONCOORDINATES] = await Promise.all([
    enc(search.locality ?? ''),
    enc(search.subLocality ?? ''),
    enc(search.postalCode ?? ''),
    enc(search.position ? formatCoordinates(search.position) : DEFAULT_LOCATION),
  ]);
  const rows = await apiGet<NearbyServiceCenter[]>(
    '/api/ServiceCenter/GetServiceCenterByLocalityOrPostalCodeOrLatLongForWeb',
    { query: { LOCALITY, SUBLOCALITY, POSTALCODE, LOCATIONCOORDINATES }, signal },
  );
  return Array.isArray(rows) ? rows : [];
}

/** Nearby centers, nearest first; runs only once a PIN code or a position is known. */
export function useNearbyCenters(search: NearbySearch) {
  return useQuery({
    queryKey: nearbyQueryKey(search),
    queryFn: ({ signal }) => fetchNearbyCenters(search, signal),
    enabled: canSearchNearby(search),
    staleTime: 60_000,
  });
}

/** A center's offers (customers get the active, in-date ones); runs only while `enabled`. */
export function useCenterOffers(serviceCenterId: number | string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['nearby', 'offers', String(serviceCenterId)],
    queryFn: ({ signal }) =>
      apiGet<Offer[]>('/api/ServiceCenterOffer/GetServiceCenterOffersBySVCNTID', {
        query: { SERVICECENTERID: serviceCenterId ?? '', TOKEN: 'x' },
        signal,
      }),
    enabled: enabled && serviceCenterId !== null && serviceCenterId !== '',
    staleTime: 60_000,
  });
}
