import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCoordinates, formatDistanceKm, haversineKm, parseCoordinates } from './distance.js';

const point = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('haversineKm', () => {
  it('is symmetric', () => {
    fc.assert(fc.property(point, point, (a, b) => Math.abs(haversineKm(a, b) - haversineKm(b, a)) < 1e-9));
  });
  it('is zero for the same point and never negative', () => {
    fc.assert(fc.property(point, (a) => haversineKm(a, a) === 0));
    fc.assert(fc.property(point, point, (a, b) => haversineKm(a, b) >= 0));
  });
  // Haversine loses precision near antipodal points (asin of a value close to 1): allow one metre.
  it('obeys the triangle inequality', () => {
    fc.assert(
      fc.property(
        point,
        point,
        point,
        (a, b, c) => haversineKm(a, c) <= haversineKm(a, b) + haversineKm(b, c) + 1e-3,
      ),
    );
  });
  it('never exceeds half the circumference', () => {
    fc.assert(fc.property(point, point, (a, b) => haversineKm(a, b) <= Math.PI * 6371 + 1e-6));
  });
  it('knows real distances', () => {
    const bengaluru = { lat: 12.9716, lng: 77.5946 };
    const chennai = { lat: 13.0827, lng: 80.2707 };
    const mumbai = { lat: 19.076, lng: 72.8777 };
    const delhi = { lat: 28.6139, lng: 77.209 };
    expect(haversineKm(bengaluru, chennai)).toBeGreaterThan(285);
    expect(haversineKm(bengaluru, chennai)).toBeLessThan(295);
    expect(haversineKm(mumbai, delhi)).toBeGreaterThan(1145);
    expect(haversineKm(mumbai, delhi)).toBeLessThan(1160);
    // one degree of latitude is about 111.19 km with R = 6371
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.195, 2);
  });
});

describe('formatDistanceKm', () => {
  it.each([
    [0, '0'],
    [0.05, '0'],
    [0.0999, '0'],
    [0.1, '0.1'],
    [12.345, '12.3'],
    [12.36, '12.4'],
    [290, '290.0'],
    [Number.NaN, '0'],
  ])('%s km → %s', (km, text) => {
    expect(formatDistanceKm(km)).toBe(text);
  });
});

describe('parseCoordinates / formatCoordinates', () => {
  it('parses lat,lng', () => {
    expect(parseCoordinates('12.97,77.59')).toEqual({ lat: 12.97, lng: 77.59 });
    expect(parseCoordinates(' -33.5 , 151.2 ')).toEqual({ lat: -33.5, lng: 151.2 });
    expect(parseCoordinates('0,0')).toEqual({ lat: 0, lng: 0 });
  });
  it.each(['', '12.97', '12.97,77.59,1', 'a,b', '91,0', '0,181', '12.97;77.59', '1e2,3', ',', 'NaN,1'])(
    'rejects %j',
    (text) => {
      expect(parseCoordinates(text)).toBeNull();
    },
  );
  it('round-trips', () => {
    fc.assert(
      fc.property(point, (p) => {
        const back = parseCoordinates(formatCoordinates(p));
        return back !== null && Math.abs(back.lat - p.lat) < 1e-6 && Math.abs(back.lng - p.lng) < 1e-6;
      }),
    );
    expect(formatCoordinates({ lat: 12.9716, lng: 77.5946 })).toBe('12.9716,77.5946');
  });
});
