import { useState, type ChangeEvent } from 'react';
import { MOBILE_LENGTH } from '@fixo/shared';

import { FormField, Input } from '@/components/ui';
import { MobileCodeStep } from '@/modules/mobile-verification';

import { useRatingsText } from './use-ratings-text';

/**
 * A guest's rating by tracking link counts once the request's number is proven in this browser: the driver types
 * the number (the page only knows its last 4 digits, as the link may have been forwarded) and the code texted
 * to it. `onProven` runs once the server has the proof, so the rating state can be read again.
 */
export function RatingMobileProof({
  ending,
  onProven,
  error,
}: {
  ending: string;
  onProven: () => void;
  error?: string | undefined;
}) {
  const { t, message } = useRatingsText();
  const [mobile, setMobile] = useState('');
  const [verifiedMobile, setVerifiedMobile] = useState<string | null>(null);
  const complete = mobile.length === MOBILE_LENGTH;
  const otherNumber = complete && !mobile.endsWith(ending);
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('proof.title')}</legend>
      <p className="text-sm text-slate-700">{t('proof.intro', { ending })}</p>
      <FormField
        label={t('proof.mobile')}
        error={otherNumber ? t('proof.otherNumber', { ending }) : undefined}
        className="sm:w-64"
      >
        <Input
          value={mobile}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            setMobile(event.target.value.replace(/\D/g, '').slice(0, MOBILE_LENGTH))
          }
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE_LENGTH}
          placeholder={`••••••${ending}`}
        />
      </FormField>
      {complete && !otherNumber && (
        <MobileCodeStep
          mobile={mobile}
          verifiedMobile={verifiedMobile}
          purpose="VerifyAccount"
          onVerified={(proven) => {
            setVerifiedMobile(proven);
            onProven();
          }}
        />
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {message(error)}
        </p>
      )}
    </fieldset>
  );
}
