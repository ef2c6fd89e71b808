import { describe, expect, it } from 'vitest';

import { priceHint } from './part-form';

describe('priceHint', () => {
  it('shows what the customer pays in en-IN rupees, with or without GST in the price', () => {
    expect(priceHint(180000, false, 18)).toBe('Customer pays ₹2,124.00 (₹1,800.00 + GST 18% ₹324.00)');
    expect(priceHint(12345600, true, 28)).toBe(
      'Customer pays ₹1,23,456.00 (₹96,450.00 + GST 28% ₹27,006.00)',
    );
    expect(priceHint(0, false, 18)).toBeUndefined();
    expect(priceHint('12.x', false, 18)).toBeUndefined();
  });
});
