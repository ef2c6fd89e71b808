import { describe, expect, it } from 'vitest';
import { loadPincodes, type PinCodeRow as MergedPin } from './reference-data.js';
import { localityFor, mergeIndiaPost, type IndiaPostPin } from './merge-india-post.js';

const bengaluru = { cityid: 1, cityname: 'Bengaluru Urban', stateid: 29, lat: 12.97, lng: 77.59 };
const ip = (pin: string, lat: number, lng: number, extra: Partial<IndiaPostPin> = {}): IndiaPostPin => ({
  pin,
  lat,
  lng,
  q: 'office',
  district: 'Bengaluru Urban',
  state: 'Karnataka',
  gst: '29',
  offices: ['Koramangala I Block', 'Koramangala', 'Agara'],
  ...extra,
});
const earlier = (pincode: string, lat: number, lng: number): MergedPin => ({
  pincode,
  lat,
  lng,
  locality: 'Bangalore',
  district: 'Bengaluru Urban',
  stateid: 29,
  source: 'geolocation',
});

describe('merging India Post into the PIN table', () => {
  it('names a PIN after its head office or the office others are named after', () => {
    expect(localityFor(['Agara', 'Koramangala I Block', 'Koramangala'], 'Bengaluru Urban')).toBe(
      'Koramangala',
    );
    expect(localityFor(['Highcourt', 'Bengaluru', 'Cmm Court Complex'], 'Bengaluru')).toBe('Bengaluru');
    expect(localityFor(['Zeta', 'Alpha'], 'Nowhere')).toBe('Alpha');
  });

  it("takes India Post's point, keeps an earlier PIN only near India Post's district, skips Army Postal PINs", () => {
    const { pins, report } = mergeIndiaPost(
      [ip('560034', 12.925, 77.629), ip('560001', 12.98, 77.59), ip('900056', 26.7, 83.3)],
      [
        earlier('560034', 12.93, 77.62),
        earlier('560099', 12.95, 77.6), // near Bengaluru: kept
        earlier('560300', 15.0, 75.0), // 300 km off its district: rejected
      ],
      [bengaluru],
    );
    expect(pins.map((p) => [p.pincode, p.source, p.locality])).toEqual([
      ['560001', 'indiapost', 'Koramangala'],
      ['560034', 'indiapost', 'Koramangala'],
      ['560099', 'geolocation', 'Bangalore'],
    ]);
    expect(report.fallbackRejected).toEqual(['560300']);
    expect(report.armyPostalSkipped).toBe(1);
  });

  it('keeps an earlier point of its own when India Post puts the PIN far from its city', () => {
    const { pins } = mergeIndiaPost(
      [ip('560001', 12.6, 77.3)], // ~50 km off the city centre
      [earlier('560001', 12.976, 77.599)],
      [bengaluru],
    );
    expect(pins[0]).toMatchObject({ lat: 12.976, lng: 77.599, source: 'geolocation' });
  });

  it("ships India Post's point for almost every PIN", () => {
    const pins = loadPincodes();
    const fromIndiaPost = pins.filter((p) => p.source.startsWith('indiapost')).length;
    expect(pins.length).toBeGreaterThan(19_000);
    expect(fromIndiaPost / pins.length).toBeGreaterThan(0.94);
  });
});
