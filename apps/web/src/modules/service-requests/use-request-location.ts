import { useCallback, useState } from 'react';
import { ERROR_MESSAGES, PIN_CODE_REGEX, VALIDATION_MESSAGES, type LatLng } from '@fixo/shared';

import { coordinatesText, type Place, useLocationLookup } from '@/modules/location';
import type { NearbySearch } from '@/modules/nearby';

export type DeviceState = 'idle' | 'locating' | 'ok' | 'denied' | 'unsupported' | 'unavailable';

export interface RequestLocation {
  device: DeviceState;
  /** Where the request is matched from: the device's position, else the found PIN's centre. */
  position: LatLng | null;
  positionSource: 'device' | 'pin' | null;
  search: NearbySearch;
  pin: string;
  setPin: (pin: string) => void;
  pinError: string | undefined;
  pinBusy: boolean;
  /** The text of the read-only Location Coordinates field. */
  coordinatesValue: string;
  coordinatesFailed: boolean;
  locate: () => Promise<DeviceState>;
  lookupPin: (code: string) => Promise<void>;
}

/**
 * The request screen's location: the browser's position (reverse-geocoded to fill the address) or a PIN code,
 * through the shared lookup, so a late answer of an earlier lookup never overwrites a newer one.
 */
export function useRequestLocation(applyPlace: (place: Place) => void, initialPin = ''): RequestLocation {
  const lookup = useLocationLookup();
  const [device, setDevice] = useState<DeviceState>('idle');
  const [devicePosition, setDevicePosition] = useState<LatLng | null>(null);
  const [pinPlace, setPinPlace] = useState<Place | null>(null);
  const [search, setSearch] = useState<NearbySearch>({});
  const [pin, setPin] = useState(initialPin);
  const [pinFormatError, setPinFormatError] = useState<string | undefined>();
  const [pinBusy, setPinBusy] = useState(false);
  // The lookup's error belongs to the PIN field only when the last lookup was by PIN.
  const [lastLookup, setLastLookup] = useState<'device' | 'pin' | null>(null);

  const locate = useCallback(async (): Promise<DeviceState> => {
    setDevice('locating');
    setLastLookup('device');
    const fix = await lookup.locateDevice();
    if (fix.superseded) return device;
    if (!fix.position) {
      const failed = fix.failure ?? 'unavailable';
      setDevice(failed);
      return failed;
    }
    setDevice('ok');
    setDevicePosition(fix.position);
    setPinPlace(null);
    setSearch({ position: fix.position });
    if (fix.place) {
      applyPlace(fix.place);
      if (fix.place.postalcode) setPin(fix.place.postalcode);
      setPinFormatError(undefined);
    }
    return 'ok';
  }, [applyPlace, device, lookup]);

  const lookupPin = useCallback(
    async (code: string) => {
      const trimmed = code.trim();
      if (!PIN_CODE_REGEX.test(trimmed)) {
        setPinFormatError(VALIDATION_MESSAGES.pinCodeInvalid);
        return;
      }
      setPinFormatError(undefined);
      setPinBusy(true);
      setLastLookup('pin');
      const place = await lookup.lookupPin(trimmed);
      setPinBusy(false);
      if (!place) return;
      applyPlace(place);
      // Without the device's position the PIN's centre is the position used: distances, directions for the center.
      if (device !== 'ok') setPinPlace(place);
      setSearch({ postalCode: trimmed, locality: place.locality });
    },
    [applyPlace, device, lookup],
  );

  const position =
    device === 'ok' ? devicePosition : pinPlace ? { lat: pinPlace.lat, lng: pinPlace.lng } : null;
  const positionSource = device === 'ok' && devicePosition ? 'device' : pinPlace ? 'pin' : null;
  const coordinatesValue =
    position && positionSource === 'device'
      ? coordinatesText(position.lat, position.lng)
      : position && pinPlace
        ? `${coordinatesText(position.lat, position.lng)} (PIN ${pinPlace.postalcode})`
        : device === 'unsupported'
          ? ERROR_MESSAGES.geolocationNotSupported
          : device === 'denied' || device === 'unavailable'
            ? ERROR_MESSAGES.unableToRetrieveLocation
            : device === 'locating'
              ? 'Finding your location...'
              : '';

  return {
    device,
    position,
    positionSource,
    search,
    pin,
    setPin,
    pinError:
      pinFormatError ??
      (lastLookup === 'pin' && lookup.status === 'error' ? (lookup.error ?? undefined) : undefined),
    pinBusy,
    coordinatesValue,
    coordinatesFailed:
      !position && (device === 'denied' || device === 'unsupported' || device === 'unavailable'),
    locate,
    lookupPin,
  };
}
