import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  GSTIN_EXAMPLE,
  gstinCheckCharacter,
  gstinStateCode,
  isValidGstin,
  isValidGstStateCode,
  validateGstin,
} from './gstin.js';

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Published GSTINs that the mod-36 algorithm confirms. */
const PUBLISHED = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '27AAACR5055K1Z7'];

const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
const digit = fc.constantFrom(...'0123456789'.split(''));
const entity = fc.constantFrom(...'123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
const state = fc.integer({ min: 1, max: 38 }).map((n) => String(n).padStart(2, '0'));
const first14 = fc
  .tuple(
    state,
    fc.array(upper, { minLength: 5, maxLength: 5 }),
    fc.array(digit, { minLength: 4, maxLength: 4 }),
    upper,
    entity,
  )
  .map(([s, letters, digits, l, e]) => `${s}${letters.join('')}${digits.join('')}${l}${e}Z`);

describe('gstinCheckCharacter', () => {
  it('matches published GSTINs', () => {
    for (const g of PUBLISHED) expect(gstinCheckCharacter(g.slice(0, 14))).toBe(g.charAt(14));
  });
  it('throws on bad input', () => {
    expect(() => gstinCheckCharacter('27AAPFU0939F1')).toThrow();
    expect(() => gstinCheckCharacter('27aapfu0939f1Z')).toThrow();
  });
});

describe('validateGstin', () => {
  it.each(PUBLISHED)('accepts %s', (g) => {
    expect(validateGstin(g)).toEqual({ ok: true });
  });
  it('accepts generated GSTINs and rejects every one-character change of the check character', () => {
    fc.assert(
      fc.property(first14, (f) => {
        const check = gstinCheckCharacter(f);
        if (!validateGstin(f + check).ok) return false;
        return CHARS.split('')
          .filter((c) => c !== check)
          .every((c) => {
            const r = validateGstin(f + c);
            return !r.ok && r.reason === 'checksum';
          });
      }),
    );
  });
  it('detects a changed PAN character (checksum)', () => {
    expect(validateGstin('27AAPFU0939F1ZV'.replace('U', 'V'))).toEqual({ ok: false, reason: 'checksum' });
    expect(validateGstin('29AAGCB7383J1Z5')).toEqual({ ok: false, reason: 'checksum' });
    expect(validateGstin('27AAPFU0938F1ZV')).toEqual({ ok: false, reason: 'checksum' });
  });
  it.each([
    '',
    '27AAPFU0939F1Z',
    '27aapfu0939f1zv',
    '27AAPFU0939F0ZV',
    '27AAPFU0939F1YV',
    '2AAAPFU0939F1ZV',
    '27AAPF00939F1ZV',
  ])('rejects %j by format', (g) => {
    expect(validateGstin(g)).toEqual({ ok: false, reason: 'format' });
  });
  it('checks the state code', () => {
    const f = '00AAPFU0939F1Z';
    expect(validateGstin(f + gstinCheckCharacter(f))).toEqual({ ok: false, reason: 'state' });
    const g = '39AAPFU0939F1Z';
    expect(validateGstin(g + gstinCheckCharacter(g))).toEqual({ ok: false, reason: 'state' });
    const other = '97AAPFU0939F1Z';
    expect(validateGstin(other + gstinCheckCharacter(other))).toEqual({ ok: true });
    const centre = '99AAPFU0939F1Z';
    expect(validateGstin(centre + gstinCheckCharacter(centre))).toEqual({ ok: false, reason: 'state' });
    expect(
      validateGstin(centre + gstinCheckCharacter(centre), undefined, { allowCentreJurisdiction: true }),
    ).toEqual({
      ok: true,
    });
    expect(isValidGstStateCode('38')).toBe(true);
    expect(isValidGstStateCode('7')).toBe(false);
  });
  it('checks the expected state', () => {
    expect(validateGstin('29AAGCB7383J1Z4', 29)).toEqual({ ok: true });
    expect(validateGstin('29AAGCB7383J1Z4', '29')).toEqual({ ok: true });
    expect(validateGstin('29AAGCB7383J1Z4', 27)).toEqual({ ok: false, reason: 'state-mismatch' });
    expect(validateGstin('07AAGCB7383J1Z4'.slice(0, 14) + gstinCheckCharacter('07AAGCB7383J1Z'), 7)).toEqual({
      ok: true,
    });
  });
});

describe('GSTIN_EXAMPLE', () => {
  it('passes the full check, unlike the old hint 29ABCDE1234F1Z5', () => {
    expect(isValidGstin(GSTIN_EXAMPLE)).toBe(true);
    expect(gstinCheckCharacter(GSTIN_EXAMPLE.slice(0, 14))).toBe(GSTIN_EXAMPLE[14]);
    expect(isValidGstin('29ABCDE1234F1Z5')).toBe(false);
  });
});

describe('gstinStateCode', () => {
  it('reads the state code of a GSTIN, and nothing of text that is none', () => {
    expect(gstinStateCode('27AAPFU0939F1ZV')).toBe('27');
    expect(gstinStateCode(' 27aapfu0939f1zv ')).toBe('27');
    expect(gstinStateCode('27AAPFU0939F')).toBeNull();
    expect(gstinStateCode('')).toBeNull();
    expect(gstinStateCode(null)).toBeNull();
  });
});
