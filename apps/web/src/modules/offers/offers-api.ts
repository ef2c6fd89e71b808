import {
  offerSchema,
  serviceCenterListItemSchema,
  type Offer,
  type OfferPayloadInput,
  type ServiceCenterListItem,
} from '@fixo/shared';

import { apiGet, apiPost } from '@/lib/api-client';

/** The old contract's fixed token: accepted and ignored by the server, still sent as the spec says. */
export const OFFER_TOKEN = 'x';

export const offersQueryKey = (centerId: number | null) => ['offers', centerId] as const;
export const allCentersQueryKey = ['service-centers', 'all'] as const;

export async function fetchOffers(centerId: number, signal?: AbortSignal): Promise<Offer[]> {
  const data = await apiGet<unknown>('/api/ServiceCenterOffer/GetServiceCenterOffersBySVCNTID', {
    query: { SERVICECENTERID: centerId, TOKEN: OFFER_TOKEN },
    signal,
  });
  return offerSchema.array().parse(data);
}

export async function saveOffer(payload: OfferPayloadInput): Promise<Offer> {
  const data = await apiPost<unknown>('/api/ServiceCenterOffer/AddNewServiceCenterOffer', {
    ...payload,
    token: OFFER_TOKEN,
  });
  return offerSchema.parse(data);
}

export async function fetchAllCenters(signal?: AbortSignal): Promise<ServiceCenterListItem[]> {
  const data = await apiGet<unknown>('/api/ServiceCenter/GetAllServiceCenters', {
    query: { TOKEN: OFFER_TOKEN },
    signal,
  });
  return serviceCenterListItemSchema.array().parse(data);
}
