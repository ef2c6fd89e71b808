export { coordinatesText, sendLocationConsent, type Place } from './location-api';
export { useLocationLookup } from './use-location-lookup';
export { RegionSelects, useLocationConsentOnce } from './address-fields';
export { AddressSection } from './address-section';
