import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { estimateDecisionPayloadSchema, estimateTokenParamsSchema, publicEstimateSchema } from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { createEstimatesService } from './estimates.service.js';

const tags = ['Estimate'];
/** The public link is guessable by nobody (32 random bytes), but it is still a door from the internet: rate-limited. */
export const ESTIMATE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** The customer's estimate page: no account, the private token is the only key. */
export const estimatesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const estimates = createEstimatesService(ctx);

  app.get(
    '/Estimate/:token',
    {
      config: { access: 'public', rateLimit: ESTIMATE_RATE_LIMIT },
      schema: { tags, params: estimateTokenParamsSchema, response: { 200: publicEstimateSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      reply.header('referrer-policy', 'no-referrer');
      return estimates.publicView(request.params.token);
    },
  );

  app.post(
    '/Estimate/:token/Decision',
    {
      config: { access: 'public', rateLimit: ESTIMATE_RATE_LIMIT },
      schema: {
        tags,
        params: estimateTokenParamsSchema,
        body: estimateDecisionPayloadSchema,
        response: { 200: publicEstimateSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return estimates.decide(request.params.token, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
    },
  );
};
