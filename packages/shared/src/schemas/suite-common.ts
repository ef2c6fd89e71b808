import { z } from 'zod';
import { SUITE_MESSAGES as S } from '../suite-messages.js';
import { decimalTextToNumber, idRangeMessage, looseBoolean, MAX_ID } from '../helpers/zod-rules.js';
import { LIST_PAGE_MAX } from '../constants.js';
import { pagingNumber, searchSortQuery } from './paging.js';

/** Pieces shared by the suite's contracts (customer masters, parts & services, job cards; invoices next). */

export const SUITE_MAX_PAGE_SIZE = 100;
/** GST rates in force in India (percent). */
export const GST_RATE_VALUES = [0, 5, 12, 18, 28, 40] as const;
/** Largest price of one unit: ₹1,00,00,000 in paise. */
export const MAX_PRICE_PAISE = 1_000_000_000;
export const MAX_QTY = 100_000;
/**
 * Largest sum of a job card's lines before discount and GST: ₹1,000 crore in paise. A line alone may reach
 * MAX_QTY × MAX_PRICE_PAISE, but 200 such lines would pass 2^53 paise, where totals stop being exact integers.
 */
export const MAX_JOB_CARD_PAISE = 1_000_000_000_000;
export const CSV_MAX_ROWS = 2000;

/** Whether lines (raw, unvalidated input) together pass MAX_JOB_CARD_PAISE before discount and GST. */
export function linesGrossTooLarge(lines: unknown): boolean {
  if (!Array.isArray(lines)) return false;
  const gross = lines.reduce((sum: number, line: { qty?: unknown; unitpricepaise?: unknown }) => {
    const amount = Number(line?.qty) * Number(line?.unitpricepaise);
    return Number.isFinite(amount) && amount > 0 ? sum + amount : sum;
  }, 0);
  return gross > MAX_JOB_CARD_PAISE;
}

/** PAGE, PAGESIZE, SEARCH, SORT, ORDER of a suite list (query string, upper case like the contract's TOKEN). */
export function suiteListQuery<const S extends readonly [string, ...string[]]>(
  sorts: S,
  defaultSort: S[number],
) {
  return {
    ...searchSortQuery(sorts, defaultSort),
    PAGE: pagingNumber('PAGE', LIST_PAGE_MAX).default(1),
    PAGESIZE: pagingNumber('PAGESIZE', SUITE_MAX_PAGE_SIZE).default(20),
  };
}

/** A page of a list: `{ items, total, page, pagesize }`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pagesize: z.number().int().positive(),
  });
}

/** Integer paise, 0 … ₹1 crore; numeric text accepted. */
export const paiseSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: S.pricePaise })
    .refine(Number.isInteger, S.pricePaise)
    .min(0, S.pricePaise)
    .max(MAX_PRICE_PAISE, S.priceMax),
);

/** Quantities are kept to 3 decimals (3.5 litre, 0.25 kg). */
export const hasAtMost3Decimals = (n: number) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6;

/** A quantity > 0 with up to 3 decimals (3.5 litre). */
export const qtySchema = z.preprocess(
  decimalTextToNumber,
  z
    .number({ error: S.qtyInvalid })
    .refine(Number.isFinite, S.qtyInvalid)
    .refine(hasAtMost3Decimals, S.qtyInvalid)
    .refine((n) => n > 0, S.qtyPositive)
    .refine((n) => n <= MAX_QTY, S.qtyMax),
);

/** A signed quantity (stock adjustments), up to 3 decimals, not 0. */
export const signedQtySchema = z.preprocess(
  decimalTextToNumber,
  z
    .number({ error: S.qtyInvalid })
    .refine(Number.isFinite, S.qtyInvalid)
    .refine(hasAtMost3Decimals, S.qtyInvalid)
    .refine((n) => n !== 0, S.adjustmentNotZero)
    .refine((n) => Math.abs(n) <= MAX_QTY, S.qtyMax),
);

export const gstRateSchema = z.preprocess(
  decimalTextToNumber,
  z
    .number({ error: S.gstRateInvalid })
    .refine((n) => (GST_RATE_VALUES as readonly number[]).includes(n), S.gstRateInvalid),
);

/** HSN: 4, 6 or 8 digits (goods). SAC: 6 digits starting 99 (services). */
export const HSN_REGEX = /^(\d{4}|\d{6}|\d{8})$/;
export const SAC_REGEX = /^99\d{4}$/;

/** CSV import: the file's text; `acceptValidOnly` confirms saving only the valid rows. */
export const csvImportSchema = z.object({
  csv: z.string({ error: S.csvRequired }).min(1, S.csvRequired).max(2_000_000, S.csvTooLarge),
  acceptValidOnly: looseBoolean.optional().default(false),
});
export type CsvImportBody = z.infer<typeof csvImportSchema>;
export type CsvImportBodyInput = z.input<typeof csvImportSchema>;

/** One row of an import preview: 1-based row number of the data (header excluded), errors by column. */
export const csvPreviewRowSchema = z.object({
  rowno: z.number().int().positive(),
  valid: z.boolean(),
  errors: z.record(z.string(), z.string()),
  /** The row as read, column → text. */
  values: z.record(z.string(), z.string()),
});
export type CsvPreviewRow = z.infer<typeof csvPreviewRowSchema>;

/** Answer of .../Preview (nothing saved) and, with `saved`, of the commit call. */
export const csvImportResultSchema = z.object({
  rows: z.array(csvPreviewRowSchema),
  validcount: z.number().int().nonnegative(),
  errorcount: z.number().int().nonnegative(),
  /** Rows written (0 for a preview). */
  saved: z.number().int().nonnegative(),
});
export type CsvImportResult = z.infer<typeof csvImportResultSchema>;

// idOut lives with the other id rules (older answer schemas use it without loading the suite's module).
export { idOut } from '../helpers/zod-rules.js';

/** `?id=` style single-id queries of the suite; an id no table can hold is refused (a 500 on PostgreSQL otherwise). */
export const positiveIdQuery = (name: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: `${name} is required` })
      .int(`${name} is required`)
      .positive(`${name} is required`)
      .max(MAX_ID, `${name} ${idRangeMessage(1)}`),
  );

/** An optional `?id=` filter of a suite list: absent means no filter. */
export const optionalIdQuery = (name: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: `${name} ${idRangeMessage(1)}` })
      .int(`${name} ${idRangeMessage(1)}`)
      .min(1, `${name} ${idRangeMessage(1)}`)
      .max(MAX_ID, `${name} ${idRangeMessage(1)}`)
      .optional(),
  );
