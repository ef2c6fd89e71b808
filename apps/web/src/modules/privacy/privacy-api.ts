import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  erasureRequestSchema,
  erasureResultSchema,
  grievanceSchema,
  myConsentsSchema,
  myDataSchema,
  type AccountLanguage,
  type ConsentSource,
  type ErasureResult,
  type Grievance,
  type GrievanceAnswer,
  type GrievanceInput,
  type GrievanceLookup,
  type GrievanceStatus,
  type MyConsents,
} from '@fixo/shared';

import { apiGet, apiGetPage, apiPost, apiPut } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';
import { LOCALES, type Language } from '@/lib/i18n';

/** Everything under this key is the signed-in person's own privacy data (dropped on erasure). */
export const privacyKey = ['privacy'] as const;
export const grievancesKey = ['grievances'] as const;

/** The downloads are plain links: the session cookie goes with them and the server names the file. */
export const MY_DATA_JSON_URL = '/api/Privacy/GetMyData?FORMAT=json';
export const MY_DATA_HTML_URL = '/api/Privacy/GetMyData?FORMAT=html';

export const myDataQuery = () =>
  queryOptions({
    queryKey: [...privacyKey, 'data'],
    queryFn: ({ signal }) => apiGet('/api/Privacy/GetMyData', { signal, schema: myDataSchema }),
  });

export const myConsentsQuery = () =>
  queryOptions({
    queryKey: [...privacyKey, 'consents'],
    queryFn: ({ signal }) => apiGet('/api/Privacy/GetMyConsents', { signal, schema: myConsentsSchema }),
  });

/** `shown` is the purpose as this screen showed it, in its language: the record keeps what the person read. */
function changeConsent({ source, give, language, consenttext }: ConsentChange): Promise<MyConsents> {
  return apiPost(
    give ? '/api/Privacy/GiveConsent' : '/api/Privacy/WithdrawConsent',
    { pagesource: source, language, consenttext },
    { schema: myConsentsSchema },
  );
}

export interface ConsentChange {
  source: ConsentSource;
  give: boolean;
  language: AccountLanguage;
  /** The purpose as the screen showed it, in its language. */
  consenttext: string;
}

export function useChangeConsent(callbacks: MutationCallbacks<MyConsents, ConsentChange> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeConsent,
    onSuccess: async (...args) => {
      await callbacks.onSuccess?.(...args);
      await queryClient.invalidateQueries({ queryKey: privacyKey });
    },
    onError: callbacks.onError,
  });
}

/** Erases the signed-in account; the screen signs out in `onSuccess`. */
export const useEraseAccount = (callbacks: MutationCallbacks<ErasureResult, string> = {}) =>
  useMutation({
    mutationFn: (passcode: string) =>
      apiPost(
        '/api/Privacy/EraseAccount',
        { confirmation: 'ERASE', passcode },
        { schema: erasureResultSchema },
      ),
    ...callbacks,
  });

export function useAddGrievance(callbacks: MutationCallbacks<Grievance, GrievanceInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GrievanceInput) =>
      apiPost('/api/Grievance/AddGrievance', input, { schema: grievanceSchema }),
    onSuccess: async (...args) => {
      await callbacks.onSuccess?.(...args);
      await queryClient.invalidateQueries({ queryKey: grievancesKey });
    },
    onError: callbacks.onError,
  });
}

/** Anyone's lookup of a grievance by its reference and mobile number. */
export const useGrievanceLookup = () =>
  useMutation({
    mutationFn: (input: GrievanceLookup) =>
      apiPost('/api/Grievance/GetGrievanceStatus', input, { schema: grievanceSchema }),
  });

export const myGrievancesQuery = () =>
  queryOptions({
    queryKey: [...grievancesKey, 'mine'],
    queryFn: ({ signal }) =>
      apiGetPage('/api/Grievance/GetMyGrievances', { signal, schema: grievanceSchema }),
  });

export const GRIEVANCE_PAGE_SIZE = 10;

export const managerGrievancesQuery = (status: GrievanceStatus | '', page: number) =>
  queryOptions({
    queryKey: [...grievancesKey, 'manager', status, page],
    queryFn: ({ signal }) =>
      apiGetPage('/api/Grievance/GetGrievances', {
        query: { STATUS: status, PAGE: page, PAGESIZE: GRIEVANCE_PAGE_SIZE },
        signal,
        schema: grievanceSchema,
      }),
  });

export const ERASURE_PAGE_SIZE = 10;

export const erasureRequestsQuery = (page: number) =>
  queryOptions({
    queryKey: ['erasure-requests', page],
    queryFn: ({ signal }) =>
      apiGetPage('/api/Privacy/GetErasureRequests', {
        query: { PAGE: page, PAGESIZE: ERASURE_PAGE_SIZE },
        signal,
        schema: erasureRequestSchema,
      }),
  });

export function useAnswerGrievance(callbacks: MutationCallbacks<Grievance, GrievanceAnswer> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GrievanceAnswer) =>
      apiPut('/api/Grievance/AnswerGrievance', input, { schema: grievanceSchema }),
    onSuccess: async (...args) => {
      await callbacks.onSuccess?.(...args);
      await queryClient.invalidateQueries({ queryKey: grievancesKey });
    },
    onError: callbacks.onError,
  });
}

/** '23 Nov 2026, 10:42 am' in India time. */
export function formatWhen(iso: string, language: Language = 'en'): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(LOCALES[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });
}
