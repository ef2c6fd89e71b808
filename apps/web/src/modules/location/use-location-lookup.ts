import { useCallback, useRef, useState } from 'react';

import { errorMessage } from '@/lib/api-client';

import {
  coordinatesText,
  fetchPlaceByLatLng,
  fetchPlaceByPostalCode,
  getBrowserPosition,
  GeolocationError,
  type Place,
} from './location-api';

export interface LocatedPlace extends Place {
  /** 'lat,lng': the browser position, or the PIN's centre when found by PIN. */
  coordinates: string;
  source: 'device' | 'pin';
}

/** The whole outcome of asking the browser for its position: what the request screen needs to decide. */
export interface DeviceFix {
  position: { lat: number; lng: number } | null;
  place: LocatedPlace | null;
  /** Why there is no position; null when there is one (the place may still be unknown). */
  failure: 'denied' | 'unsupported' | 'unavailable' | null;
  /** A later call took over: ignore this outcome. */
  superseded: boolean;
}

export type LocationStatus = 'idle' | 'locating' | 'looking-up' | 'done' | 'error';

export interface LocationLookup {
  status: LocationStatus;
  /** The last failure in words fit for the screen (404 message for an unknown PIN, permission hints ...). */
  error: string | null;
  /** 'denied' or 'unsupported' when the browser refused; null otherwise. */
  permission: 'denied' | 'unsupported' | null;
  place: LocatedPlace | null;
  /** The browser's last position, kept even when no place is known for it (e.g. outside the PIN index). */
  position: { lat: number; lng: number } | null;
  busy: boolean;
  /** Browser position → GET /api/Location/GetByLatLong. Resolves null on failure (see `error`). */
  locateMe: () => Promise<LocatedPlace | null>;
  /** Like locateMe, with the position and the reason of a failure. */
  locateDevice: () => Promise<DeviceFix>;
  /** GET /api/Location/GetByPostalCode. Resolves null on failure (see `error`). */
  lookupPin: (postalCode: string) => Promise<LocatedPlace | null>;
  reset: () => void;
}

/**
 * Browser position or PIN code → place (PIN, city, state, country with their ids, and 'lat,lng').
 * Each call supersedes an earlier one still running.
 */
export function useLocationLookup(): LocationLookup {
  const [status, setStatus] = useState<LocationStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [permission, setPermission] = useState<LocationLookup['permission']>(null);
  const [place, setPlace] = useState<LocatedPlace | null>(null);
  const [position, setPosition] = useState<LocationLookup['position']>(null);
  const run = useRef(0);

  const finish = useCallback((id: number, found: LocatedPlace | null, message: string | null) => {
    if (id !== run.current) return null;
    setPlace(found);
    setError(message);
    setStatus(found ? 'done' : 'error');
    return found;
  }, []);

  const locateDevice = useCallback(async (): Promise<DeviceFix> => {
    const id = ++run.current;
    setStatus('locating');
    setError(null);
    let position: { lat: number; lng: number };
    try {
      position = await getBrowserPosition();
      setPermission(null);
    } catch (e) {
      // The spec: geolocation failures are only logged; the screen shows a way forward (the PIN field).
      // A denied permission or a browser without geolocation is the person's choice or their device, not a
      // fault of the page: a warning, so error monitoring (and Lighthouse's console audit) sees only real faults.
      const failure = e instanceof GeolocationError ? e.reason : 'unavailable';
      if (failure === 'unavailable') console.error('Geolocation failed', e);
      else console.warn('Geolocation failed', e);
      if (failure !== 'unavailable') setPermission(failure);
      finish(id, null, errorMessage(e));
      return { position: null, place: null, failure, superseded: id !== run.current };
    }
    if (id !== run.current) return { position, place: null, failure: null, superseded: true };
    setPosition(position);
    setStatus('looking-up');
    let place: LocatedPlace | null = null;
    try {
      const found = await fetchPlaceByLatLng(position.lat, position.lng);
      place = finish(
        id,
        { ...found, coordinates: coordinatesText(position.lat, position.lng), source: 'device' },
        null,
      );
    } catch (e) {
      console.error('Reverse geocoding failed', e);
      finish(id, null, errorMessage(e));
    }
    return { position, place, failure: null, superseded: id !== run.current };
  }, [finish]);

  const locateMe = useCallback(async () => (await locateDevice()).place, [locateDevice]);

  const lookupPin = useCallback(
    async (postalCode: string) => {
      const id = ++run.current;
      setStatus('looking-up');
      setError(null);
      try {
        const found = await fetchPlaceByPostalCode(postalCode.trim());
        return finish(
          id,
          { ...found, coordinates: coordinatesText(found.lat, found.lng), source: 'pin' },
          null,
        );
      } catch (e) {
        return finish(id, null, errorMessage(e));
      }
    },
    [finish],
  );

  const reset = useCallback(() => {
    run.current++;
    setStatus('idle');
    setError(null);
    setPlace(null);
  }, []);

  return {
    status,
    error,
    permission,
    place,
    position,
    busy: status === 'locating' || status === 'looking-up',
    locateMe,
    locateDevice,
    lookupPin,
    reset,
  };
}
