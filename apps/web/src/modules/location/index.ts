export {
  coordinatesText,
  fetchPlaceByLatLng,
  fetchPlaceByPostalCode,
  getBrowserPosition,
  GeolocationError,
  sendLocationConsent,
  type LocationConsent,
  type Place,
} from './location-api';
export { LocationPicker, type LocationPickerProps } from './location-picker';
export {
  useLocationLookup,
  type LocatedPlace,
  type LocationLookup,
  type LocationStatus,
} from './use-location-lookup';
export {
  AddressLinesAndRegion,
  CoordinatesField,
  LocationConsentCheckbox,
  PlacePickerField,
  useLocationConsentOnce,
} from './address-fields';
export { AddressSection, type AddressSectionProps } from './address-section';
