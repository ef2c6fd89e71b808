import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { websiteStatsAnswerSchema, websiteStatsSchema } from '@fixo/shared';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { createStatsService } from './stats.service.js';

export const statsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const stats = createStatsService(ctx);

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
    async (request, reply) => reply.status(200).send(await stats.recordVisit(request.body, request.ip)),
  );
};
