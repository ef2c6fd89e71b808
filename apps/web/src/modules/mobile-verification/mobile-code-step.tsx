import { CheckCircle2 } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import {
  MOBILE_VERIFICATION_MESSAGES as MV,
  VERIFICATION_CODE_LENGTH,
  isIndianMobile,
  type VerificationPurpose,
} from '@fixo/shared';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';

import { CodeSentNotice } from './code-sent-notice';
import { useSendVerificationCode, useVerifyMobile } from './mobile-verification-api';
import { useMobileVerificationText } from './use-mobile-verification-text';

/** Ours: texts of the code step. */
export const CODE_STEP_TEXTS = {
  sendCode: 'Send code',
  resendCode: 'Send a new code',
  codeSent: (mobile: string) => `Code sent to +91 ${mobile}.`,
  outboxLink: 'Open the development SMS outbox',
  codeLabel: '6-digit code from the SMS',
  verify: 'Verify',
  verified: (mobile: string) => `+91 ${mobile} verified`,
  enterMobileFirst: 'Enter your 10-digit mobile number first.',
  why: 'We send a code by SMS to make sure this number is yours.',
} as const;

/** Ours: shown when a registration is submitted before the number was verified. */
export const VERIFY_MOBILE_FIRST = 'Please verify your mobile number: send a code and enter it here.';

/**
 * A registration form's side of the code step: which number was proven, and the 'verify first' problem when the
 * form is submitted without it. `stepProps` feeds `<MobileCodeStep>`; `isVerified` guards the submit.
 */
export function useMobileCodeStep() {
  const [verifiedMobile, setVerifiedMobile] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  return {
    /** True when `mobile` is the proven number; otherwise false, with the problem shown under the step. */
    isVerified(mobile: string): boolean {
      if (verifiedMobile === mobile) return true;
      setProblem(VERIFY_MOBILE_FIRST);
      return false;
    },
    stepProps(mobile: string, disabled: boolean): MobileCodeStepProps {
      return {
        mobile,
        verifiedMobile,
        onVerified: (proven) => {
          setVerifiedMobile(proven);
          setProblem(undefined);
        },
        disabled,
        error: problem,
      };
    },
  };
}

export interface MobileCodeStepProps {
  /** The mobile number currently typed in the form. */
  mobile: string;
  /** The number proven in this browser (null: none yet). */
  verifiedMobile: string | null;
  onVerified: (mobile: string) => void;
  disabled?: boolean;
  /** Shown when the form was submitted without a proven number. */
  error?: string | undefined;
  /** Register (a new account, the default) or VerifyAccount (a signed-in account proves its number). */
  purpose?: Exclude<VerificationPurpose, 'ResetPasscode'>;
}

/**
 * The registration forms' code step: send a code to the typed number, enter the 6-digit code from the SMS,
 * and the number is verified (a tick). Changing the number afterwards needs a new code.
 */
export function MobileCodeStep({
  mobile,
  verifiedMobile,
  onVerified,
  disabled,
  error,
  purpose = 'Register',
}: MobileCodeStepProps) {
  const { t, message } = useMobileVerificationText();
  const send = useSendVerificationCode();
  const check = useVerifyMobile();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  if (verifiedMobile !== null && verifiedMobile === mobile) {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800 sm:col-span-2"
      >
        <CheckCircle2 className="size-5 shrink-0" aria-hidden />
        {t('verified', { mobile })}
      </p>
    );
  }

  const mobileOk = isIndianMobile(mobile);
  const codeSentHere = sentTo !== null && sentTo === mobile;

  async function sendCode() {
    setProblem(null);
    if (!mobileOk) {
      setProblem(CODE_STEP_TEXTS.enterMobileFirst);
      return;
    }
    try {
      await send.mutateAsync({ mobileno: mobile, purpose });
      setSentTo(mobile);
      setCode('');
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  }

  async function verifyCode() {
    setProblem(null);
    if (code.length !== VERIFICATION_CODE_LENGTH) {
      setProblem(code.length === 0 ? MV.codeRequired : MV.codeDigits);
      return;
    }
    try {
      await check.mutateAsync({ mobileno: mobile, code });
      onVerified(mobile);
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  }

  const shownProblem = problem ?? error;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:col-span-2">
      <p className="text-sm text-slate-600">{t('why')}</p>
      {codeSentHere && (
        <CodeSentNotice outboxLabel={t('outboxLink')}>{t('codeSent', { mobile })}</CodeSentNotice>
      )}
      {codeSentHere ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <FormField label={t('codeLabel')} className="sm:w-56">
            <Input
              value={code}
              onChange={(event: ChangeEvent<HTMLInputElement>) =>
                setCode(event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))
              }
              onKeyDown={(event) => {
                // Enter checks the code instead of submitting the whole registration form.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void verifyCode();
                }
              }}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={VERIFICATION_CODE_LENGTH}
              placeholder="123456"
              disabled={disabled}
              className="tracking-[0.3em]"
            />
          </FormField>
          <Button
            type="button"
            onClick={() => void verifyCode()}
            loading={check.isPending}
            loadingText={t('checking')}
            disabled={disabled}
          >
            {t('verify')}
          </Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => void sendCode()}
            loading={send.isPending}
            loadingText={t('sending')}
            disabled={disabled}
          >
            {t('resendCode')}
          </Button>
        </div>
      ) : (
        <Button
          type="button"
          variant="outline"
          className="self-start"
          onClick={() => void sendCode()}
          loading={send.isPending}
          loadingText={t('sending')}
          disabled={disabled}
        >
          {t('sendCode')}
        </Button>
      )}
      {shownProblem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {message(shownProblem)}
        </p>
      )}
    </div>
  );
}
