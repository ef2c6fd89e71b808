import {
  DISCOUNT_PRESET_LABEL,
  formatCoordinates,
  haversineKm,
  toLocalIsoNoZone,
  type LatLng,
} from '@fixo/shared';
import type { Db } from '../../platform/db.js';
import { geoCellsAround } from './geo-cell.js';

/** Rings searched in turn until enough centers are found; beyond the last one the search gives what it has. */
export const NEARBY_RADII_KM = [25, 50, 100, 250, 500] as const;
export const NEARBY_DEFAULT_LIMIT = 50;
export const NEARBY_MAX_LIMIT = 200;

export interface NearbyCenter {
  id: number;
  name: string;
  lat: number;
  lng: number;
  address1: string;
  mobile: string;
  contactPerson1: string;
  officeStart: string;
  officeEnd: string;
  servicesProvided: string;
  rating: number;
  pickup: number;
  distanceKm: number;
}

export interface NearbyOffer {
  available: boolean;
  primaryText: string;
}

/**
 * Nearest active centers first. Reads only the grid cells around the point (index on geo_cell, is_active),
 * computes exact distances on those candidates, and widens the radius until `limit` are found.
 */
export async function findNearbyCenters(db: Db, point: LatLng, limit: number): Promise<NearbyCenter[]> {
  let nearest: Array<{ id: number; distanceKm: number }> = [];
  for (const radiusKm of NEARBY_RADII_KM) {
    const cells = geoCellsAround(point.lat, point.lng, radiusKm);
    // The cells cover more than the circle: the bounding box is checked in SQL so only real candidates
    // (id and position, nothing else) come back to JavaScript.
    const dLat = radiusKm / 111;
    const dLng = radiusKm / (111 * Math.max(Math.cos((point.lat * Math.PI) / 180), 0.01));
    const candidates = await db
      .selectFrom('service_centers')
      .select(['id', 'lat', 'lng'])
      .where('geo_cell', 'in', cells)
      .where('is_active', '=', 1)
      .where('lat', '>=', point.lat - dLat)
      .where('lat', '<=', point.lat + dLat)
      .where('lng', '>=', point.lng - dLng)
      .where('lng', '<=', point.lng + dLng)
      .execute();
    nearest = candidates
      .map((c) => ({ id: c.id, distanceKm: haversineKm(point, c) }))
      // only the circle counts, so a farther center is never shown before a nearer one that lies outside the box
      .filter((c) => c.distanceKm <= radiusKm)
      .sort((a, b) => a.distanceKm - b.distanceKm || a.id - b.id);
    if (nearest.length >= limit) break;
  }
  nearest = nearest.slice(0, limit);
  if (nearest.length === 0) return [];
  const details = await db
    .selectFrom('service_centers')
    .select([
      'id',
      'name',
      'lat',
      'lng',
      'address1',
      'mobile',
      'contact_person1 as contactPerson1',
      'office_start as officeStart',
      'office_end as officeEnd',
      'services_provided as servicesProvided',
      'rating',
      'pickup',
    ])
    .where(
      'id',
      'in',
      nearest.map((c) => c.id),
    )
    .execute();
  const byId = new Map(details.map((row) => [row.id, row]));
  return nearest.flatMap(({ id, distanceKm }) => {
    const row = byId.get(id);
    return row ? [{ ...row, distanceKm }] : [];
  });
}

/** '20% Discount Coupon on Servicing - MONSOON20' for a preset, the custom text for a custom offer. */
export function offerText(offer: {
  custom_offer: string;
  discount_percentage: string;
  offer_code: string;
}): string {
  if (offer.custom_offer.trim() !== '') return offer.custom_offer.trim();
  const pct = Number.parseInt(offer.discount_percentage, 10);
  const head = Number.isFinite(pct) ? `${pct}% ${DISCOUNT_PRESET_LABEL}` : DISCOUNT_PRESET_LABEL;
  return offer.offer_code ? `${head} - ${offer.offer_code}` : head;
}

/** Offers in force now (active, started, not ended, validity not passed), read for the given centers only. */
export async function currentOffersFor(
  db: Db,
  centerIds: number[],
  now = new Date(),
): Promise<Map<number, NearbyOffer>> {
  const result = new Map<number, NearbyOffer>();
  if (centerIds.length === 0) return result;
  // Offer dates are local 'YYYY-MM-DDTHH:mm:ss' text, which compares correctly as text.
  const nowLocal = toLocalIsoNoZone(now);
  const offers = await db
    .selectFrom('offers')
    .select(['service_center_id', 'custom_offer', 'discount_percentage', 'offer_code', 'is_primary'])
    .where('service_center_id', 'in', centerIds)
    .where('is_active', '=', 1)
    .where('start_date', '<=', nowLocal)
    .where('end_date', '>=', nowLocal)
    .where((eb) => eb.or([eb('valid_till', 'is', null), eb('valid_till', '>=', nowLocal)]))
    .execute();
  for (const offer of offers) {
    const entry = result.get(offer.service_center_id) ?? { available: true, primaryText: '' };
    if (offer.is_primary === 1) entry.primaryText = offerText(offer);
    result.set(offer.service_center_id, entry);
  }
  return result;
}

/** One decimal place, as the cards show it. */
export const roundKm = (km: number): number => Math.round(km * 10) / 10;

/** Contract spellings of spec section 3 'Nearby service center', plus distancekm. */
export function toNearbyContract(center: NearbyCenter, offer: NearbyOffer | undefined) {
  return {
    servicecenterid: center.id,
    servicecentername: center.name,
    locationcoordinates: formatCoordinates(center),
    addresS1: center.address1,
    mobilenO1: center.mobile,
    contactpersoN1: center.contactPerson1,
    officestarttime: center.officeStart,
    officeendtime: center.officeEnd,
    servicesprovided: center.servicesProvided,
    scrating: Number(center.rating),
    pickupservice: center.pickup === 1,
    isofferavailable: offer?.available ?? false,
    primaryoffer: offer?.primaryText ?? '',
    distancekm: roundKm(center.distanceKm),
  };
}
export type NearbyContract = ReturnType<typeof toNearbyContract>;

export async function nearbyForPoint(db: Db, point: LatLng, limit: number): Promise<NearbyContract[]> {
  const centers = await findNearbyCenters(db, point, limit);
  const offers = await currentOffersFor(
    db,
    centers.map((c) => c.id),
  );
  return centers.map((center) => toNearbyContract(center, offers.get(center.id)));
}
