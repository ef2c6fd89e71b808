import { describe, expect, it } from 'vitest';

import { invoiceScreen } from './invoice-routes';

describe('invoiceScreen', () => {
  it('reads the screen from the address', () => {
    expect(invoiceScreen(undefined)).toBe('report');
    expect(invoiceScreen('')).toBe('list');
    expect(invoiceScreen('new')).toBe('new');
    expect(invoiceScreen('settings/')).toBe('settings');
    expect(invoiceScreen('42')).toBe(42);
    expect(invoiceScreen('0')).toBeNull();
    expect(invoiceScreen('42abc')).toBeNull();
    expect(invoiceScreen('99999999999999999999')).toBeNull();
  });
});
