import { z } from 'zod';
import { contractId, idOut, numericTextToNumber } from '../helpers/zod-rules.js';
import { PAGE_IDS, type PageId } from '../constants.js';

const PAGE_ID_VALUES: readonly number[] = Object.values(PAGE_IDS);
const pageIdMessage = `pageid must be one of ${PAGE_ID_VALUES.join(', ')}`;

/**
 * POST /api/Utility/AddAndUpdateWebsiteStats (website stats record). Only the spec's pages are counted, under
 * their own names (PAGE_NAMES; `pagename` is accepted and not stored), at a path of this site: anyone may call
 * it, so nobody may rename a page or point it elsewhere.
 */
export const websiteStatsSchema = z.object({
  pageid: z.preprocess(
    numericTextToNumber,
    z
      .number({ error: pageIdMessage })
      .refine((id) => PAGE_ID_VALUES.includes(id), pageIdMessage)
      .transform((id) => id as PageId),
  ),
  pagename: z.string().trim().min(1).max(200),
  pagepath: z
    .string()
    .trim()
    .max(500)
    .regex(/^\/[A-Za-z0-9\-._~/%]*$/, 'pagepath must be a path of this site, such as /customer-profile'),
  visitorcount: contractId.optional().default(1),
  remarks: z.string().max(1000).optional().default(''),
  lastvisitdatetime: z.string().optional().default(''),
  /** 'lat, lon' reverse-geocoded location text, or 'Unknown'. */
  lastvisitregion: z.string().max(500).optional().default('Unknown'),
  lastvisitedipaddress: z.string().max(100).optional().default(''),
  token: z.string().optional(),
});
export type WebsiteStats = z.infer<typeof websiteStatsSchema>;
export type WebsiteStatsInput = z.input<typeof websiteStatsSchema>;

/** Answer of AddAndUpdateWebsiteStats: the page's visit count after this visit. */
export const websiteStatsAnswerSchema = z.object({
  pageid: idOut,
  pagename: z.string(),
  visitorcount: z.number().int().nonnegative(),
});
export type WebsiteStatsAnswer = z.infer<typeof websiteStatsAnswerSchema>;
