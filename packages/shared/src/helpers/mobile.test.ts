import { describe, expect, it } from 'vitest';
import { isIndianMobile, mobileInputValue, normalizeIndianMobile } from './mobile.js';
import { mobileNumberSchema, optionalMobileNumberSchema } from '../schemas/mobile-number.js';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('isIndianMobile', () => {
  it.each(['9876543210', '6000000000', '7999999999', '8123456789'])('accepts %s', (m) => {
    expect(isIndianMobile(m)).toBe(true);
  });
  it.each(['5876543210', '987654321', '98765432100', '98765x3210', '', '+919876543210', 12345])(
    'rejects %j',
    (m) => {
      expect(isIndianMobile(m)).toBe(false);
    },
  );
  it('normalises typed numbers', () => {
    expect(normalizeIndianMobile('+91 98765-43210')).toBe('9876543210');
    expect(normalizeIndianMobile('09876543210')).toBe('9876543210');
  });
});

describe('mobileNumberSchema', () => {
  it('accepts a valid number', () => {
    expect(mobileNumberSchema.parse(' 9876543210 ')).toBe('9876543210');
  });
  it.each([
    [undefined, 'Mobile number is required'],
    ['', 'Mobile number is required'],
    ['98765abc10', 'Mobile No must be numeric'],
    ['987654321', 'Mobile No must be exactly 10 digits'],
    ['98765432101', 'Mobile No must be exactly 10 digits'],
    ['1234567890', 'Please enter a valid 10-digit mobile number'],
  ])('%j → %s', (value, message) => {
    const r = mobileNumberSchema.safeParse(value);
    expect(r.success).toBe(false);
    expect(firstMessage(r)).toBe(message);
    expect(r.error?.issues).toHaveLength(1);
  });
  it('optional version accepts empty and undefined', () => {
    expect(optionalMobileNumberSchema.safeParse('').success).toBe(true);
    expect(optionalMobileNumberSchema.safeParse(undefined).success).toBe(true);
    expect(firstMessage(optionalMobileNumberSchema.safeParse('12345'))).toBe(
      'Mobile No must be exactly 10 digits',
    );
  });
});

describe('mobileInputValue (typed and pasted mobile numbers)', () => {
  it.each([
    ['+91 98450 12345', '9845012345'],
    ['098450-12345', '9845012345'],
    ['91-9845012345', '9845012345'],
    ['+91-98450-12345', '9845012345'],
    ['0091 98450 12345', '9845012345'],
    ['091 98450 12345', '9845012345'],
    ['98450 12345', '9845012345'],
    ['9845012345', '9845012345'],
    ['98450123456', '9845012345'],
    ['9198450123', '9198450123'],
    ['984', '984'],
    ['abc', ''],
  ])('%s → %s', (raw, expected) => {
    expect(mobileInputValue(raw)).toBe(expected);
  });
});
