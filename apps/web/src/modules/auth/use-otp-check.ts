import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { AUTH_MESSAGES } from '@fixo/shared';

import { fetchOtpEnabled, otpConfigQueryKey } from './auth-api';

/**
 * Choosing OTP asks the ENABLEOTPAPI configuration first; unless it says 'true' the spec's toast appears
 * and `otpAvailable()` answers false so the caller leaves the login type unchanged.
 */
export function useOtpCheck() {
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);

  /** `quiet`: only ask (no toast), e.g. to decide whether to offer a one-time code after a lock. */
  async function otpAvailable({ quiet = false }: { quiet?: boolean } = {}): Promise<boolean> {
    setChecking(true);
    let enabled = false;
    try {
      enabled = await queryClient.fetchQuery({
        queryKey: otpConfigQueryKey,
        queryFn: fetchOtpEnabled,
        staleTime: 60_000,
      });
    } catch (error) {
      console.error('Could not read ENABLEOTPAPI', error);
    } finally {
      setChecking(false);
    }
    if (!enabled && !quiet) toast.error(AUTH_MESSAGES.otpNotAvailable);
    return enabled;
  }

  return { checking, otpAvailable };
}
