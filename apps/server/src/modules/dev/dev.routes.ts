import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessageSchema } from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';

/**
 * Development only: the SMS outbox, so OTPs can be read without a real gateway. Registered only when DEV_TOOLS
 * is on (default: the embedded demo on loopback); never in production.
 */
export const devRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/Dev/Outbox',
    {
      config: { access: 'public' },
      schema: { tags: ['Development'], response: { 200: z.array(outboxMessageSchema) } },
    },
    async () =>
      ctx.db
        .selectFrom('sms_outbox')
        .select(['to_mobile as to', 'body as text', 'created_at as createdon'])
        .orderBy('id', 'desc')
        .limit(50)
        .execute(),
  );
};
