import { describe, expect, it } from 'vitest';
import { buildUrl, masterListPath } from './api-paths.js';

describe('api paths', () => {
  it('builds query strings, skipping empty values', () => {
    expect(buildUrl('/a', { A: 1, B: null, C: 'x y' })).toBe('/a?A=1&C=x+y');
    expect(buildUrl('/a?TOKEN=t', { A: 1 })).toBe('/a?TOKEN=t&A=1');
  });

  it("spells a reference list's address one way, unset filters left out", () => {
    expect(masterListPath('GetAllStates', { COUNTRYID: 1 })).toBe('/api/Masters/GetAllStates?COUNTRYID=1');
    expect(masterListPath('GetAllCities', { STATEID: 29, COUNTRYID: undefined })).toBe(
      '/api/Masters/GetAllCities?STATEID=29',
    );
    expect(masterListPath('GetAllCountries')).toBe('/api/Masters/GetAllCountries');
  });
});
