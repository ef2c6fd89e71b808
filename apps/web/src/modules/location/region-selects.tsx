import { useFormContext, useWatch, type SetValueConfig } from 'react-hook-form';

import { MasterSelectField, useCities, useCountries, useStates } from '@/modules/masters';

/** The words of the region selects: each form shows its own (spec) texts. */
export interface RegionSelectTexts {
  country: string;
  selectCountry: string;
  state: string;
  selectState: string;
  countryFirst: string;
  city: string;
  selectCity: string;
  stateFirst: string;
}

/** The country → state → city selects: a child waits for its parent, and picking a parent clears its children. */
export function RegionSelects({
  texts,
  disabled,
  clearOptions,
}: {
  texts: RegionSelectTexts;
  disabled?: boolean;
  /** How a dependent choice is cleared (e.g. marked dirty). */
  clearOptions?: SetValueConfig;
}) {
  const { control, setValue } = useFormContext<{ country: string; state: string; city: string }>();
  const [country, state] = useWatch({ control, name: ['country', 'state'] });
  const countries = useCountries();
  const states = useStates(country);
  const cities = useCities(state);
  const clear = (...names: ('state' | 'city')[]) => {
    for (const name of names) setValue(name, '', clearOptions);
  };

  return (
    <>
      <MasterSelectField
        name="country"
        label={texts.country}
        list={countries}
        what="countries"
        placeholder={texts.selectCountry}
        onPicked={() => clear('state', 'city')}
        disabled={disabled}
      />
      <MasterSelectField
        name="state"
        label={texts.state}
        list={states}
        what="states"
        placeholder={texts.selectState}
        waitingText={texts.countryFirst}
        onPicked={() => clear('city')}
        disabled={disabled}
      />
      <MasterSelectField
        name="city"
        label={texts.city}
        list={cities}
        what="cities"
        placeholder={texts.selectCity}
        waitingText={texts.stateFirst}
        disabled={disabled}
      />
    </>
  );
}
