export { coordinatesText, sendLocationConsent, type Place } from './location-api';
export { useLocationLookup } from './use-location-lookup';
export { useLocationConsentOnce } from './location-consent-once';
export { RegionSelects } from './region-selects';
export { AddressSection } from './address-section';
