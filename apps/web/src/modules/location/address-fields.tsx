import type { ReactNode } from 'react';
import { Controller, useFormContext, type SetValueConfig } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

import { LocationPicker } from './location-picker';
import { RegionSelects } from './region-selects';
import { NAMESPACE } from './location.texts';
import type { LocatedPlace, LocationLookup } from './use-location-lookup';

/** The address fields both registration forms share (the coordinates field is named per form). */
interface AddressValues {
  postalCode: string;
  address1: string;
  address2?: string;
  country: string;
  state: string;
  city: string;
}

/**
 * The PIN code / current location picker bound to the form: a found place fills PIN, country, state, city
 * and the coordinates field, then `onPlace` runs.
 */
export function PlacePickerField({
  lookup,
  coordinatesName,
  onPlace,
  disabled,
}: {
  lookup: LocationLookup;
  coordinatesName: string;
  onPlace?: (place: LocatedPlace) => void;
  disabled?: boolean;
}) {
  const { control, setValue, getFieldState, formState } = useFormContext<AddressValues>();
  const setAny = setValue as (name: string, value: string, options: SetValueConfig) => void;

  function applyPlace(place: LocatedPlace) {
    const opts = { shouldDirty: true, shouldValidate: true } as const;
    setValue('postalCode', place.postalcode, opts);
    setValue('country', String(place.countryid), opts);
    setValue('state', String(place.stateid), opts);
    setValue('city', String(place.cityid), opts);
    setAny(coordinatesName, place.coordinates, opts);
    onPlace?.(place);
  }

  return (
    <div className="sm:col-span-2">
      <Controller
        control={control}
        name="postalCode"
        render={({ field }) => (
          <LocationPicker
            lookup={lookup}
            postalCode={String(field.value ?? '')}
            onPostalCodeChange={field.onChange}
            onPostalCodeBlur={field.onBlur}
            pinRef={field.ref}
            pinError={getFieldState('postalCode', formState).error?.message}
            onPlace={applyPlace}
            disabled={disabled}
          />
        )}
      />
    </div>
  );
}

/** The read-only 'lat,lng' field filled in by the picker. */
export function CoordinatesField({
  name,
  label,
  hint,
  required,
}: {
  name: string;
  label: string;
  hint: string;
  required?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { register, getFieldState, formState } = useFormContext();
  return (
    <FormField
      label={label}
      error={getFieldState(name, formState).error?.message}
      required={required}
      hint={hint}
      className="sm:col-span-2"
    >
      <Input {...register(name)} readOnly placeholder={t('coordinatesPlaceholder')} />
    </FormField>
  );
}

/** The location consent tick box with the consent text (and an optional note under it). */
export function LocationConsentCheckbox({
  checked,
  onCheckedChange,
  text,
  help,
  disabled,
  className,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  text: string;
  help?: { id: string; text: ReactNode };
  disabled?: boolean;
  className?: string;
}) {
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-start gap-3 text-sm text-slate-700 sm:col-span-2',
        className,
      )}
    >
      <Checkbox
        checked={checked}
        className="mt-0.5"
        aria-describedby={help?.id}
        onCheckedChange={(c) => onCheckedChange(c === true)}
        disabled={disabled}
      />
      {help ? (
        <span>
          {text}
          <span id={help.id} className="block text-xs text-slate-500">
            {help.text}
          </span>
        </span>
      ) : (
        <span>{text}</span>
      )}
    </label>
  );
}

/** Address lines and the country → state → city selects. */
export function AddressLinesAndRegion({
  addressPlaceholder,
  disabled,
  clearOptions,
}: {
  addressPlaceholder: string;
  disabled?: boolean;
  /** How a dependent choice is cleared (e.g. marked dirty). */
  clearOptions?: SetValueConfig;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { register, getFieldState, formState } = useFormContext<AddressValues>();
  const errorOf = (name: 'address1' | 'address2') => getFieldState(name, formState).error?.message;

  return (
    <>
      <FormField label={t('address')} error={errorOf('address1')} required className="sm:col-span-2">
        <Input
          {...register('address1')}
          autoComplete="address-line1"
          maxLength={1000}
          placeholder={addressPlaceholder}
        />
      </FormField>
      <FormField label={t('area')} error={errorOf('address2')} className="sm:col-span-2">
        <Input {...register('address2')} autoComplete="address-line2" maxLength={1000} />
      </FormField>
      <RegionSelects
        texts={{
          country: t('country'),
          selectCountry: t('selectCountry'),
          state: t('state'),
          selectState: t('selectState'),
          countryFirst: t('countryFirst'),
          city: t('city'),
          selectCity: t('selectCity'),
          stateFirst: t('stateFirst'),
        }}
        disabled={disabled}
        clearOptions={clearOptions}
      />
    </>
  );
}
