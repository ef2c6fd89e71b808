import { z } from 'zod';
import { mobileNumberSchema } from '../helpers/mobile.js';
import { pageQuerySchema } from './paging.js';

/**
 * TOKEN: the old contract's fixed value on most calls. Accepted (at most 500 characters) and ignored; it is not
 * security. One rule, so every route says the same about it.
 */
export const contractTokenSchema = z.string().max(500).optional();

/** A query string with nothing but the contract's TOKEN. */
export const tokenQuerySchema = z.object({ TOKEN: contractTokenSchema });
export type TokenQuery = z.infer<typeof tokenQuerySchema>;

/** A by-mobile lookup's query (?MOBILENO=9876543210). */
export const byMobileQuerySchema = tokenQuerySchema.extend({ MOBILENO: mobileNumberSchema });

/** A paged list that takes only TOKEN besides PAGE and PAGESIZE. */
export const pagedTokenQuerySchema = tokenQuerySchema.extend(pageQuerySchema.shape);

/** A private link's token in the path (tracking, rating and event links). */
export const linkTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
