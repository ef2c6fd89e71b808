import { useTranslation } from 'react-i18next';
import { KeyRound, MessageSquareText } from 'lucide-react';
import { type LoginType } from '@fixo/shared';

import { choiceCardClasses } from '@/components/ui/choice-card';
import { NAMESPACE } from './auth.texts';
import { useOtpCheck } from './use-otp-check';

export interface LoginTypeFieldProps {
  value: LoginType;
  onChange: (value: LoginType) => void;
  name: string;
  disabled?: boolean;
  error?: string;
}

/**
 * PassCode / OTP choice. Choosing OTP asks the ENABLEOTPAPI configuration first; unless it says 'true' the
 * spec's toast appears and the choice stays PassCode.
 */
export function LoginTypeField({ value, onChange, name, disabled, error }: LoginTypeFieldProps) {
  const { checking, otpAvailable } = useOtpCheck();
  const { t } = useTranslation(NAMESPACE);

  async function choose(next: LoginType) {
    if (next === value) return;
    if (next === 'OTP' && !(await otpAvailable())) return;
    onChange(next);
  }

  return (
    <fieldset
      className="flex flex-col gap-1.5"
      disabled={disabled || checking}
      aria-busy={checking || undefined}
    >
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t('account.loginType')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {(
          [
            { type: 'PassCode', label: t('account.passcode'), Icon: KeyRound },
            { type: 'OTP', label: t('account.otpOnSms'), Icon: MessageSquareText },
          ] as const
        ).map(({ type, label, Icon }) => (
          <label key={type} className={choiceCardClasses(value === type)}>
            <input
              type="radio"
              name={name}
              value={type}
              checked={value === type}
              onChange={() => void choose(type)}
              className="sr-only"
            />
            <Icon className="size-4 shrink-0" aria-hidden />
            {label}
          </label>
        ))}
      </div>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}
