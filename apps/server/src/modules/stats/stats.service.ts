import { PAGE_NAMES, type WebsiteStats, type WebsiteStatsAnswer } from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { nowIso } from '../../platform/db.js';

export function createStatsService(ctx: Pick<AppContext, 'db'>) {
  return {
    /** One row per page, counting visits: the client's own counter, IP and time are not trusted. */
    async recordVisit(stat: WebsiteStats, ip: string): Promise<WebsiteStatsAnswer> {
      const now = nowIso();
      await ctx.db
        .insertInto('website_stats')
        .values({
          page_id: stat.pageid,
          page_name: PAGE_NAMES[stat.pageid],
          page_path: stat.pagepath,
          visitor_count: 1,
          remarks: stat.remarks ?? '',
          last_visit_at: now,
          last_visit_region: stat.lastvisitregion ?? '',
          last_visit_ip: ip,
        })
        .onConflict((oc) =>
          oc.column('page_id').doUpdateSet((eb) => ({
            visitor_count: eb('website_stats.visitor_count', '+', 1),
            page_name: PAGE_NAMES[stat.pageid],
            page_path: stat.pagepath,
            last_visit_at: now,
            last_visit_ip: ip,
          })),
        )
        .execute();
      return ctx.db
        .selectFrom('website_stats')
        .select(['page_id as pageid', 'page_name as pagename', 'visitor_count as visitorcount'])
        .where('page_id', '=', stat.pageid)
        .executeTakeFirstOrThrow();
    },
  };
}
