import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MOBILE_VERIFICATION_MESSAGES,
  USER_TYPES,
  consentAnswerSchema,
  consentRecordSchema,
  consentsByMobileQuerySchema,
} from '@fixo/shared';
import { z } from 'zod';
import { sendPage } from '../../platform/paging.js';
import type { AppContext } from '../../platform/context.js';
import { currentUser } from '../../platform/auth.js';
import { assertOwnMobileOrManager } from '../auth/index.js';
import { forbidden } from '../../platform/errors.js';
import {
  VERIFICATION_COOKIE,
  isAccountMobileVerified,
  isVerifiedInBrowser,
} from '../mobile-verification/index.js';
import { createConsentsService } from './consents.service.js';

/** A public write: limit it so the table cannot be flooded from one address. */
const CONSENTS_PER_MINUTE = 30;

export const consentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const consents = createConsentsService(ctx);

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
      schema: {
        tags: ['LoginUserConsent'],
        body: consentRecordSchema,
        response: { 201: consentAnswerSchema },
      },
    },
    async (request, reply) => {
      // The person's own decision only when the caller is signed in with that number or proved it in this
      // browser (a registration's code step); anyone else's record is kept as evidence and decides nothing.
      const mobile = request.body.usermobile;
      const byOwner =
        request.user?.mobile === mobile ||
        (await isVerifiedInBrowser(ctx.db, mobile, request.cookies[VERIFICATION_COOKIE]));
      reply.status(201);
      return consents.add(request.body, byOwner);
    },
  );

  app.get(
    '/LoginUserConsent/GetConsentsByMobile',
    {
      config: { access: USER_TYPES },
      schema: {
        tags: ['LoginUserConsent'],
        querystring: consentsByMobileQuerySchema,
        response: { 200: z.array(consentAnswerSchema) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      assertOwnMobileOrManager(user, request.query.MOBILENO);
      // Consents are written anonymously (with GPS positions): only an account that proved the number sees them.
      if (user.userType !== 'Manager' && !(await isAccountMobileVerified(ctx.db, user.accountId)))
        throw forbidden(MOBILE_VERIFICATION_MESSAGES.verifyToSee);
      return sendPage(reply, await consents.byMobile(request.query.MOBILENO, request.query), request.query);
    },
  );
};
