import { useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@fixo/shared';

import { ApiError } from '@/lib/api-client';

import { fetchMe, sessionQueryKey } from './auth-api';
import { clearStoredSession, hasLoginFlag, readStoredSession, storeLogin } from './session-storage';

/** Asks the server who is logged in and keeps the spec's local keys in step with the answer. */
export async function loadSession(): Promise<SessionResponse | null> {
  try {
    const session = await fetchMe();
    const stored = readStoredSession();
    const stale =
      !hasLoginFlag() ||
      stored.userType !== session.usertype ||
      JSON.stringify(stored.userData) !== JSON.stringify(session.loginUserData);
    if (stale) storeLogin(session, stored.mobile ?? undefined);
    return session;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearStoredSession();
      return null;
    }
    throw error;
  }
}

export interface UseSessionOptions {
  /** Skip the server round trip (e.g. when no login flag is stored anyway). */
  enabled?: boolean;
}

/**
 * The server session: `session` is the Me answer, null when logged out (401), undefined while unknown.
 * A 401 also clears the stored login keys, so guards and headers update.
 */
export function useSession({ enabled = true }: UseSessionOptions = {}) {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: loadSession,
    enabled,
    staleTime: 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status > 0) && count < 2,
  });
  return {
    session: query.data,
    isLoading: query.isPending && enabled,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}
