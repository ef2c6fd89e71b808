import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatDateIndia,
  formatDateTimeIndia,
  parseLocalIsoNoZone,
  startOfLocalDay,
  toLocalIsoNoZone,
} from './dates.js';

describe('toLocalIsoNoZone', () => {
  it('formats local time without zone or milliseconds', () => {
    expect(toLocalIsoNoZone(new Date(2025, 0, 5, 9, 7, 3, 999))).toBe('2025-01-05T09:07:03');
    expect(toLocalIsoNoZone(new Date(2024, 11, 31, 23, 59, 59))).toBe('2024-12-31T23:59:59');
  });
  it('has the exact shape and round-trips (to the second)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1971, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }),
        (d) => {
          const text = toLocalIsoNoZone(d);
          const back = parseLocalIsoNoZone(text);
          return (
            /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(text) &&
            back !== null &&
            Math.abs(back.getTime() - Math.floor(d.getTime() / 1000) * 1000) < 3600_001
          );
        },
      ),
    );
  });
});

describe('parseLocalIsoNoZone', () => {
  it('parses with and without seconds', () => {
    expect(parseLocalIsoNoZone('2025-03-01T10:30:15')?.getTime()).toBe(
      new Date(2025, 2, 1, 10, 30, 15).getTime(),
    );
    expect(parseLocalIsoNoZone('2025-03-01T10:30')?.getTime()).toBe(new Date(2025, 2, 1, 10, 30).getTime());
  });
  it.each(['2025-02-30T10:00:00', '2025-13-01T00:00:00', '2025-03-01 10:00:00', '2025-03-01T10:00:00Z', ''])(
    'rejects %j',
    (t) => {
      expect(parseLocalIsoNoZone(t)).toBeNull();
    },
  );
  it('startOfLocalDay', () => {
    expect(toLocalIsoNoZone(startOfLocalDay(new Date(2025, 5, 6, 13, 14, 15)))).toBe('2025-06-06T00:00:00');
  });
});

describe('Indian date formats', () => {
  it('writes day/month/year with leading zeros', () => {
    expect(formatDateIndia(new Date(2026, 10, 3, 9, 5))).toBe('03/11/2026');
    expect(formatDateIndia(new Date(2026, 0, 23))).toBe('23/01/2026');
  });

  it('adds 12-hour time, midnight and noon as 12', () => {
    expect(formatDateTimeIndia(new Date(2026, 10, 23, 21, 5))).toBe('23/11/2026, 09:05 PM');
    expect(formatDateTimeIndia(new Date(2026, 10, 23, 0, 30))).toBe('23/11/2026, 12:30 AM');
    expect(formatDateTimeIndia(new Date(2026, 10, 23, 12, 0))).toBe('23/11/2026, 12:00 PM');
  });
});
