import { useId } from 'react';
import { Search } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { LIMITS, UI_TEXTS, type ServiceRequestForm, type ServiceRequestFormInput } from '@fixo/shared';

import { Button, Checkbox, FormField, Input, Label, MobileInput, Textarea } from '@/components/ui';
import { cn } from '@/lib/cn';
import { useCities, useCountries, useStates } from '@/modules/masters/use-master-list';

import { IdField } from './option-field';
import type { RequestLocation } from './use-request-location';

export const CONSENT_TEXT =
  'I agree to share my location and mobile number with the chosen service center so that they can reach me.';

/**
 * Contact / Address Information. Where the driver is comes first (PIN, landmark), the mobile number after:
 * the nearby centers below need only the location.
 */
export function ContactSection({
  location,
  onConsent,
  signedIn,
}: {
  location: RequestLocation;
  onConsent: () => void;
  /** A signed-in customer's request is filed under the account's own number only (the server checks it). */
  signedIn: boolean;
}) {
  const { control, register, setValue, formState } = useFormContext<
    ServiceRequestFormInput,
    unknown,
    ServiceRequestForm
  >();
  const errors = formState.errors;
  const [country, state, consentChecked] = useWatch({
    control,
    name: ['country', 'state', 'consentLocation'],
  });
  const countries = useCountries();
  const states = useStates(country);
  const cities = useCities(state);
  const consentId = useId();
  const mobileField = register('mobileNumber');
  const { pin, setPin, pinError, pinBusy, lookupPin } = location;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor="pin-code">PIN Code</Label>
        <div className="flex gap-2">
          <Input
            id="pin-code"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder="6-digit PIN code"
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
            {UI_TEXTS.submit}
          </Button>
        </div>
        {pinError && (
          <p id="pin-code-error" className="text-sm font-medium text-red-700">
            {pinError}
          </p>
        )}
      </div>

      <FormField
        label="Current Location"
        required
        error={errors.currentLocation?.message}
        className="sm:col-span-2"
        hint="Landmark, road or highway and direction help the mechanic find you."
      >
        <Textarea rows={2} maxLength={LIMITS.currentLocationMax} {...register('currentLocation')} />
      </FormField>

      <IdField
        control={control}
        name="country"
        label="Country"
        required
        list={countries}
        what="countries"
        placeholder="Select country"
        onPicked={() => {
          setValue('state', '');
          setValue('city', '');
        }}
      />
      <IdField
        control={control}
        name="state"
        label="State"
        required
        list={states}
        what="states"
        placeholder="Select state"
        waitingText="Choose a country first"
        onPicked={() => setValue('city', '')}
      />
      <IdField
        control={control}
        name="city"
        label="City"
        required
        list={cities}
        what="cities"
        placeholder="Select city"
        waitingText="Choose a state first"
      />
      <FormField
        label="Location Coordinates"
        hint={
          location.positionSource === 'pin'
            ? 'From your PIN code: the center gets directions to it.'
            : undefined
        }
      >
        <Input
          readOnly
          value={location.coordinatesValue}
          className={cn('bg-slate-50', location.coordinatesFailed && 'text-red-700')}
        />
      </FormField>

      <FormField
        label="Mobile Number"
        required
        error={errors.mobileNumber?.message}
        className="sm:col-span-2"
        hint={signedIn ? 'Your registered number. Log out to request help for someone else.' : undefined}
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
          {CONSENT_TEXT}
        </Label>
      </div>
    </div>
  );
}
