import { haversineKm } from '@fixo/shared';
import type { Db } from '../../platform/db.js';
import type { Place, ReverseGeocoder } from '../../platform/geocoder.js';

export type { ReverseGeocoder } from '../../platform/geocoder.js';

const CELL_DEGREES = 0.2;
const cellKey = (latCell: number, lngCell: number) => `${latCell}:${lngCell}`;
/** Beyond this distance from every known PIN a point is not treated as being in India. */
const MAX_NEAREST_KM = 60;

/** The offline PIN index: every PIN of the `pincodes` table (India Post's directory), read once at start-up. */
export async function loadOfflinePinGeocoder(db: Db): Promise<ReverseGeocoder> {
  const rows = await db
    .selectFrom('pincodes')
    .innerJoin('cities', 'cities.id', 'pincodes.city_id')
    .innerJoin('states', 'states.id', 'pincodes.state_id')
    .innerJoin('countries', 'countries.id', 'states.country_id')
    .select([
      'pincodes.pincode as postalcode',
      'pincodes.locality as locality',
      'pincodes.lat as lat',
      'pincodes.lng as lng',
      'cities.id as cityid',
      'cities.name as city',
      'states.id as stateid',
      'states.name as state',
      'countries.id as countryid',
      'countries.name as country',
    ])
    .execute();
  const places = new Map<string, Place>();
  const grid = new Map<string, Place[]>();
  for (const row of rows) {
    const place: Place = { ...row, lat: Number(row.lat), lng: Number(row.lng) };
    places.set(place.postalcode, place);
    const key = cellKey(Math.floor(place.lat / CELL_DEGREES), Math.floor(place.lng / CELL_DEGREES));
    const bucket = grid.get(key);
    if (bucket) bucket.push(place);
    else grid.set(key, [place]);
  }

  return {
    async byPostalCode(postalCode) {
      return places.get(postalCode) ?? null;
    },
    async byCoordinates(lat, lng) {
      const latCell = Math.floor(lat / CELL_DEGREES);
      const lngCell = Math.floor(lng / CELL_DEGREES);
      let best: Place | null = null;
      let bestKm = Infinity;
      // Rings of cells outward; stop once the ring is farther than the best hit (one cell is at least ~20 km).
      for (let ring = 0; ring <= 3; ring += 1) {
        for (let dLat = -ring; dLat <= ring; dLat += 1) {
          for (let dLng = -ring; dLng <= ring; dLng += 1) {
            if (Math.max(Math.abs(dLat), Math.abs(dLng)) !== ring) continue;
            for (const place of grid.get(cellKey(latCell + dLat, lngCell + dLng)) ?? []) {
              const km = haversineKm({ lat, lng }, place);
              if (km < bestKm) {
                best = place;
                bestKm = km;
              }
            }
          }
        }
        if (best && bestKm < ring * CELL_DEGREES * 100) break;
      }
      return best && bestKm <= MAX_NEAREST_KM ? best : null;
    },
  };
}
