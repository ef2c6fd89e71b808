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

/** A select value as text: numbers become text, so `{ id: 3 }` and `{ id: '3' }` both work. */
export function idText(message: string) {
  return z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
    z.string({ error: message }).trim().min(1, message),
  );
}

/** An id of the contract: a non-negative integer; numeric text is accepted. */
export const contractId = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number().int().nonnegative(),
);

/** Positive integer id (numeric text accepted). */
export const positiveId = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number().int().positive(),
);

/** A flag that also accepts 'true'/'false' and 1/0 (old clients send either). */
export const looseBoolean = z.preprocess((v) => {
  if (v === 'true' || v === 1 || v === '1') return true;
  if (v === 'false' || v === 0 || v === '0') return false;
  return v;
}, z.boolean());
