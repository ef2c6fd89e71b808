import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addCalendarDays,
  financialYearOf,
  formatIndiaDate,
  formatIndiaTime,
  indiaClock,
  indiaClockByIntl,
  indiaDayStart,
  indiaDayWindow,
  indiaFinancialYearWindow,
  indiaInstant,
  indiaIsoNoZone,
  indiaMonthWindow,
  indiaToday,
  istDate,
  parseIndiaIsoNoZone,
} from './india-time.js';

// Instants written with their India offset, so each test reads the same whatever zone runs it.
const ist = (text: string) => new Date(`${text}+05:30`);
const instants = fc.date({
  min: new Date('1950-01-01T00:00:00Z'),
  max: new Date('2099-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('indiaClock', () => {
  it('is UTC+05:30 (India has kept no daylight saving since 1945)', () => {
    fc.assert(
      fc.property(instants, (d) => {
        const shifted = new Date(d.getTime() + 330 * 60_000);
        const c = indiaClock(d);
        return (
          c.year === shifted.getUTCFullYear() &&
          c.month === shifted.getUTCMonth() + 1 &&
          c.day === shifted.getUTCDate() &&
          c.hour === shifted.getUTCHours() &&
          c.minute === shifted.getUTCMinutes() &&
          c.second === shifted.getUTCSeconds()
        );
      }),
    );
  });

  it("reads the same fields as Intl's formatToParts, 1850 to 2100", () => {
    const anyInstant = fc.date({
      min: new Date('1850-01-01T00:00:00Z'),
      max: new Date('2100-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(anyInstant, (d) => {
        expect(indiaClock(d)).toEqual(indiaClockByIntl(d));
      }),
      { numRuns: 2000 },
    );
  });

  it("matches Intl minute by minute on every day India's offset changed (1850 to 1950)", () => {
    const DAY = 86_400_000;
    const offsetAt = (t: number) => {
      const c = indiaClockByIntl(t);
      return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(t / 1000) * 1000;
    };
    const changeDays: number[] = [];
    for (let t = Date.UTC(1850, 0, 1); t < Date.UTC(1950, 0, 1); t += DAY) {
      if (offsetAt(t) !== offsetAt(t + DAY)) changeDays.push(t);
    }
    // Local mean time to Howrah, Madras and India times, then the wartime hours of 1941-1945 (the tz database).
    expect(changeDays.length).toBeGreaterThanOrEqual(5);
    for (const day of changeDays) {
      for (let t = day; t <= day + DAY; t += 60_000) {
        expect(indiaClock(t + 59_999)).toEqual(indiaClockByIntl(t + 59_999));
        expect(indiaClock(t)).toEqual(indiaClockByIntl(t));
      }
    }
  });

  it('refuses an invalid date, as Intl does', () => {
    expect(() => indiaClock(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('shows midnight as hour 0', () => {
    expect(indiaClock(ist('2026-04-01T00:15:00'))).toEqual({
      year: 2026,
      month: 4,
      day: 1,
      hour: 0,
      minute: 15,
      second: 0,
    });
  });
});

describe('indiaInstant and the zone-less texts', () => {
  it('finds the instant a wall-clock time names, and reads it back', () => {
    expect(indiaInstant(2026, 3, 31, 23, 30).toISOString()).toBe('2026-03-31T18:00:00.000Z');
    expect(indiaInstant(2026, 13, 1).toISOString()).toBe(ist('2027-01-01T00:00:00').toISOString());
    expect(indiaIsoNoZone(new Date('2026-03-31T18:45:07.999Z'))).toBe('2026-04-01T00:15:07');
    fc.assert(
      fc.property(instants, (d) => {
        const back = parseIndiaIsoNoZone(indiaIsoNoZone(d));
        return back !== null && back.getTime() === Math.floor(d.getTime() / 1000) * 1000;
      }),
    );
  });

  it('parses with and without seconds, and refuses what is not a real date and time', () => {
    expect(parseIndiaIsoNoZone('2025-03-01T10:30:15')?.toISOString()).toBe('2025-03-01T05:00:15.000Z');
    expect(parseIndiaIsoNoZone('2025-03-01T10:30')?.toISOString()).toBe('2025-03-01T05:00:00.000Z');
    // 02:30 does not exist in New York or Los Angeles on 9 March 2025; it does in India.
    expect(parseIndiaIsoNoZone('2025-03-09T02:30:00')?.toISOString()).toBe('2025-03-08T21:00:00.000Z');
    for (const text of [
      '2025-02-30T10:00:00',
      '2025-13-01T00:00:00',
      '2025-03-01T24:00:00',
      '2025-03-01T10:60:00',
      '2025-03-01 10:00:00',
      '2025-03-01T10:00:00Z',
      '',
    ]) {
      expect(parseIndiaIsoNoZone(text), text).toBeNull();
    }
  });
});

describe('Indian calendar dates', () => {
  it('turns the date at midnight India time, 18:30 UTC', () => {
    expect(istDate(new Date('2025-09-21T18:29:59Z'))).toBe('2025-09-21');
    expect(istDate(new Date('2025-09-21T18:30:00Z'))).toBe('2025-09-22');
    expect(indiaToday(ist('2026-01-01T00:30:00'))).toBe('2026-01-01');
    expect(formatIndiaDate(ist('2026-11-03T00:05:00'))).toBe('03/11/2026');
  });

  it('writes the time of day on a 12-hour clock', () => {
    expect(formatIndiaTime(ist('2026-11-23T21:05:00'))).toBe('09:05 PM');
    expect(formatIndiaTime(ist('2026-11-23T00:30:00'))).toBe('12:30 AM');
    expect(formatIndiaTime(ist('2026-11-23T12:00:00'))).toBe('12:00 PM');
  });

  it('adds days on the calendar across months, years and 29 February', () => {
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addCalendarDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2026-11-25', -29)).toBe('2026-10-27');
  });
});

describe('Indian days, months and financial years as instants', () => {
  it('a day runs from midnight to midnight India time', () => {
    expect(indiaDayStart('2026-04-01').toISOString()).toBe('2026-03-31T18:30:00.000Z');
    const day = indiaDayWindow(ist('2026-04-01T00:30:00'));
    expect(day.start.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(day.end.toISOString()).toBe('2026-04-01T18:30:00.000Z');
  });

  it('a month holds 00:10 on the 1st and not 23:59 on the last day of the month before', () => {
    const march = indiaMonthWindow(ist('2026-03-01T00:10:00'));
    expect(march.start.toISOString()).toBe('2026-02-28T18:30:00.000Z');
    expect(march.end.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    const inside = (t: Date) => t >= march.start && t < march.end;
    expect(inside(ist('2026-03-01T00:10:00'))).toBe(true);
    expect(inside(ist('2026-02-28T23:59:00'))).toBe(false);
    expect(inside(ist('2026-03-31T23:59:59'))).toBe(true);
    expect(indiaMonthWindow(ist('2026-12-15T12:00:00')).end.toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });

  it('a financial year ends at midnight India time between 31 March and 1 April', () => {
    expect(financialYearOf(ist('2026-03-31T23:30:00'))).toBe('2025-26');
    expect(financialYearOf(ist('2026-04-01T00:15:00'))).toBe('2026-27');
    const old = indiaFinancialYearWindow(ist('2026-03-31T23:30:00'));
    expect(old.start.toISOString()).toBe('2025-03-31T18:30:00.000Z');
    expect(old.end.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(indiaFinancialYearWindow(ist('2026-04-01T00:15:00')).start).toEqual(old.end);
  });
});
