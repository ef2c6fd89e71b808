import { registerScreenTexts } from '@/lib/i18n';

/** Namespace `location`: the PIN code / current location picker and the address fields of the profile forms. */
export const NAMESPACE = 'location';
export const TEXTS_EN = {
  useLocation: 'Use my current location',
  finding: 'Finding your location...',
  orPin: 'or enter your PIN code',
  pinCode: 'PIN code',
  lookUp: 'Look up',
  find: 'Find',
  coordinatesPlaceholder: 'Use your location or PIN code above',
  address: 'Address',
  area: 'Area / landmark',
  country: 'Country',
  selectCountry: 'Select country',
  state: 'State',
  selectState: 'Select state',
  countryFirst: 'Select a country first',
  city: 'City',
  selectCity: 'Select city',
  stateFirst: 'Select a state first',
};
registerScreenTexts(NAMESPACE, TEXTS_EN);
