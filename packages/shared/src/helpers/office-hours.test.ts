import { describe, expect, it } from 'vitest';
import { isOpen24Hours } from './office-hours.js';

describe('isOpen24Hours', () => {
  it.each([
    ['00:00', '23:59', true],
    ['00:00:00', '23:59:00', true],
    ['00:00', '23:30', false],
    ['09:00', '23:59', false],
    ['', '', false],
    [null, undefined, false],
  ])('%j – %j → %s', (from, to, expected) => {
    expect(isOpen24Hours(from, to)).toBe(expected);
  });
});
