import { randomInt } from 'node:crypto';
import { toLocalIsoNoZone } from '@fixo/shared';

/** Readable over the phone: no 0/O or 1/I. */
const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const BOOKING_REF_REGEX = /^FX-[A-HJ-NP-Z2-9]{6}$/;

export function newBookingRef(): string {
  let ref = 'FX-';
  for (let i = 0; i < 6; i += 1) ref += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return ref;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '21/11/2026 10:42 AM' in server local time (the deployment runs with TZ=Asia/Kolkata). */
export function displayDateTime(iso: string): string {
  const d = new Date(iso);
  const hours = d.getHours() % 12 === 0 ? 12 : d.getHours() % 12;
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(hours)}:${pad(d.getMinutes())} ${
    d.getHours() < 12 ? 'AM' : 'PM'
  }`;
}

/** The list rows' booking text: the second word is the ref number, the rest the date (spec, request table). */
export const bookingText = (ref: string, createdAtIso: string): string =>
  `Booking ${ref} ${displayDateTime(createdAtIso)}`;

/** Stored times are UTC ISO; the contract shows local time without a zone. */
export const localIso = (iso: string): string => toLocalIsoNoZone(new Date(iso));

/** Local calendar date 'YYYY-MM-DD' of a stored UTC time. */
export const localDate = (iso: string | Date): string => toLocalIsoNoZone(new Date(iso)).slice(0, 10);

/** One CSV field: quoted when needed, and a leading formula character neutralised for spreadsheets. */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: readonly unknown[]): string => values.map(csvField).join(',');
