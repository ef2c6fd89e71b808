import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { websiteStatsAnswerSchema, websiteStatsSchema } from '@fixo/shared';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { nowIso } from '../../platform/db.js';

export const statsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/Utility/AddAndUpdateWebsiteStats',
    {
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['Utility'],
        querystring: z.object({ TOKEN: z.string().max(500).optional() }).passthrough(),
        body: websiteStatsSchema,
        response: { 200: websiteStatsAnswerSchema },
      },
    },
    async (request, reply) => {
      const stat = request.body;
      const now = nowIso();
      // One row per page, counting visits: the client's own counter, IP and time are not trusted.
      await ctx.db
        .insertInto('website_stats')
        .values({
          page_id: stat.pageid,
          page_name: stat.pagename,
          page_path: stat.pagepath,
          visitor_count: 1,
          remarks: stat.remarks ?? '',
          last_visit_at: now,
          last_visit_region: stat.lastvisitregion ?? '',
          last_visit_ip: request.ip,
        })
        .onConflict((oc) =>
          oc.column('page_id').doUpdateSet((eb) => ({
            visitor_count: eb('website_stats.visitor_count', '+', 1),
            page_name: stat.pagename,
            page_path: stat.pagepath,
            last_visit_at: now,
            last_visit_ip: request.ip,
          })),
        )
        .execute();
      const row = await ctx.db
        .selectFrom('website_stats')
        .select(['page_id as pageid', 'page_name as pagename', 'visitor_count as visitorcount'])
        .where('page_id', '=', stat.pageid)
        .executeTakeFirstOrThrow();
      return reply.status(200).send(row);
    },
  );
};
