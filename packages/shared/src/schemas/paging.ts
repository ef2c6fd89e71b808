import { z } from 'zod';
import { LIST_PAGE_MAX, LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX } from '../constants.js';

const wholeNumber = (name: string, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(max, `${name} must be at most ${max}`);

export const pageQuerySchema = z.object({
  PAGE: wholeNumber('PAGE', LIST_PAGE_MAX).default(1),
  PAGESIZE: wholeNumber('PAGESIZE', LIST_PAGE_SIZE_MAX).default(LIST_PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export const sortOrderSchema = z.enum(SORT_ORDERS, { error: "ORDER must be 'asc' or 'desc'" });

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
  SEARCH: z.string().trim().max(100, 'SEARCH must be at most 100 characters').optional().default(''),
  SORT: z.enum(OFFER_SORTS, { error: `SORT must be one of ${OFFER_SORTS.join(', ')}` }).default('offercode'),
  ORDER: sortOrderSchema.default('asc'),
  ...pageQuerySchema.shape,
});
export type OffersListQuery = z.infer<typeof offersListQuerySchema>;
