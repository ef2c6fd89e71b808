import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appConfigEntrySchema,
  appConfigSettingsResponseSchema,
  updateAppConfigBodySchema,
} from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { currentUser } from '../../platform/auth.js';
import { createAppConfigService } from './app-config.service.js';

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
  const appConfig = createAppConfigService(ctx);

  app.get(
    '/AppConfigurations/GetAppConfigKeyValueByKeyName',
    {
      config: { access: 'public' },
      schema: {
        tags: ['AppConfigurations'],
        querystring: keyQuery,
        response: { 200: z.array(appConfigEntrySchema) },
      },
    },
    async (request) => appConfig.publicValue(request.query.APCKEY),
  );

  app.get(
    '/AppConfigurations/GetSettings',
    {
      config: { access: ['Manager'] },
      schema: { tags: ['AppConfigurations'], response: { 200: appConfigSettingsResponseSchema } },
    },
    async () => appConfig.settings(),
  );

  app.put(
    '/AppConfigurations/UpdateSetting',
    {
      config: { access: ['Manager'] },
      schema: {
        tags: ['AppConfigurations'],
        body: updateAppConfigBodySchema,
        response: { 200: appConfigSettingsResponseSchema },
      },
    },
    async (request) => appConfig.update(request.body, currentUser(request)),
  );

  // The contract encrypts location values before sending them back as query parameters.
  app.get(
    '/AppConfigurations/GetEncValue',
    {
      config: { access: 'public' },
      // The ciphertext as bare text (the contract's answer), not a JSON string.
      schema: { tags: ['AppConfigurations'], querystring: encQuery, response: { 200: z.string() } },
    },
    async (request) => appConfig.encrypt(request.query.strval),
  );
};
