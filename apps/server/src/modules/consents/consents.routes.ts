import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { USER_TYPES, consentRecordSchema, mobileNumberSchema } from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { currentUser } from '../../platform/auth.js';
import { forbidden } from '../../platform/errors.js';
import { createConsentsService } from './consents.service.js';

const byMobileQuery = z.object({
  MOBILENO: mobileNumberSchema,
  TOKEN: z.string().max(500).optional(),
});

/** A public write: limit it so the table cannot be flooded from one address. */
const CONSENTS_PER_MINUTE = 30;

export const consentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const consents = createConsentsService(ctx.db);

  app.post(
    '/LoginUserConsent/AddNewLoginUserConsent',
    {
      // Sent from the registration screens before any account exists.
      config: {
        access: 'public',
        rateLimit: {
          max: Math.max(CONSENTS_PER_MINUTE, ctx.config.loginRateLimitPerMinute),
          timeWindow: '1 minute',
        },
      },
      schema: { tags: ['LoginUserConsent'], body: consentRecordSchema },
    },
    async (request, reply) => {
      reply.status(201);
      return consents.add(request.body);
    },
  );

  app.get(
    '/LoginUserConsent/GetConsentsByMobile',
    { config: { access: USER_TYPES }, schema: { tags: ['LoginUserConsent'], querystring: byMobileQuery } },
    async (request) => {
      const user = currentUser(request);
      if (user.userType !== 'Manager' && user.mobile !== request.query.MOBILENO) throw forbidden();
      return consents.byMobile(request.query.MOBILENO);
    },
  );
};
