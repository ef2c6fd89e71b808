import { z } from 'zod';
import { contractId, idOut } from '../helpers/zod-rules.js';

/** POST /api/Utility/AddAndUpdateWebsiteStats (website stats record). */
export const websiteStatsSchema = z.object({
  pageid: contractId,
  pagename: z.string().trim().min(1).max(200),
  pagepath: z.string().trim().min(1).max(500),
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
