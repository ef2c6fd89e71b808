import type { NearbyServiceCenter } from '@fixo/shared';

/** Reference lists in the spellings of spec section 3 'Reference lists' (as the server answers them). */
export const MASTERS: Record<string, unknown[]> = {
  GetAllVehicleType: [
    { vehicletypeid: 1, vehicletype: 'Two Wheeler' },
    { vehicletypeid: 3, vehicletype: 'Car' },
  ],
  GetAllVehicle: [{ vehicleid: 7, vehicle: 'Hatchback', vehicletypeid: 3 }],
  GetAllVehicleMakerType: [{ vehiclemakertypeid: 2, vehiclemaker: 'Maruti Suzuki' }],
  GetAllVehicleMakeType: [
    { vehiclemaketypeid: 5, vehiclemake: 'Swift', vehiclemakertypid: 2 },
    { vehiclemaketypeid: 101, vehiclemake: 'Other', vehiclemakertypid: 2 },
  ],
  GetAllVehicleModel: [{ vehiclemodelid: 9, vehiclemodel: 'Swift VXi' }],
  GetAllVehicleColor: [{ vehiclecolorid: 1, vehiclecolor: 'White' }],
  GetAllVehicleFuelType: [{ vehiclefueltypeid: 1, vehiclefuel: 'Petrol' }],
  GetAllServiceType: [{ servicetypeid: 1, servicetype: 'Breakdown / Roadside Assistance', isroadside: true }],
  GetAllCountries: [{ countryid: 1, country: 'India' }],
  GetAllStates: [{ stateid: 29, state: 'Karnataka', countryid: 1 }],
  GetAllCities: [{ cityid: 530, city: 'Bengaluru Urban', stateid: 29 }],
};

export function center(id: number, overrides: Partial<NearbyServiceCenter> = {}): NearbyServiceCenter {
  return {
    servicecenterid: id,
    servicecentername: `Center ${id}`,
    locationcoordinates: `12.9${id},77.6`,
    addresS1: `${id}, Main Road`,
    mobilenO1: '9000000003',
    contactpersoN1: 'Manjunath',
    officestarttime: '08:30',
    officeendtime: '20:30',
    servicesprovided: 'Towing',
    scrating: 4.5,
    scratingcount: 12,
    pickupservice: false,
    isofferavailable: false,
    primaryoffer: null,
    distancekm: id,
    ...overrides,
  };
}

type Handler = (
  url: URL,
  init?: RequestInit,
) => { status: number; body?: unknown; text?: string } | undefined;

/** A fetch stub that sees the whole URL (query included); unknown paths get 404. */
export function fetchStub(handler: Handler) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const answer = handler(url, init);
    if (url.pathname.startsWith('/api/Masters/')) {
      const list = MASTERS[url.pathname.slice('/api/Masters/'.length)];
      if (!answer && list) return Response.json(list);
    }
    if (!answer) return Response.json({ message: 'Not found.', status: 404 }, { status: 404 });
    if (answer.text !== undefined) return new Response(answer.text, { status: answer.status });
    return Response.json(answer.body ?? null, { status: answer.status });
  };
}

/** navigator.geolocation that refuses (code 1) or is missing. */
/** `pending`: the driver has not answered the browser's permission prompt (no answer ever comes). */
export function stubGeolocation(mode: 'denied' | 'missing' | 'pending' | { lat: number; lng: number }) {
  if (mode === 'missing') {
    // 'geolocation' in navigator must be false
    Object.defineProperty(window.navigator, 'geolocation', { value: undefined, configurable: true });
    delete (window.navigator as unknown as Record<string, unknown>).geolocation;
    return;
  }
  const getCurrentPosition = (ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (mode === 'pending') return;
    if (mode === 'denied') {
      fail?.({
        code: 1,
        message: 'denied',
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      } as GeolocationPositionError);
    } else {
      ok({
        coords: { latitude: mode.lat, longitude: mode.lng },
        timestamp: Date.now(),
      } as GeolocationPosition);
    }
  };
  Object.defineProperty(window.navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
}
