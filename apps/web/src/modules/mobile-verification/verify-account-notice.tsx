import { useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';

import { MobileCodeStep } from './mobile-code-step';
import { mobileVerificationStatusKey, useMobileVerificationStatus } from './mobile-verification-api';
import { useMobileVerificationText } from './use-mobile-verification-text';

/** Ours: the notice an account sees while its number is not proven. */
export const VERIFY_ACCOUNT_TEXT = (mobile: string) =>
  `Verify +91 ${mobile} to also see requests and consents made with this number before you registered.`;

/**
 * For accounts created before mobile verification existed: until the number is proven by a code, the account
 * sees only what it created itself. Shows nothing once it is verified (or while unknown).
 */
export function VerifyAccountNotice() {
  const { t } = useMobileVerificationText();
  const queryClient = useQueryClient();
  const status = useMobileVerificationStatus();
  if (!status.data || status.data.verified) return null;
  const mobile = status.data.mobileno;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <p className="flex items-start gap-2 text-sm font-medium text-amber-900">
        <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
        {t('verifyAccount', { mobile })}
      </p>
      <MobileCodeStep
        mobile={mobile}
        verifiedMobile={null}
        purpose="VerifyAccount"
        onVerified={() => void queryClient.invalidateQueries({ queryKey: mobileVerificationStatusKey })}
      />
    </div>
  );
}
