import { describe, expect, it } from 'vitest';
import {
  isRegistrationNumber,
  normalizeRegistrationNumber,
  registrationSeries,
} from './registration-number.js';

describe('registration numbers', () => {
  it('normalises', () => {
    expect(normalizeRegistrationNumber('mh 12-de 1433')).toBe('MH12DE1433');
  });
  it.each([
    ['KA01AB1234', 'standard'],
    ['MH 12 DE 1433', 'standard'],
    ['DL3CAF0001', 'standard'],
    ['ka-05-mh-0001', 'standard'],
    ['TN09A1234', 'standard'],
    ['22BH1234AA', 'bh'],
    ['21 BH 0001 C', 'bh'],
  ])('accepts %s as %s', (value, series) => {
    expect(registrationSeries(value)).toBe(series);
    expect(isRegistrationNumber(value)).toBe(true);
  });
  it.each(['KA01AB12', '22BH1234I', '22BH1234O', 'K01AB1234', 'KA01ABCD1234', '', 'KA01AB12345', 42])(
    'rejects %j',
    (value) => {
      expect(isRegistrationNumber(value)).toBe(false);
    },
  );
});
