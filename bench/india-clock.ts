/**
 * India's wall clock: indiaClock (Intl's offset read once per UTC hour) against Intl's formatToParts on every
 * call (indiaClockByIntl), over the instants of a year of bookings, and the booking text a list row shows.
 *   node --conditions=source --import tsx bench/india-clock.ts
 */
import { performance } from 'node:perf_hooks';
import { formatIndiaDate, formatIndiaTime, indiaClock, indiaClockByIntl } from '@fixo/shared';

const CALLS = Number(process.env.N ?? 200_000);
const start = Date.UTC(2026, 3, 1);
// One instant every ~2.6 minutes across a year: many distinct hours, as a year's list or CSV export has.
const instants = Array.from({ length: CALLS }, (_, i) => start + i * 157_813);

function perCallUs(read: (t: number) => unknown): number {
  for (let i = 0; i < 20_000; i += 1) read(instants[i]!); // warm-up
  const began = performance.now();
  for (const t of instants) read(t);
  return ((performance.now() - began) * 1000) / CALLS;
}

const byIntl = perCallUs(indiaClockByIntl);
const byHour = perCallUs(indiaClock);
const bookingText = perCallUs((t) => `${formatIndiaDate(t)} ${formatIndiaTime(t)}`);
console.log(`indiaClock by Intl      ${byIntl.toFixed(2)} us a call`);
console.log(
  `indiaClock by the hour  ${byHour.toFixed(2)} us a call (${(byIntl / byHour).toFixed(1)}x faster)`,
);
console.log(`a row's date and time   ${bookingText.toFixed(2)} us (two clock reads)`);
