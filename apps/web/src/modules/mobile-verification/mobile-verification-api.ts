import { useMutation, useQuery } from '@tanstack/react-query';
import {
  mobileVerificationStatusSchema,
  mobileVerifiedSchema,
  sessionResponseSchema,
  verificationMessageSchema,
  type MessageAnswer,
  type MobileVerified,
  type ResetPasscode,
  type SendVerificationCode,
  type SessionResponse,
  type VerifyMobile,
} from '@fixo/shared';

import { apiGet, apiPost } from '@/lib/api-client';
import { fetchDevOutbox } from '@/modules/auth';

/** POST /api/Auth/SendVerificationCode: the same answer for every number. */
export function sendVerificationCode(body: SendVerificationCode): Promise<MessageAnswer> {
  return apiPost('/api/Auth/SendVerificationCode', body, { schema: verificationMessageSchema });
}

/** POST /api/Auth/VerifyMobile: the number counts as proven in this browser for the code's validity. */
export function verifyMobile(body: VerifyMobile): Promise<MobileVerified> {
  return apiPost('/api/Auth/VerifyMobile', body, { schema: mobileVerifiedSchema });
}

/** POST /api/Auth/ResetPasscode: sets the new passcode, signs out every other session, signs this one in. */
export function resetPasscode(body: ResetPasscode): Promise<SessionResponse> {
  return apiPost('/api/Auth/ResetPasscode', body, { schema: sessionResponseSchema });
}

export function useSendVerificationCode() {
  return useMutation({ mutationFn: sendVerificationCode });
}

export function useVerifyMobile() {
  return useMutation({ mutationFn: verifyMobile });
}

export function useResetPasscode() {
  return useMutation({ mutationFn: resetPasscode });
}

/**
 * Whether the server keeps a development SMS outbox (it answers 404 otherwise): then the code step links to
 * /dev/outbox next to 'Code sent'. Asked by that notice, so only once a code was sent.
 */
export function useDevOutboxAvailable() {
  const query = useQuery({
    queryKey: ['dev', 'outbox-available'],
    queryFn: async () => {
      try {
        await fetchDevOutbox();
        return true;
      } catch {
        return false;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
  return query.data === true;
}

export const mobileVerificationStatusKey = ['auth', 'mobile-verification'] as const;

/** Whether the signed-in account's number was proven (accounts from before verification existed were not). */
export function useMobileVerificationStatus(enabled = true) {
  return useQuery({
    queryKey: mobileVerificationStatusKey,
    queryFn: ({ signal }) =>
      apiGet('/api/Auth/MobileVerification', { signal, schema: mobileVerificationStatusSchema }),
    enabled,
  });
}
