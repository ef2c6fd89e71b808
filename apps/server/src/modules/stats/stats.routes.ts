import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tokenQuerySchema, websiteStatsAnswerSchema, websiteStatsSchema } from '@fixo/shared';
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
        // Other query parameters of old clients are let through, as the contract did.
        querystring: tokenQuerySchema.passthrough(),
        body: websiteStatsSchema,
        response: { 200: websiteStatsAnswerSchema },
      },
    },
    async (request, reply) => reply.status(200).send(await stats.recordVisit(request.body, request.ip)),
  );
};
