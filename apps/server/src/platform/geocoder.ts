/**
 * The reverse-geocoding port the app context carries, like the SMS and notification providers: the location
 * module implements it (the offline PIN index from the `pincodes` table); a maps API could instead.
 */
export interface Place {
  postalcode: string;
  locality: string;
  city: string;
  cityid: number;
  state: string;
  stateid: number;
  country: string;
  countryid: number;
  lat: number;
  lng: number;
}

export interface ReverseGeocoder {
  byPostalCode(postalCode: string): Promise<Place | null>;
  /** The nearest known place, or null when the point is outside the area the provider covers. */
  byCoordinates(lat: number, lng: number): Promise<Place | null>;
}
