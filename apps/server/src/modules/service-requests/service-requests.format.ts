import { randomInt } from 'node:crypto';
import { formatIndiaDate, formatIndiaTime, indiaIsoNoZone, istDate } from '@fixo/shared';

/** Readable over the phone: no 0/O or 1/I. */
const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const BOOKING_REF_REGEX = /^FX-[A-HJ-NP-Z2-9]{6}$/;

export function newBookingRef(): string {
  let ref = 'FX-';
  for (let i = 0; i < 6; i += 1) ref += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return ref;
}

/** '21/11/2026 10:42 AM' in India time. */
export const displayDateTime = (iso: string): string =>
  `${formatIndiaDate(new Date(iso))} ${formatIndiaTime(new Date(iso))}`;

/** The list rows' booking text: the second word is the ref number, the rest the date (spec, request table). */
export const bookingText = (ref: string, createdAtIso: string): string =>
  `Booking ${ref} ${displayDateTime(createdAtIso)}`;

/** Stored times are UTC ISO; the contract shows India's wall-clock time without a zone. */
export const localIso = (iso: string): string => indiaIsoNoZone(new Date(iso));

/** Indian calendar date 'YYYY-MM-DD' of a stored UTC time. */
export const localDate = (iso: string | Date): string => istDate(new Date(iso));

/** One CSV field: quoted when needed, and a leading formula character neutralised for spreadsheets. */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: readonly unknown[]): string => values.map(csvField).join(',');
