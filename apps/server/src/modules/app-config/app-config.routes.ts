import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';

const keyQuery = z.object({
  APCKEY: z
    .string({ message: 'APCKEY is required' })
    .min(1, 'APCKEY is required')
    .max(100, 'APCKEY must be at most 100 characters'),
  TOKEN: z.string().max(500).optional(),
});
const encQuery = z.object({
  strval: z.string({ message: 'strval is required' }).max(2000, 'strval must be at most 2000 characters'),
  TOKEN: z.string().max(500).optional(),
});

export const appConfigRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/AppConfigurations/GetAppConfigKeyValueByKeyName',
    { config: { access: 'public' }, schema: { tags: ['AppConfigurations'], querystring: keyQuery } },
    async (request) => {
      const rows = await ctx.db
        .selectFrom('app_config')
        .select(['key as apckey', 'value as apcvalue'])
        .where('key', '=', request.query.APCKEY)
        .execute();
      return rows;
    },
  );

  // The contract encrypts location values before sending them back as query parameters.
  app.get(
    '/AppConfigurations/GetEncValue',
    { config: { access: 'public' }, schema: { tags: ['AppConfigurations'], querystring: encQuery } },
    async (request) => ctx.cipher.encrypt(request.query.strval),
  );
};
