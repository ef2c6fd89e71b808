import type { LoginRequest, OtpRequest, SessionResponse } from '@fixo/shared';

import { apiGet, apiPost } from '@/lib/api-client';

export interface AppConfigEntry {
  apckey?: string;
  apcvalue: string;
}

export interface OutboxMessage {
  to: string;
  text: string;
  createdon: string;
  /** Status messages only (null for sign-in codes). */
  channel?: string | null;
  template?: string | null;
  variables?: Record<string, string> | null;
}

export const sessionQueryKey = ['auth', 'me'] as const;
export const otpConfigQueryKey = ['app-config', 'ENABLEOTPAPI'] as const;

export function login(body: LoginRequest): Promise<SessionResponse> {
  return apiPost<SessionResponse>('/api/Auth/Login', body);
}

export function requestOtp(body: OtpRequest): Promise<{ message: string }> {
  return apiPost<{ message: string }>('/api/Auth/RequestOtp', body);
}

export function fetchMe(): Promise<SessionResponse> {
  return apiGet<SessionResponse>('/api/Auth/Me');
}

export function logoutRequest(): Promise<void> {
  return apiPost<void>('/api/Auth/Logout');
}

/** True only when the ENABLEOTPAPI config says exactly 'true'. */
export async function fetchOtpEnabled(): Promise<boolean> {
  const entries = await apiGet<AppConfigEntry[]>('/api/AppConfigurations/GetAppConfigKeyValueByKeyName', {
    query: { APCKEY: 'ENABLEOTPAPI' },
  });
  return entries[0]?.apcvalue?.trim().toLowerCase() === 'true';
}

/**
 * Development tools only (DEV_TOOLS): the server answers 404 otherwise, which callers treat as "no outbox".
 */
export function fetchDevOutbox(signal?: AbortSignal): Promise<OutboxMessage[]> {
  return apiGet<OutboxMessage[]>('/api/Dev/Outbox', { signal });
}
