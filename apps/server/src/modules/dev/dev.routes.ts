import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessageSchema } from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';

/**
 * Development only: the SMS outbox, so OTPs and status messages can be read without a real gateway (status
 * messages with their channel, template and variables). Registered only when DEV_TOOLS is on (default: the
 * embedded demo on loopback); never in production.
 */
export const devRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/Dev/Outbox',
    {
      config: { access: 'public' },
      schema: { tags: ['Development'], response: { 200: z.array(outboxMessageSchema) } },
    },
    async () => {
      const rows = await ctx.db
        .selectFrom('sms_outbox')
        .select(['to_mobile', 'body', 'created_at', 'channel', 'template', 'variables'])
        .orderBy('id', 'desc')
        .limit(50)
        .execute();
      return rows.map((row) => ({
        to: row.to_mobile,
        text: row.body,
        createdon: row.created_at,
        channel: row.channel,
        template: row.template,
        variables: row.variables ? (JSON.parse(row.variables) as Record<string, string>) : null,
      }));
    },
  );
};
