import type { ReactNode } from 'react';
import { useFormContext, type SetValueConfig } from 'react-hook-form';

import {
  AddressLinesAndRegion,
  CoordinatesField,
  LocationConsentCheckbox,
  PlacePickerField,
} from './address-fields';
import { useLocationLookup } from './use-location-lookup';

export interface AddressSectionProps {
  /** The form's own spelling of the 'lat,lng' field (the spec names it differently per form). */
  coordinatesName: string;
  coordinatesLabel: string;
  coordinatesHint: string;
  coordinatesRequired?: boolean;
  /** The mobile number field the location consent is recorded against. */
  mobileName: string;
  consent: {
    checked: boolean;
    onCheckedChange: (checked: boolean) => void;
    text: string;
    help?: { id: string; text: ReactNode };
    className?: string;
  };
  /** `useLocationConsentOnce` of the form: the form also sends it on submit, so it owns the once-only state. */
  sendConsent: (mobile: string, coordinates?: string) => void;
  addressPlaceholder: string;
  /** How a dependent region choice is cleared (e.g. marked dirty). */
  clearOptions?: SetValueConfig;
  disabled?: boolean;
}

/**
 * The address block of the customer and service center forms: PIN / current location picker, the
 * coordinates it fills, the location consent, the address lines and country → state → city. Rendered
 * inside the form's two-column grid. With the consent ticked, a found place (or the tick itself) records it.
 */
export function AddressSection({
  coordinatesName,
  coordinatesLabel,
  coordinatesHint,
  coordinatesRequired,
  mobileName,
  consent,
  sendConsent,
  addressPlaceholder,
  clearOptions,
  disabled,
}: AddressSectionProps) {
  const { getValues } = useFormContext<Record<string, unknown>>();
  const lookup = useLocationLookup();
  const valueOf = (name: string) => String(getValues(name) ?? '');

  return (
    <>
      <PlacePickerField
        lookup={lookup}
        coordinatesName={coordinatesName}
        onPlace={(place) => {
          if (consent.checked) sendConsent(valueOf(mobileName), place.coordinates);
        }}
        disabled={disabled}
      />
      <CoordinatesField
        name={coordinatesName}
        label={coordinatesLabel}
        required={coordinatesRequired}
        hint={coordinatesHint}
      />
      <LocationConsentCheckbox
        checked={consent.checked}
        className={consent.className}
        text={consent.text}
        help={consent.help}
        onCheckedChange={(on) => {
          consent.onCheckedChange(on);
          if (on) sendConsent(valueOf(mobileName), valueOf(coordinatesName));
        }}
        disabled={disabled}
      />
      <AddressLinesAndRegion
        addressPlaceholder={addressPlaceholder}
        clearOptions={clearOptions}
        disabled={disabled}
      />
    </>
  );
}
