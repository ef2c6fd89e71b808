import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  jobCardSchema,
  jobCardsPageSchema,
  publicEstimateSchema,
  sendEstimateResultSchema,
  type EstimateDecisionPayloadInput,
  type JobCard,
  type JobCardPayloadInput,
  type JobCardsQueryInput,
  type JobCardStatusPayloadInput,
  type PublicEstimate,
  type SendEstimateResult,
} from '@fixo/shared';

import { apiGet, apiPost, apiPut } from '@/lib/api-client';
import { pagedListQueryOptions } from '@/lib/list-query';
import { EVENTS_PATH } from '@/modules/center-requests';

export const jobCardKeys = {
  all: ['job-cards'] as const,
  list: (query: JobCardsQueryInput) => ['job-cards', 'list', query] as const,
  detail: (id: number) => ['job-cards', 'detail', id] as const,
  estimate: (token: string) => ['estimate', token] as const,
};

export async function fetchJobCard(id: number, signal?: AbortSignal): Promise<JobCard> {
  return jobCardSchema.parse(
    await apiGet<unknown>('/api/JobCard/GetJobCardById', { query: { jobcardid: id }, signal }),
  );
}

export const useJobCards = (query: JobCardsQueryInput) =>
  useQuery(
    pagedListQueryOptions(jobCardKeys.list(query), '/api/JobCard/GetJobCards', jobCardsPageSchema, query),
  );
export const useJobCard = (id: number) =>
  useQuery({
    queryKey: jobCardKeys.detail(id),
    queryFn: ({ signal }) => fetchJobCard(id, signal),
    enabled: id > 0,
  });

function useStoreJobCard() {
  const queryClient = useQueryClient();
  return (card: JobCard) => {
    queryClient.setQueryData(jobCardKeys.detail(card.jobcardid), card);
    void queryClient.invalidateQueries({ queryKey: jobCardKeys.all, refetchType: 'active' });
    // Totals and last visit on the customer's profile change with the job card.
    void queryClient.invalidateQueries({ queryKey: ['shop-customers'] });
  };
}

export function useSaveJobCard() {
  const store = useStoreJobCard();
  return useMutation({
    mutationFn: async (payload: JobCardPayloadInput) =>
      jobCardSchema.parse(await apiPost<unknown>('/api/JobCard/AddUpdateJobCard', payload)),
    onSuccess: store,
  });
}

export function useJobCardFromRequest() {
  const store = useStoreJobCard();
  return useMutation({
    mutationFn: async (servicerequestid: number) =>
      jobCardSchema.parse(await apiPost<unknown>('/api/JobCard/AddFromServiceRequest', { servicerequestid })),
    onSuccess: store,
  });
}

export function useMoveJobCard() {
  const store = useStoreJobCard();
  return useMutation({
    mutationFn: async (payload: JobCardStatusPayloadInput) =>
      jobCardSchema.parse(await apiPut<unknown>('/api/JobCard/UpdateJobCardStatus', payload)),
    onSuccess: store,
  });
}

const SEND_ESTIMATE_KEY = ['job-cards', 'send-estimate'] as const;

export function useSendEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SEND_ESTIMATE_KEY,
    mutationFn: async (jobcardid: number) =>
      sendEstimateResultSchema.parse(await apiPost<unknown>('/api/JobCard/SendEstimate', { jobcardid })),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: jobCardKeys.detail(result.jobcardid) });
      void queryClient.invalidateQueries({ queryKey: jobCardKeys.all });
    },
  });
}

/** The link of the estimate sent from this screen (to copy or share), or null. */
export function useLastSentEstimate(jobcardid: number): SendEstimateResult | null {
  const sent = useMutationState({
    filters: { mutationKey: SEND_ESTIMATE_KEY, status: 'success' },
    select: (mutation) => mutation.state.data as SendEstimateResult | undefined,
  });
  return [...sent].reverse().find((r) => r?.jobcardid === jobcardid) ?? null;
}

/* ---------- public estimate (no account) ---------- */

export async function fetchEstimate(token: string, signal?: AbortSignal): Promise<PublicEstimate> {
  return publicEstimateSchema.parse(
    await apiGet<unknown>(`/api/Estimate/${encodeURIComponent(token)}`, { signal }),
  );
}

export const useEstimate = (token: string) =>
  useQuery({
    queryKey: jobCardKeys.estimate(token),
    queryFn: ({ signal }) => fetchEstimate(token, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });

export function useAnswerEstimate(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: EstimateDecisionPayloadInput) =>
      publicEstimateSchema.parse(
        await apiPost<unknown>(`/api/Estimate/${encodeURIComponent(token)}/Decision`, payload),
      ),
    onSuccess: (estimate) => queryClient.setQueryData(jobCardKeys.estimate(token), estimate),
  });
}

/* ---------- live updates ---------- */

export interface JobCardChangedEvent {
  jobcardid: number;
  jobcardno: string;
  status: string;
  change: 'created' | 'updated' | 'status' | 'estimate-sent' | 'estimate-answered';
}

/**
 * Job card changes pushed on the center's live channel (the same SSE stream as the request board): every
 * event refetches the lists and that job card; `onChange` lets a screen tell the person what happened.
 */
export function useJobCardEvents(onChange?: (event: JobCardChangedEvent) => void): void {
  const queryClient = useQueryClient();
  const handler = useRef(onChange);
  useEffect(() => {
    handler.current = onChange;
  });
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(EVENTS_PATH, { withCredentials: true });
    let connectedOnce = false;
    const onReady = () => {
      // A reconnect may have missed events: refetch everything shown.
      if (connectedOnce) void queryClient.invalidateQueries({ queryKey: jobCardKeys.all });
      connectedOnce = true;
    };
    const onJobCard = (message: MessageEvent) => {
      let event: JobCardChangedEvent | null = null;
      try {
        event = JSON.parse(String(message.data)) as JobCardChangedEvent;
      } catch {
        event = null;
      }
      void queryClient.invalidateQueries({ queryKey: jobCardKeys.all });
      if (event) handler.current?.(event);
    };
    source.addEventListener('ready', onReady);
    source.addEventListener('jobcard-changed', onJobCard as EventListener);
    return () => {
      source.removeEventListener('ready', onReady);
      source.removeEventListener('jobcard-changed', onJobCard as EventListener);
      source.close();
    };
  }, [queryClient]);
}
