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

export type LocationStatus = 'idle' | 'locating' | 'looking-up' | 'done' | 'error';

export interface LocationLookup {
  status: LocationStatus;
  /** The last failure in words fit for the screen (404 message for an unknown PIN, permission hints ...). */
  error: string | null;
  /** 'denied' or 'unsupported' when the browser refused; null otherwise. */
  permission: 'denied' | 'unsupported' | null;
  place: LocatedPlace | null;
  busy: boolean;
  /** Browser position → GET /api/Location/GetByLatLong. Resolves null on failure (see `error`). */
  locateMe: () => Promise<LocatedPlace | null>;
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
  const run = useRef(0);

  const finish = useCallback((id: number, found: LocatedPlace | null, message: string | null) => {
    if (id !== run.current) return null;
    setPlace(found);
    setError(message);
    setStatus(found ? 'done' : 'error');
    return found;
  }, []);

  const locateMe = useCallback(async () => {
    const id = ++run.current;
    setStatus('locating');
    setError(null);
    let position: { lat: number; lng: number };
    try {
      position = await getBrowserPosition();
      setPermission(null);
    } catch (e) {
      // The spec: geolocation failures are only logged; the screen shows a way forward (the PIN field).
      console.error('Geolocation failed', e);
      if (e instanceof GeolocationError && e.reason !== 'unavailable') setPermission(e.reason);
      return finish(id, null, errorMessage(e));
    }
    if (id !== run.current) return null;
    setStatus('looking-up');
    try {
      const found = await fetchPlaceByLatLng(position.lat, position.lng);
      return finish(
        id,
        { ...found, coordinates: coordinatesText(position.lat, position.lng), source: 'device' },
        null,
      );
    } catch (e) {
      console.error('Reverse geocoding failed', e);
      return finish(id, null, errorMessage(e));
    }
  }, [finish]);

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
    busy: status === 'locating' || status === 'looking-up',
    locateMe,
    lookupPin,
    reset,
  };
}
