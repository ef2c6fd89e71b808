export { coordinatesText, sendLocationConsent, type Place } from './location-api';
export { useLocationLookup } from './use-location-lookup';
export {
  AddressLinesAndRegion,
  CoordinatesField,
  LocationConsentCheckbox,
  PlacePickerField,
  useLocationConsentOnce,
} from './address-fields';
