import { haversineKm, parseCoordinates, type LatLng, type NearbyServiceCenter } from '@fixo/shared';

import { i18n, type Language } from '@/lib/i18n';

import { NAMESPACE } from './nearby.texts';

/** Centers farther than this are 'outside your area': listed after the near ones, labelled, off the map's fit. */
export const NEAR_RADIUS_KM = 25;
/** When fewer centers than this are near, the nearest ones beyond the radius join the map's fit. */
export const NEAR_GROUP_MIN = 3;

/** Distance in km: from the user's own position when known, else the server's figure. */
export function centerDistanceKm(center: NearbyServiceCenter, from: LatLng | null | undefined): number {
  const to = parseCoordinates(center.locationcoordinates);
  return from && to ? haversineKm(from, to) : center.distancekm;
}

export interface NearbyGroups {
  /** Within the radius, nearest first. */
  near: NearbyServiceCenter[];
  /** Beyond it, nearest first. */
  far: NearbyServiceCenter[];
  /** What the map fits: the near ones, widened to the nearest few when fewer than NEAR_GROUP_MIN are near. */
  fit: NearbyServiceCenter[];
}

/** Splits the centers shown into near and far (each keeping distance order) and picks the map's fit. */
export function groupByDistance(
  centers: NearbyServiceCenter[],
  from: LatLng | null | undefined,
): NearbyGroups {
  const byDistance = centers
    .map((center, index) => ({ center, index, km: centerDistanceKm(center, from) }))
    .sort((a, b) => a.km - b.km || a.index - b.index);
  const near = byDistance.filter((x) => x.km <= NEAR_RADIUS_KM).map((x) => x.center);
  const far = byDistance.filter((x) => x.km > NEAR_RADIUS_KM).map((x) => x.center);
  const fit = near.length >= NEAR_GROUP_MIN ? near : byDistance.slice(0, NEAR_GROUP_MIN).map((x) => x.center);
  return { near, far, fit };
}

/** '282 km away — outside your area' (in the language asked for). */
export function farLabel(km: number, language: Language = 'en'): string {
  return i18n.getFixedT(language, NAMESPACE)('farNote', { km: Math.round(km) });
}
