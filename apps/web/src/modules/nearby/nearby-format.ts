import {
  directionsUrl,
  formatDistanceKm,
  haversineKm,
  parseCoordinates,
  type LatLng,
  type NearbyServiceCenter,
} from '@fixo/shared';

/** '09:00' → '9:00 AM'; anything unreadable is shown as it came. */
export function formatTime12(text: string): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(text.trim());
  if (!m) return text;
  const h = Number(m[1]);
  if (h > 23) return text;
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${suffix}`;
}

export function officeHours(center: Pick<NearbyServiceCenter, 'officestarttime' | 'officeendtime'>): string {
  if (!center.officestarttime && !center.officeendtime) return '';
  return `${formatTime12(center.officestarttime)} – ${formatTime12(center.officeendtime)}`;
}

/** Distance figure in km (the screen adds the unit): from the user's own position when known, else the server's. */
export function distanceText(center: NearbyServiceCenter, from: LatLng | null | undefined): string {
  const to = parseCoordinates(center.locationcoordinates);
  const km = from && to ? haversineKm(from, to) : center.distancekm;
  return formatDistanceKm(km);
}

export function centerDirectionsUrl(center: NearbyServiceCenter): string | null {
  const to = parseCoordinates(center.locationcoordinates);
  return to ? directionsUrl(to.lat, to.lng) : null;
}
