/**
 * The device's local time, for browser forms: a date picker's Date and the zone-less text it becomes name the same
 * wall-clock time. Whatever must not depend on where the code runs (the server, "today" on either side) uses
 * india-time.ts.
 */
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Local time as 'YYYY-MM-DDTHH:mm:ss' (no zone suffix, no milliseconds). */
export function toLocalIsoNoZone(date: Date): string {
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

const ISO_NO_ZONE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

type IsoNoZoneParts = [
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
];

/**
 * The numbers of 'YYYY-MM-DDTHH:mm[:ss]' (month 1–12, seconds 0 when left out), not yet checked against a
 * calendar; null when the text has another form. Which clock they are read on is the caller's choice.
 */
export function isoNoZoneParts(text: string): IsoNoZoneParts | null {
  const m = ISO_NO_ZONE.exec(text);
  return m ? (m.slice(1).map((x) => (x === undefined ? 0 : Number(x))) as IsoNoZoneParts) : null;
}

/** 'YYYY-MM-DDTHH:mm:ss' (seconds optional) read as local time; null when malformed or not a real date. */
export function parseLocalIsoNoZone(text: string): Date | null {
  const parts = isoNoZoneParts(text);
  if (!parts) return null;
  const [y, mo, d, h, mi, s] = parts;
  const date = new Date(y, mo - 1, d, h, mi, s);
  if (
    date.getFullYear() !== y ||
    date.getMonth() !== mo - 1 ||
    date.getDate() !== d ||
    date.getHours() !== h ||
    date.getMinutes() !== mi
  ) {
    return null;
  }
  return date;
}

export const LOCAL_ISO_NO_ZONE_REGEX = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

/** Start of the local day of a date. */
export function startOfLocalDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/**
 * Dates as people in India write them, for customer-facing screens: '23/11/2026'. (The request confirmation
 * keeps the spec's own month/day/year.)
 */
export function formatDateIndia(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}`;
}

/** '23/11/2026, 09:05 PM': the Indian date with 12-hour time. */
export function formatDateTimeIndia(date: Date): string {
  const h = date.getHours();
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${formatDateIndia(date)}, ${pad(h % 12 === 0 ? 12 : h % 12)}:${pad(date.getMinutes())} ${suffix}`;
}
