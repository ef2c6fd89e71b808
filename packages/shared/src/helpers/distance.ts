import { EARTH_RADIUS_KM, MIN_DISPLAY_DISTANCE_KM } from '../constants.js';

export interface LatLng {
  lat: number;
  lng: number;
}

const toRad = (deg: number): number => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine, R = 6371 km). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** '0' when under 0.1 km, otherwise one decimal place ('12.3'). */
export function formatDistanceKm(km: number): string {
  if (!Number.isFinite(km) || km < MIN_DISPLAY_DISTANCE_KM) return '0';
  return km.toFixed(1);
}

export function isValidLatLng(p: LatLng): boolean {
  return (
    Number.isFinite(p.lat) &&
    Number.isFinite(p.lng) &&
    p.lat >= -90 &&
    p.lat <= 90 &&
    p.lng >= -180 &&
    p.lng <= 180
  );
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Parses 'lat,lng' (spaces allowed around the parts) into coordinates, or null when malformed or out of range. */
export function parseCoordinates(text: string | null | undefined): LatLng | null {
  if (typeof text !== 'string') return null;
  const parts = text.split(',');
  if (parts.length !== 2) return null;
  const [latText, lngText] = parts.map((p) => p.trim());
  if (latText === undefined || lngText === undefined || !NUMBER.test(latText) || !NUMBER.test(lngText))
    return null;
  const point = { lat: Number(latText), lng: Number(lngText) };
  return isValidLatLng(point) ? point : null;
}

/** 'lat,lng' text (the contract's locationcoordinates format), at most 6 decimals. */
export function formatCoordinates(p: LatLng): string {
  const fmt = (n: number): string => String(Number(n.toFixed(6)));
  return `${fmt(p.lat)},${fmt(p.lng)}`;
}
