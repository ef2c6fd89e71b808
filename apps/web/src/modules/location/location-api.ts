import {
  CONSENT_USER_TYPE_IDS,
  toLocalIsoNoZone,
  type ConsentSource,
  type ConsentRecordInput,
  type LocationAnswer,
} from '@fixo/shared';

import { apiGet, apiPost, lazySchema } from '@/lib/api-client';
import { i18n, isLanguage } from '@/lib/i18n';

const contracts = () => import('./location-answer-schemas');
const locationAnswerSchema = lazySchema(async () => (await contracts()).locationAnswerSchema);
const consentAnswerSchema = lazySchema(async () => (await contracts()).consentAnswerSchema);

/** A place from the offline PIN index: PIN, locality, city/state/country (names and ids) and lat/lng. */
export type Place = LocationAnswer;

export function fetchPlaceByPostalCode(postalCode: string, signal?: AbortSignal): Promise<Place> {
  return apiGet('/api/Location/GetByPostalCode', {
    query: { POSTALCODE: postalCode },
    signal,
    schema: locationAnswerSchema,
  });
}

export function fetchPlaceByLatLng(lat: number, lng: number, signal?: AbortSignal): Promise<Place> {
  return apiGet('/api/Location/GetByLatLong', {
    query: { LAT: lat, LNG: lng },
    signal,
    schema: locationAnswerSchema,
  });
}

export class GeolocationError extends Error {
  readonly reason: 'denied' | 'unsupported' | 'unavailable';
  constructor(reason: GeolocationError['reason'], message: string) {
    super(message);
    this.name = 'GeolocationError';
    this.reason = reason;
  }
}

/** The browser's current position; rejects with a GeolocationError. */
export function getBrowserPosition(timeoutMs = 15_000): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new GeolocationError('unsupported', 'Geolocation is not supported by your browser.'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      (e) =>
        reject(
          e.code === e.PERMISSION_DENIED
            ? new GeolocationError(
                'denied',
                'Location permission is off. Allow location for this site, or enter your PIN code instead.',
              )
            : new GeolocationError(
                'unavailable',
                'We could not find your position. Try again, or enter your PIN code instead.',
              ),
        ),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}

/** 'lat,lng' with 6 decimals (about 10 cm), the contract's locationcoordinates text. */
export function coordinatesText(lat: number, lng: number): string {
  return `${lat.toFixed(6)},${lng.toFixed(6)}`;
}

export interface LocationConsent {
  mobile: string;
  usertype: keyof typeof CONSENT_USER_TYPE_IDS;
  pagesource: ConsentSource;
  /** The text exactly as the screen shows it (translated): the record proves what the person agreed to. */
  consenttext: string;
  locationcoordinates?: string;
}

/** POST /api/LoginUserConsent/AddNewLoginUserConsent. The spec: failures are only logged. */
export async function sendLocationConsent(consent: LocationConsent): Promise<void> {
  const body: ConsentRecordInput = {
    consentid: 0,
    usermobile: consent.mobile,
    usertypeid: CONSENT_USER_TYPE_IDS[consent.usertype],
    usertype: consent.usertype,
    consent: true,
    pagesource: consent.pagesource,
    createdon: toLocalIsoNoZone(new Date()),
    consenttext: consent.consenttext,
    // The screen's language: the text above is in it.
    language: isLanguage(i18n.language) ? i18n.language : 'en',
    ...(consent.locationcoordinates ? { locationcoordinates: consent.locationcoordinates } : {}),
  };
  try {
    await apiPost('/api/LoginUserConsent/AddNewLoginUserConsent', body, { schema: consentAnswerSchema });
  } catch (error) {
    console.error('Could not record location consent', error);
  }
}
