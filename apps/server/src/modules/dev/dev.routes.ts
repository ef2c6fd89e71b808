import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context.js';

/**
 * Development only: the SMS outbox, so OTPs can be read without a real gateway. Registered only when DEV_TOOLS
 * is on (default: the embedded demo on loopback); never in production.
 */
export const devRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/Dev/Outbox', { config: { access: 'public' }, schema: { tags: ['Development'] } }, async () =>
    ctx.db
      .selectFrom('sms_outbox')
      .select(['to_mobile as to', 'body as text', 'created_at as createdon'])
      .orderBy('id', 'desc')
      .limit(50)
      .execute(),
  );
};
