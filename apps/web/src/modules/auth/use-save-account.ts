import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { SessionResponse } from '@fixo/shared';

import { ApiError } from '@/lib/api-client';

import { sessionQueryKey } from './auth-api';
import { storeLogin } from './session-storage';

/** An empty passcode (profile) is left out of the payload so the server keeps the current one. */
export function withoutEmptyPasscode<P extends { loginpasscode?: unknown }>(
  payload: P,
  passcode: string | undefined,
): P {
  if (!passcode) {
    const { loginpasscode: _omit, ...rest } = payload;
    return rest as P;
  }
  return payload;
}

/** Server field errors (contract names) → form field names; undefined when none map. */
export function mapServerFieldErrors(
  error: unknown,
  payloadToFormField: Record<string, string>,
): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || !error.errors) return undefined;
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(error.errors)) {
    const field = payloadToFormField[key];
    if (field) out[field] = message;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

interface NewAccountAnswer {
  mobilenO1: string;
  usertype: SessionResponse['usertype'];
  loginUserData: unknown;
}

function isNewAccount(answer: unknown): answer is NewAccountAnswer {
  return Boolean(answer && typeof answer === 'object' && 'loginUserData' in answer && 'usertype' in answer);
}

/**
 * Saves a registration or profile. A new account is signed in by the server: store the spec's keys;
 * then the profile query is refreshed.
 */
export function useSaveAccount<V, A>(options: {
  save: (vars: V) => Promise<A>;
  profileQueryKey: (vars: V) => QueryKey;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.save,
    onSuccess: async (answer, vars) => {
      if (isNewAccount(answer)) {
        const session = { usertype: answer.usertype, loginUserData: answer.loginUserData } as SessionResponse;
        storeLogin(session, answer.mobilenO1);
        queryClient.setQueryData(sessionQueryKey, session);
      }
      await queryClient.invalidateQueries({ queryKey: options.profileQueryKey(vars) });
    },
  });
}
