import { z } from 'zod';

/** A rule: the value passes when `test` returns true; otherwise `message` is the (only) issue. */
export type TextRule = readonly [test: (value: string) => boolean, message: string];

/**
 * A string schema whose rules are checked in order and report only the first failure, so a field shows one
 * exact message. `requiredMessage` is used when the value is missing (undefined/null/not a string).
 */
export function orderedString(
  requiredMessage: string,
  rules: readonly TextRule[],
  options: { trim?: boolean } = {},
) {
  const base = z.string({ error: requiredMessage });
  return (options.trim === false ? base : base.trim()).superRefine((value, ctx) => {
    for (const [test, message] of rules) {
      if (!test(value)) {
        ctx.addIssue({ code: 'custom', message });
        return;
      }
    }
  });
}

/** Like orderedString, but undefined and '' are accepted (and '' is kept as ''). */
export function optionalOrderedString(rules: readonly TextRule[]) {
  return z
    .string()
    .trim()
    .optional()
    .superRefine((value, ctx) => {
      if (value === undefined || value === '') return;
      for (const [test, message] of rules) {
        if (!test(value)) {
          ctx.addIssue({ code: 'custom', message });
          return;
        }
      }
    });
}

export const notEmpty = (v: string): boolean => v.length > 0;
export const maxLen =
  (n: number) =>
  (v: string): boolean =>
    v.length <= n;
export const minLen =
  (n: number) =>
  (v: string): boolean =>
    v.length >= n;
export const matches =
  (re: RegExp) =>
  (v: string): boolean =>
    re.test(v);

/**
 * The largest id any table holds: ids are 32-bit signed integers (`integer` / `serial` in PostgreSQL), so a
 * larger number would make the database refuse the query (a 500) instead of answering "no such row".
 */
export const MAX_ID = 2_147_483_647;

/** The message of an id outside its range, e.g. 'must be a whole number from 1 to 2147483647'. */
export const idRangeMessage = (min: 0 | 1): string => `must be a whole number from ${min} to ${MAX_ID}`;

/** True when `n` is an id a table can hold (`min` 0 where the contract uses 0 for "new" or "none"). */
export function isIdInRange(n: number, min: 0 | 1 = 1): boolean {
  return Number.isSafeInteger(n) && n >= min && n <= MAX_ID;
}

/**
 * A select value as text: numbers become text, so `{ id: 3 }` and `{ id: '3' }` both work. Numeric text is an
 * id, so it must fit an id column (the form's own message otherwise).
 */
export function idText(message: string) {
  return z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
    z
      .string({ error: message })
      .trim()
      .min(1, message)
      .refine((v) => !/^\d+$/.test(v) || isIdInRange(Number(v), 0), message),
  );
}

/**
 * Plain decimal text ('3', '-1.5', ' 2.25 ') becomes a number; anything else ('0x10', '1e3', 'Infinity', '')
 * is left for the number check to refuse. `Number(text)` alone would read hex and exponents.
 */
export const decimalTextToNumber = (v: unknown): unknown =>
  typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v;

/** Digits only (spaces around allowed) become a number; anything else is left for the number check to refuse. */
export const numericTextToNumber = (v: unknown): unknown =>
  typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v;

/**
 * THE id rule of every schema (body, query, path): a whole number from `min` (1, or 0 where the contract uses
 * 0 for "new"/"none") to MAX_ID; numeric text is accepted. Anything else gets `message` (a clear range message
 * by default), never a database error.
 */
export function idNumber(options: { min?: 0 | 1; message?: string } = {}) {
  const min = options.min ?? 1;
  const message = options.message ?? idRangeMessage(min);
  return z.preprocess(
    numericTextToNumber,
    z.number({ error: message }).int(message).min(min, message).max(MAX_ID, message),
  );
}

/** An id of the contract: 0 ("new"/"none") to MAX_ID; numeric text is accepted. */
export const contractId = idNumber({ min: 0 });

/** Positive id: 1 to MAX_ID (numeric text accepted). */
export const positiveId = idNumber({ min: 1 });

/** An id in an ANSWER: response schemas must encode, so no preprocess (contractId) there; same range as a column. */
export const idOut = z.number().int().nonnegative().max(MAX_ID);

/** An optional id of a query string (`STATEID=29`): absent or '' is undefined, anything else an id. */
export function optionalQueryId(name: string) {
  return z.preprocess(
    (v) => (v === '' ? undefined : v),
    idNumber({ message: `${name} ${idRangeMessage(1)}` }).optional(),
  );
}

/** A flag that also accepts 'true'/'false' and 1/0 (old clients send either). */
export const looseBoolean = z.preprocess((v) => {
  if (v === 'true' || v === 1 || v === '1') return true;
  if (v === 'false' || v === 0 || v === '0') return false;
  return v;
}, z.boolean());
