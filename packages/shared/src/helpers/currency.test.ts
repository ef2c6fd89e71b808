import { describe, expect, it } from 'vitest';
import { formatInr } from './currency.js';

describe('formatInr', () => {
  it.each([
    [1234567.89, '₹12,34,567.89'],
    [0, '₹0.00'],
    [999, '₹999.00'],
    [100000, '₹1,00,000.00'],
    [10000000, '₹1,00,00,000.00'],
  ])('%s → %s', (amount, text) => {
    expect(formatInr(amount)).toBe(text);
  });
});
