import { z } from 'zod';
import { LIST_PAGE_MAX, LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX } from '../constants.js';
import { decimalTextToNumber } from '../helpers/zod-rules.js';

/**
 * PAGE or PAGESIZE of a query string: a whole number from 1 (to `max`), written in decimal (not '0x10' or '1e1',
 * which `Number` would read), with messages naming the parameter.
 */
export function pagingNumber(name: string, max?: number) {
  const base = z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`);
  return z.preprocess(
    decimalTextToNumber,
    max === undefined ? base : base.max(max, `${name} must be at most ${max}`),
  );
}

export const pageQuerySchema = z.object({
  PAGE: pagingNumber('PAGE', LIST_PAGE_MAX).default(1),
  PAGESIZE: pagingNumber('PAGESIZE', LIST_PAGE_SIZE_MAX).default(LIST_PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export const sortOrderSchema = z.enum(SORT_ORDERS, { error: "ORDER must be 'asc' or 'desc'" });

/** SEARCH of a list's query string: the text the list is narrowed by ('' for all). */
export const listSearchSchema = z
  .string()
  .trim()
  .max(100, 'SEARCH must be at most 100 characters')
  .optional()
  .default('');

/** SEARCH, SORT and ORDER of a list's query string; the sort keys and the default sort are the list's own. */
export function searchSortQuery<const S extends readonly [string, ...string[]]>(
  sorts: S,
  defaultSort: S[number],
) {
  return {
    SEARCH: listSearchSchema,
    SORT: z.enum(sorts, { error: `SORT must be one of ${sorts.join(', ')}` }).default(defaultSort as never),
    ORDER: sortOrderSchema.default('asc'),
  };
}

/** Sort keys of the center's request table (the columns of spec section 2's request table). */
export const CENTER_REQUEST_SORTS = [
  'refNo',
  'date',
  'problem',
  'vehicle',
  'mileage',
  'mobile',
  'location',
  'remarks',
] as const;
export type CenterRequestSort = (typeof CENTER_REQUEST_SORTS)[number];

/** Sort keys of the offers table (the Offer fields of its columns). */
export const OFFER_SORTS = [
  'offercode',
  'offer',
  'discountofferedpercentage',
  'discountofferedamount',
  'startdate',
  'enddate',
  'validtill',
  'offerremarks',
  'isactive',
] as const;
export type OfferSortField = (typeof OFFER_SORTS)[number];

/** Offers list query beyond SERVICECENTERID: search, sort and page (default: offer code ascending). */
export const offersListQuerySchema = z.object({
  ...searchSortQuery(OFFER_SORTS, 'offercode'),
  ...pageQuerySchema.shape,
});
export type OffersListQuery = z.infer<typeof offersListQuerySchema>;
