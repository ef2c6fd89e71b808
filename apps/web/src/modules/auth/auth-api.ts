import type { LoginRequest, MessageAnswer, OtpRequest, OutboxMessage, SessionResponse } from '@fixo/shared';

import { apiGet, apiPost, lazySchema } from '@/lib/api-client';

import { SESSION_URL } from './session-url';

const contracts = () => import('./auth-answer-schemas');
const sessionResponseSchema = lazySchema(async () => (await contracts()).sessionResponseSchema);
const messageAnswerSchema = lazySchema(async () => (await contracts()).messageAnswerSchema);
const appConfigEntriesSchema = lazySchema(async () => (await contracts()).appConfigEntrySchema.array());
const outboxMessagesSchema = lazySchema(async () => (await contracts()).outboxMessageSchema.array());

export const sessionQueryKey = ['auth', 'me'] as const;
export const otpConfigQueryKey = ['app-config', 'ENABLEOTPAPI'] as const;

export function login(body: LoginRequest): Promise<SessionResponse> {
  return apiPost('/api/Auth/Login', body, { schema: sessionResponseSchema });
}

export function requestOtp(body: OtpRequest): Promise<MessageAnswer> {
  return apiPost('/api/Auth/RequestOtp', body, { schema: messageAnswerSchema });
}

export function fetchMe(): Promise<SessionResponse> {
  return apiGet(SESSION_URL, { schema: sessionResponseSchema });
}

export async function logoutRequest(): Promise<void> {
  // 204: no answer to check.
  await apiPost<unknown>('/api/Auth/Logout');
}

/** True only when the ENABLEOTPAPI config says exactly 'true'. */
export async function fetchOtpEnabled(): Promise<boolean> {
  const entries = await apiGet('/api/AppConfigurations/GetAppConfigKeyValueByKeyName', {
    query: { APCKEY: 'ENABLEOTPAPI' },
    schema: appConfigEntriesSchema,
  });
  return entries[0]?.apcvalue?.trim().toLowerCase() === 'true';
}

/**
 * Development tools only (DEV_TOOLS): the server answers 404 otherwise, which callers treat as "no outbox".
 */
export function fetchDevOutbox(signal?: AbortSignal): Promise<OutboxMessage[]> {
  return apiGet('/api/Dev/Outbox', { signal, schema: outboxMessagesSchema });
}
