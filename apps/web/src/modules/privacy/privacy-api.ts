import { queryOptions } from '@tanstack/react-query';
import type {
  AccountLanguage,
  ConsentSource,
  ErasureRequest,
  ErasureResult,
  Grievance,
  GrievanceAnswer,
  GrievanceInput,
  GrievanceLookup,
  GrievanceStatus,
  MyConsents,
  MyData,
} from '@fixo/shared';

import { apiGet, apiGetPage, apiPost, apiPut } from '@/lib/api-client';
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
    queryFn: ({ signal }) => apiGet<MyData>('/api/Privacy/GetMyData', { signal }),
  });

export const myConsentsQuery = () =>
  queryOptions({
    queryKey: [...privacyKey, 'consents'],
    queryFn: ({ signal }) => apiGet<MyConsents>('/api/Privacy/GetMyConsents', { signal }),
  });

/** `shown` is the purpose as this screen showed it, in its language: the record keeps what the person read. */
export function changeConsent(
  pagesource: ConsentSource,
  give: boolean,
  shown: { language: AccountLanguage; consenttext: string },
): Promise<MyConsents> {
  return apiPost<MyConsents>(give ? '/api/Privacy/GiveConsent' : '/api/Privacy/WithdrawConsent', {
    pagesource,
    ...shown,
  });
}

export function eraseAccount(passcode: string): Promise<ErasureResult> {
  return apiPost<ErasureResult>('/api/Privacy/EraseAccount', { confirmation: 'ERASE', passcode });
}

export function addGrievance(input: GrievanceInput): Promise<Grievance> {
  return apiPost<Grievance>('/api/Grievance/AddGrievance', input);
}

export function grievanceStatus(input: GrievanceLookup): Promise<Grievance> {
  return apiPost<Grievance>('/api/Grievance/GetGrievanceStatus', input);
}

export const myGrievancesQuery = () =>
  queryOptions({
    queryKey: [...grievancesKey, 'mine'],
    queryFn: ({ signal }) => apiGetPage<Grievance>('/api/Grievance/GetMyGrievances', { signal }),
  });

export const GRIEVANCE_PAGE_SIZE = 10;

export const managerGrievancesQuery = (status: GrievanceStatus | '', page: number) =>
  queryOptions({
    queryKey: [...grievancesKey, 'manager', status, page],
    queryFn: ({ signal }) =>
      apiGetPage<Grievance>('/api/Grievance/GetGrievances', {
        query: { STATUS: status, PAGE: page, PAGESIZE: GRIEVANCE_PAGE_SIZE },
        signal,
      }),
  });

export const ERASURE_PAGE_SIZE = 10;

export const erasureRequestsQuery = (page: number) =>
  queryOptions({
    queryKey: ['erasure-requests', page],
    queryFn: ({ signal }) =>
      apiGetPage<ErasureRequest>('/api/Privacy/GetErasureRequests', {
        query: { PAGE: page, PAGESIZE: ERASURE_PAGE_SIZE },
        signal,
      }),
  });

export function answerGrievance(input: GrievanceAnswer): Promise<Grievance> {
  return apiPut<Grievance>('/api/Grievance/AnswerGrievance', input);
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
