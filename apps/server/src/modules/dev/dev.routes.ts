import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessageSchema } from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { createDevService } from './dev.service.js';

/**
 * Development only: the SMS outbox, so OTPs and status messages can be read without a real gateway (status
 * messages with their channel, template and variables). Registered only when DEV_TOOLS is on (default: the
 * embedded demo on loopback); never in production.
 */
export const devRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const dev = createDevService(ctx);

  app.get(
    '/Dev/Outbox',
    {
      config: { access: 'public' },
      schema: { tags: ['Development'], response: { 200: z.array(outboxMessageSchema) } },
    },
    async () => dev.outbox(),
  );
};
