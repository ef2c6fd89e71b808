/**
 * Dates and times as India reads them, whatever zone the process or browser runs in. Calendar days, months and
 * financial years of the marketplace are Indian ones, and the contract's zone-less texts ('YYYY-MM-DDTHH:mm:ss':
 * offer dates, booking times) are Indian wall-clock times.
 */
import { isoNoZoneParts } from './dates.js';

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** Wall-clock fields of an instant in India; month is 1–12. */
export interface IndiaClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// One formatter for every read: building an Intl.DateTimeFormat costs far more than using one.
const CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: INDIA_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** indiaClock as Intl reads it: the reference, and the answer for an hour in which the offset changes. */
export function indiaClockByIntl(at: Date | number): IndiaClock {
  const clock: IndiaClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of CLOCK.formatToParts(at)) {
    if (part.type in clock) clock[part.type as keyof IndiaClock] = Number(part.value);
  }
  return clock;
}

/** Milliseconds a wall clock reading `c` at instant `t` is ahead of UTC (whole seconds, as clocks show). */
const offsetOfClock = (c: IndiaClock, t: number): number =>
  Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - (t - (((t % 1000) + 1000) % 1000));

const HOUR_MS = 3_600_000;
const OFFSET_MEMORY = 4096;
/** India's offset from UTC by UTC hour, read from Intl; null for an hour in which it changes. */
const offsetByHour = new Map<number, number | null>();

/**
 * The offset for the whole UTC hour of `t`, or null when it changes inside that hour. Intl's formatToParts costs
 * 5-20 microseconds a call, and every list row, CSV line and invoice date read the clock through it (twice for a
 * booking text); the offset is read at the hour's first and last second instead, once per hour seen. A zone never
 * changes its offset twice within an hour, so equal readings at both ends hold for every second between.
 */
function offsetForHour(t: number): number | null {
  const hour = Math.floor(t / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const first = hour * HOUR_MS;
    const last = first + HOUR_MS - 1000;
    const atFirst = offsetOfClock(indiaClockByIntl(first), first);
    offset = atFirst === offsetOfClock(indiaClockByIntl(last), last) ? atFirst : null;
    if (offsetByHour.size >= OFFSET_MEMORY) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

export function indiaClock(at: Date | number): IndiaClock {
  const t = typeof at === 'number' ? at : at.getTime();
  const offset = offsetForHour(t);
  if (offset === null) return indiaClockByIntl(t);
  const wall = new Date(t + offset);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** Milliseconds India's wall clock is ahead of UTC at `t` (Intl's answer, so no offset is written down here). */
function indiaOffsetMs(t: number): number {
  return offsetOfClock(indiaClock(t), t);
}

/** The instant India's wall clock shows these fields (fields overflow like Date.UTC: day 0 = last of before). */
export function indiaInstant(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // The offset is read at the guess and again at the result, in case the guess fell on the other side of a change.
  const guess = asUtc - indiaOffsetMs(asUtc);
  return new Date(asUtc - indiaOffsetMs(guess));
}

const ymdOf = (c: IndiaClock): string => `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}`;

/** The Indian calendar date of an instant: 'YYYY-MM-DD'. */
export const istDate = (at: Date | number): string => ymdOf(indiaClock(at));

/** Today's date in India: 'YYYY-MM-DD'. */
export const indiaToday = (now: Date = new Date()): string => istDate(now);

/** India's wall-clock time of an instant as the contract writes it: 'YYYY-MM-DDTHH:mm:ss' (no zone, no ms). */
export function indiaIsoNoZone(at: Date | number): string {
  const c = indiaClock(at);
  return `${ymdOf(c)}T${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}`;
}

/** 'YYYY-MM-DDTHH:mm[:ss]' read as India's wall clock; null when malformed or not a real date and time. */
export function parseIndiaIsoNoZone(text: string): Date | null {
  const parts = isoNoZoneParts(text);
  if (!parts) return null;
  const [y, mo, d, h, mi, s] = parts;
  // Checked on the UTC calendar, which has every day and hour, so the answer never depends on a local zone.
  const check = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  if (
    check.getUTCFullYear() !== y ||
    check.getUTCMonth() !== mo - 1 ||
    check.getUTCDate() !== d ||
    check.getUTCHours() !== h ||
    check.getUTCMinutes() !== mi ||
    check.getUTCSeconds() !== s
  ) {
    return null;
  }
  return indiaInstant(y, mo, d, h, mi, s);
}

/** 'YYYY-MM-DD' plus `days` on the calendar (no zone involved: a calendar date is not an instant). */
export function addCalendarDays(ymd: string, days: number): string {
  return new Date(Date.parse(`${ymd}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A span of time: from `start` (included) to `end` (excluded). */
export interface InstantWindow {
  start: Date;
  end: Date;
}

/** Midnight in India at the start of the Indian date 'YYYY-MM-DD'. */
export function indiaDayStart(ymd: string): Date {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return indiaInstant(y, m, d);
}

/** The Indian day containing `at`. */
export function indiaDayWindow(at: Date | number): InstantWindow {
  const c = indiaClock(at);
  return { start: indiaInstant(c.year, c.month, c.day), end: indiaInstant(c.year, c.month, c.day + 1) };
}

/** The Indian calendar month containing `at`. */
export function indiaMonthWindow(at: Date | number): InstantWindow {
  const c = indiaClock(at);
  return { start: indiaInstant(c.year, c.month, 1), end: indiaInstant(c.year, c.month + 1, 1) };
}

/** First calendar year of the Indian financial year (April–March) containing `at`. */
function financialYearStartOf(at: Date | number): number {
  const c = indiaClock(at);
  return c.month >= 4 ? c.year : c.year - 1;
}

/** The Indian financial year containing `at`: 1 April 00:00 to the next 1 April 00:00, India time. */
export function indiaFinancialYearWindow(at: Date | number): InstantWindow {
  const year = financialYearStartOf(at);
  return { start: indiaInstant(year, 4, 1), end: indiaInstant(year + 1, 4, 1) };
}

/** Indian financial year (April–March) of an instant: 2026-04-01 → '2026-27', 2027-03-31 → '2026-27'. */
export function financialYearOf(at: Date | number): string {
  const start = financialYearStartOf(at);
  return `${start}-${pad((start + 1) % 100)}`;
}

/** An instant as an Indian date the way people in India write it: '23/11/2026'. */
export function formatIndiaDate(at: Date | number): string {
  const c = indiaClock(at);
  return `${pad(c.day)}/${pad(c.month)}/${pad(c.year, 4)}`;
}

/** An instant's Indian time of day on a 12-hour clock: '09:05 PM', midnight and noon as 12. */
export function formatIndiaTime(at: Date | number): string {
  const { hour, minute } = indiaClock(at);
  return `${pad(hour % 12 === 0 ? 12 : hour % 12)}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}
