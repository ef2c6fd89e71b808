import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  OFFERS_TABLE_PAGE_SIZE,
  offerSchema,
  PRIMARY_OFFER_HEADER,
  serviceCenterListItemSchema,
  type Offer,
  type OfferPayloadInput,
  type OfferSortField,
  type ServiceCenterListItem,
} from '@fixo/shared';

import { apiGet, apiGetPage, apiPost } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';

/** The old contract's fixed token: accepted and ignored by the server, still sent as the spec says. */
export const OFFER_TOKEN = 'x';

export const offersQueryKey = (centerId: number | null, p?: OffersPageParams) =>
  p
    ? (['offers', centerId, p.search.trim(), p.sort.key, p.sort.direction, p.page] as const)
    : (['offers', centerId] as const);
export const allCentersQueryKey = ['service-centers', 'all'] as const;

/** One server page of a center's offers: the search box, the column sort and the page (10 rows, spec). */
export interface OffersPageParams {
  search: string;
  sort: { key: OfferSortField; direction: 'asc' | 'desc' };
  page: number;
}

export interface OffersPage {
  offers: Offer[];
  total: number;
  /** The center's primary offer id (X-Primary-Offer-Id), wherever its page is. */
  primaryId: number | null;
}

async function fetchOffers(centerId: number, p: OffersPageParams, signal?: AbortSignal): Promise<OffersPage> {
  const page = await apiGetPage<unknown>('/api/ServiceCenterOffer/GetServiceCenterOffersBySVCNTID', {
    query: {
      SERVICECENTERID: centerId,
      TOKEN: OFFER_TOKEN,
      SEARCH: p.search.trim() || undefined,
      SORT: p.sort.key,
      ORDER: p.sort.direction,
      PAGE: p.page,
      PAGESIZE: OFFERS_TABLE_PAGE_SIZE,
    },
    signal,
  });
  const primary = page.headers.get(PRIMARY_OFFER_HEADER);
  return {
    offers: offerSchema.array().parse(page.items),
    total: page.total,
    primaryId: primary && /^\d+$/.test(primary) ? Number(primary) : null,
  };
}

async function saveOffer(payload: OfferPayloadInput): Promise<Offer> {
  const data = await apiPost<unknown>('/api/ServiceCenterOffer/AddNewServiceCenterOffer', {
    ...payload,
    token: OFFER_TOKEN,
  });
  return offerSchema.parse(data);
}

async function fetchAllCenters(signal?: AbortSignal): Promise<ServiceCenterListItem[]> {
  const data = await apiGet<unknown>('/api/ServiceCenter/GetAllServiceCenters', {
    query: { TOKEN: OFFER_TOKEN },
    signal,
  });
  return serviceCenterListItemSchema.array().parse(data);
}

/** One page of a center's offers (search, sort and pages on the server); nothing is asked before a center is chosen. */
export const useCenterOffers = (centerId: number | null, pageParams: OffersPageParams) =>
  useQuery({
    queryKey: offersQueryKey(centerId, pageParams),
    queryFn: ({ signal }) => fetchOffers(centerId ?? 0, pageParams, signal),
    enabled: centerId !== null && centerId > 0,
    placeholderData: keepPreviousData,
  });

/** Adds or updates an offer (also its activation); the screen refreshes its list from the saved offer. */
export const useSaveOffer = (callbacks: MutationCallbacks<Offer, OfferPayloadInput> = {}) =>
  useMutation({ mutationFn: saveOffer, ...callbacks });

/** Every service center, for the manager's center picker. */
export const useAllCenters = () =>
  useQuery({ queryKey: allCentersQueryKey, queryFn: ({ signal }) => fetchAllCenters(signal) });
