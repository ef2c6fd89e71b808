import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appConfigEntrySchema,
  appConfigKeyQuerySchema,
  appConfigSettingsResponseSchema,
  encValueQuerySchema,
  updateAppConfigBodySchema,
} from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { currentUser } from '../../platform/auth.js';
import { createAppConfigService } from './app-config.service.js';

export const appConfigRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const appConfig = createAppConfigService(ctx);

  app.get(
    '/AppConfigurations/GetAppConfigKeyValueByKeyName',
    {
      config: { access: 'public' },
      schema: {
        tags: ['AppConfigurations'],
        querystring: appConfigKeyQuerySchema,
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
      schema: {
        tags: ['AppConfigurations'],
        querystring: encValueQuerySchema,
        response: { 200: z.string() },
      },
    },
    async (request) => appConfig.encrypt(request.query.strval),
  );
};
