import { useTranslation } from 'react-i18next';
import { memo, useId } from 'react';
import { Search } from 'lucide-react';
import { useFormState, useWatch } from 'react-hook-form';
import { LIMITS } from '@fixo/shared';

import { Button, Checkbox, FormField, Input, Label, MobileInput, Textarea } from '@/components/ui';
import { cn } from '@/lib/cn';
import { useMessageTranslator } from '@/lib/i18n';
import { RegionSelects } from '@/modules/location';

import { useRequestForm } from './request-form-context';
import type { RequestLocation } from './use-request-location';

/** What the section shows of the request's location (each a value that stays the same until it changes). */
type ContactLocation = Pick<
  RequestLocation,
  | 'pin'
  | 'setPin'
  | 'pinError'
  | 'pinBusy'
  | 'lookupPin'
  | 'positionSource'
  | 'coordinatesValue'
  | 'coordinatesFailed'
>;

/**
 * Contact / Address Information. Where the driver is comes first (PIN, landmark), the mobile number after:
 * the nearby centers below need only the location.
 */
export const ContactSection = memo(function ContactSection({
  pin,
  setPin,
  pinError,
  pinBusy,
  lookupPin,
  positionSource,
  coordinatesValue,
  coordinatesFailed,
  onConsent,
  signedIn,
}: ContactLocation & {
  onConsent: () => void;
  /** A signed-in customer's request is filed under the account's own number only (the server checks it). */
  signedIn: boolean;
}) {
  const { control, register } = useRequestForm();
  const { errors } = useFormState({ control, name: ['currentLocation', 'mobileNumber'] });
  const tm = useMessageTranslator();
  const { t } = useTranslation(['serviceRequests', 'common']);
  const mobileField = register('mobileNumber');

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor="pin-code">{t('contact.pinCode')}</Label>
        <div className="flex gap-2">
          <Input
            id="pin-code"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder={t('contact.pinPlaceholder')}
            value={pin}
            aria-invalid={pinError ? true : undefined}
            aria-describedby={pinError ? 'pin-code-error' : undefined}
            onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void lookupPin(pin);
              }
            }}
          />
          <Button type="button" variant="secondary" loading={pinBusy} onClick={() => void lookupPin(pin)}>
            {!pinBusy && <Search className="size-4" aria-hidden />}
            {t('common:ui.submit')}
          </Button>
        </div>
        {pinError && (
          <p id="pin-code-error" className="text-sm font-medium text-red-700">
            {tm(pinError)}
          </p>
        )}
      </div>

      <FormField
        label={t('contact.currentLocation')}
        required
        error={errors.currentLocation?.message}
        className="sm:col-span-2"
        hint={t('contact.currentLocationHint')}
      >
        <Textarea rows={2} maxLength={LIMITS.currentLocationMax} {...register('currentLocation')} />
      </FormField>

      <RegionSelects
        texts={{
          country: t('contact.country'),
          selectCountry: t('contact.selectCountry'),
          state: t('contact.state'),
          selectState: t('contact.selectState'),
          countryFirst: t('contact.chooseCountryFirst'),
          city: t('contact.city'),
          selectCity: t('contact.selectCity'),
          stateFirst: t('contact.chooseStateFirst'),
        }}
      />
      <FormField
        label={t('contact.coordinates')}
        hint={positionSource === 'pin' ? t('contact.fromPin') : undefined}
      >
        <Input
          readOnly
          value={tm(coordinatesValue)}
          className={cn('bg-slate-50', coordinatesFailed && 'text-red-700')}
        />
      </FormField>

      <FormField
        label={t('contact.mobile')}
        required
        error={errors.mobileNumber?.message}
        className="sm:col-span-2"
        hint={signedIn ? t('contact.registeredMobile') : undefined}
      >
        <MobileInput
          readOnly={signedIn}
          {...mobileField}
          onBlur={(e) => {
            void mobileField.onBlur(e);
            onConsent();
          }}
        />
      </FormField>

      <ConsentField onConsent={onConsent} />
    </div>
  );
});

/** The location consent: a tick draws this box again, not the section. */
function ConsentField({ onConsent }: { onConsent: () => void }) {
  const { t } = useTranslation(['serviceRequests', 'common']);
  const { control, setValue } = useRequestForm();
  const consentChecked = useWatch({ control, name: 'consentLocation' });
  const consentId = useId();
  return (
    <div className="flex items-start gap-3 sm:col-span-2">
      <Checkbox
        id={consentId}
        className="mt-0.5 size-6"
        checked={consentChecked ?? false}
        onCheckedChange={(checked) => {
          setValue('consentLocation', checked === true, { shouldDirty: true });
          if (checked === true) onConsent();
        }}
      />
      <Label htmlFor={consentId} className="font-normal text-slate-700">
        {t('contact.consent')}
      </Label>
    </div>
  );
}
