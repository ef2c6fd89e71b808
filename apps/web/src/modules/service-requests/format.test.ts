import { describe, expect, it } from 'vitest';

import { formatCustomerDateTime, formatListTime, formatRequestDate } from './format';

describe('request dates', () => {
  it("keeps the spec's month/day/year for the confirmation only", () => {
    expect(formatRequestDate('2026-11-21T10:42:00')).toBe('11/21/2026 10:42 AM');
  });

  it('writes day/month/year for customers elsewhere', () => {
    expect(formatCustomerDateTime('2026-11-05T19:05:00')).toBe('05/11/2026, 07:05 PM');
    expect(formatListTime('2026-11-05T19:05:00', new Date(2026, 10, 23))).toBe('05/11/2026, 07:05 PM');
    expect(formatListTime('2026-11-23T10:42:00', new Date(2026, 10, 23, 18))).toBe('Today 10:42 AM');
  });

  it('shows unreadable text as it came', () => {
    expect(formatCustomerDateTime('soon')).toBe('soon');
    expect(formatCustomerDateTime(null)).toBe('');
  });
});
