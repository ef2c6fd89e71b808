import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as shared from '../index.js';
import { contractId, idNumber, isIdInRange, MAX_ID, optionalQueryId, positiveId } from './zod-rules.js';

const TOO_LARGE = [
  MAX_ID + 1,
  2 ** 32,
  2 ** 53,
  2 ** 63,
  1e308,
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999',
];
const NOT_IDS = [-1, 1.5, 'NaN', 'Infinity', '1e3', '0x10', '-1', 'abc', null, true, [], {}];

describe('the id rule', () => {
  it('accepts whole numbers up to the largest value a 32-bit id column holds, as numbers or numeric text', () => {
    expect(positiveId.parse(1)).toBe(1);
    expect(positiveId.parse(MAX_ID)).toBe(MAX_ID);
    expect(positiveId.parse(' 42 ')).toBe(42);
    expect(contractId.parse(0)).toBe(0);
    expect(contractId.parse('0')).toBe(0);
  });

  it('refuses ids beyond the column, fractions, negatives and non-numbers with a clear message', () => {
    for (const value of [...TOO_LARGE, ...NOT_IDS]) {
      const result = positiveId.safeParse(value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('must be a whole number from 1 to 2147483647');
      expect(contractId.safeParse(value).success, String(value)).toBe(false);
    }
    expect(positiveId.safeParse(0).success).toBe(false);
    expect(idNumber({ message: 'Pick a plan' }).safeParse(2 ** 31).error?.issues[0]?.message).toBe(
      'Pick a plan',
    );
  });

  it('names the query field in its message and treats an empty query value as absent', () => {
    const rule = optionalQueryId('STATEID');
    expect(rule.parse('')).toBeUndefined();
    expect(rule.parse(undefined)).toBeUndefined();
    expect(rule.parse('29')).toBe(29);
    expect(rule.safeParse('2147483648').error?.issues[0]?.message).toBe(
      'STATEID must be a whole number from 1 to 2147483647',
    );
  });

  it('isIdInRange agrees with the schema', () => {
    expect(isIdInRange(MAX_ID)).toBe(true);
    expect(isIdInRange(MAX_ID + 1)).toBe(false);
    expect(isIdInRange(0)).toBe(false);
    expect(isIdInRange(0, 0)).toBe(true);
    expect(isIdInRange(Number.NaN)).toBe(false);
  });
});

/** Field names that end in "id" but are not ids. */
const NOT_ID_FIELDS = new Set(['emailid', 'paid']);
/** Ids the route reads by hand, to answer the contract's exact error (centerOffersQuerySchema says why). */
const READ_BY_HAND = new Set(['centerOffersQuerySchema.SERVICECENTERID']);

describe('every id field of every shared schema', () => {
  const objectSchemas = Object.entries(shared as Record<string, unknown>).filter(
    (entry): entry is [string, z.ZodObject] =>
      typeof entry[1] === 'object' && entry[1] !== null && 'shape' in entry[1] && 'safeParse' in entry[1],
  );

  it('finds the schemas', () => {
    expect(objectSchemas.length).toBeGreaterThan(20);
  });

  it('refuses an id too large for its column (body, query and response schemas alike)', () => {
    const unbounded: string[] = [];
    let checked = 0;
    for (const [name, schema] of objectSchemas) {
      for (const [field, fieldSchema] of Object.entries(schema.shape)) {
        if (!/ids?$/i.test(field) || NOT_ID_FIELDS.has(field.toLowerCase())) continue;
        if (READ_BY_HAND.has(`${name}.${field}`)) continue;
        checked += 1;
        const rule = fieldSchema as z.ZodType;
        for (const value of [2 ** 31, '2147483648', 2 ** 63, [2 ** 31]]) {
          if (rule.safeParse(value).success)
            unbounded.push(`${name}.${field} accepts ${JSON.stringify(value)}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(unbounded).toEqual([]);
  });
});
