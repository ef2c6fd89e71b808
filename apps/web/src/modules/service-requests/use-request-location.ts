import { useCallback, useMemo, useRef, useState } from 'react';
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
 * `locatesOnArrival`: the screen asks for the position as it opens, so it is drawn as locating from the first
 * paint (the prerendered page too) rather than offering Enable Location until the request has started.
 */
export function useRequestLocation(
  applyPlace: (place: Place) => void,
  initialPin = '',
  locatesOnArrival = false,
): RequestLocation {
  const {
    locateDevice,
    lookupPin: lookupPlace,
    status: lookupStatus,
    error: lookupError,
  } = useLocationLookup();
  const initialDevice: DeviceState = locatesOnArrival ? 'locating' : 'idle';
  const [device, setDeviceState] = useState<DeviceState>(initialDevice);
  // The device state as last set, for the lookups below: they stay the same functions for the page's life, so
  // the parts of the screen that get them do not render again whenever the device state changes.
  const deviceRef = useRef<DeviceState>(initialDevice);
  const setDevice = useCallback((next: DeviceState) => {
    deviceRef.current = next;
    setDeviceState(next);
  }, []);
  const [devicePosition, setDevicePosition] = useState<LatLng | null>(null);
  const [pinPlace, setPinPlace] = useState<Place | null>(null);
  const [search, setSearch] = useState<NearbySearch>({});
  const [pin, setPin] = useState(initialPin);
  const [pinFormatError, setPinFormatError] = useState<string | undefined>();
  const [pinBusy, setPinBusy] = useState(false);
  // The lookup's error belongs to the PIN field only when the last lookup was by PIN.
  const [lastLookup, setLastLookup] = useState<'device' | 'pin' | null>(null);

  const locate = useCallback(async (): Promise<DeviceState> => {
    const before = deviceRef.current;
    setDevice('locating');
    setLastLookup('device');
    const fix = await locateDevice();
    if (fix.superseded) return before;
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
  }, [applyPlace, locateDevice, setDevice]);

  const lookupPin = useCallback(
    async (code: string) => {
      const located = deviceRef.current === 'ok';
      const trimmed = code.trim();
      if (!PIN_CODE_REGEX.test(trimmed)) {
        setPinFormatError(VALIDATION_MESSAGES.pinCodeInvalid);
        return;
      }
      setPinFormatError(undefined);
      setPinBusy(true);
      setLastLookup('pin');
      const place = await lookupPlace(trimmed);
      setPinBusy(false);
      if (!place) return;
      applyPlace(place);
      // Without the device's position the PIN's centre is the position used: distances, directions for the center.
      if (!located) setPinPlace(place);
      setSearch({ postalCode: trimmed, locality: place.locality });
    },
    [applyPlace, lookupPlace],
  );

  const pinLat = pinPlace?.lat;
  const pinLng = pinPlace?.lng;
  // The same object while the place is the same: the nearby list below is drawn again only when it moves.
  const pinPosition = useMemo(
    () => (pinLat === undefined || pinLng === undefined ? null : { lat: pinLat, lng: pinLng }),
    [pinLat, pinLng],
  );
  const position = device === 'ok' ? devicePosition : pinPlace ? pinPosition : null;
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
      (lastLookup === 'pin' && lookupStatus === 'error' ? (lookupError ?? undefined) : undefined),
    pinBusy,
    coordinatesValue,
    coordinatesFailed:
      !position && (device === 'denied' || device === 'unsupported' || device === 'unavailable'),
    locate,
    lookupPin,
  };
}
