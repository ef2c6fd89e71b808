import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from '@/lib/toast';
import type {
  CustomerServiceRequest,
  ServiceRequestPayloadInput,
  ServiceRequestResponse,
  SrStatus,
} from '@fixo/shared';

import { apiGet, apiGetPage, apiPost, lazySchema } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';

const contracts = () => import('./service-request-answer-schemas');
const serviceRequestResponseSchema = lazySchema(async () => (await contracts()).serviceRequestResponseSchema);
const customerServiceRequestSchema = lazySchema(async () => (await contracts()).customerServiceRequestSchema);
const trackedServiceRequestSchema = lazySchema(async () => (await contracts()).trackedServiceRequestSchema);

/** Answer of AddNewServiceRequest; srTRACKINGURL is ours (relative '/track/<token>'). */
export type CreatedServiceRequest = ServiceRequestResponse;

/** Sends a request; a signed-in customer's list is read again (without waiting) once it is in. */
export function useCreateServiceRequest(
  callbacks: MutationCallbacks<CreatedServiceRequest, ServiceRequestPayloadInput> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ServiceRequestPayloadInput) =>
      apiPost('/api/ServiceRequest/AddNewServiceRequest', payload, { schema: serviceRequestResponseSchema }),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: myRequestsQueryKey });
      return callbacks.onSuccess?.(...args);
    },
    onError: callbacks.onError,
  });
}

export type { CustomerServiceRequest, TrackHistoryEntry } from '@fixo/shared';

export const myRequestsQueryKey = ['service-requests', 'mine'] as const;
export const trackQueryKey = (token: string) => ['service-requests', 'track', token] as const;

/** The dashboard shows a customer's requests this many at a time, newest first (the server pages). */
export const MY_REQUESTS_PAGE_SIZE = 10;

export function useMyServiceRequests(enabled: boolean, page = 1) {
  return useQuery({
    queryKey: [...myRequestsQueryKey, page],
    queryFn: ({ signal }) =>
      apiGetPage('/api/ServiceRequest/GetMyServiceRequests', {
        schema: customerServiceRequestSchema,
        query: { PAGE: page, PAGESIZE: MY_REQUESTS_PAGE_SIZE },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    // Status changes arrive while the customer is elsewhere too: always refresh on arrival.
    refetchOnMount: 'always',
  });
}

export function useTrackedRequest(token: string) {
  return useQuery({
    queryKey: trackQueryKey(token),
    queryFn: ({ signal }) =>
      apiGet(`/api/ServiceRequest/Track/${encodeURIComponent(token)}`, {
        signal,
        schema: trackedServiceRequestSchema,
      }),
    enabled: token !== '',
  });
}

export interface StatusChangedEvent {
  servicerequestid: number;
  status: SrStatus;
  remarks?: string;
}

const STATUS_WORDS: Record<SrStatus, string> = {
  Open: 'reopened',
  Accepted: 'accepted',
  Rejected: 'rejected',
  Closed: 'closed',
};

/** 'Your request FX-1234 was accepted by Sri Lakshmi Auto Works' */
export function statusToastText(event: StatusChangedEvent, known?: CustomerServiceRequest): string {
  const ref = known?.bookingref || `#${event.servicerequestid}`;
  const by = known?.servicecentername ? ` by ${known.servicecentername}` : '';
  return `Your request ${ref} was ${STATUS_WORDS[event.status] ?? event.status.toLowerCase()}${by}`;
}

/**
 * Live status changes over server-sent events: each 'status-changed' refreshes `queryKey` and shows a
 * toast. EventSource reconnects by itself after a dropped connection.
 */
export function useStatusEvents(
  url: string | null,
  queryKey: QueryKey,
  findRequest: (id: number) => CustomerServiceRequest | undefined,
) {
  const queryClient = useQueryClient();
  const find = useRef(findRequest);
  find.current = findRequest;
  const keyText = JSON.stringify(queryKey);

  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const key = JSON.parse(keyText) as QueryKey;
    const source = new EventSource(url, { withCredentials: true });
    const onStatus = (message: MessageEvent<string>) => {
      let event: StatusChangedEvent;
      try {
        event = JSON.parse(message.data) as StatusChangedEvent;
      } catch {
        return;
      }
      const text = statusToastText(event, find.current(event.servicerequestid));
      if (event.status === 'Rejected') toast.warning(text, { description: event.remarks });
      else
        toast.success(text, {
          description: event.remarks && event.remarks !== event.status ? event.remarks : undefined,
        });
      void queryClient.invalidateQueries({ queryKey: key });
    };
    source.addEventListener('status-changed', onStatus as EventListener);
    return () => {
      source.removeEventListener('status-changed', onStatus as EventListener);
      source.close();
    };
  }, [url, keyText, queryClient]);
}
