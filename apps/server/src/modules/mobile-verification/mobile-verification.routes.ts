import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  MOBILE_VERIFICATION_MESSAGES as MV,
  VERIFICATION_CODE_MINUTES,
  USER_TYPES,
  mobileVerificationStatusSchema,
  mobileVerifiedSchema,
  resetPasscodeSchema,
  sessionResponseSchema,
  sendVerificationCodeSchema,
  verificationMessageSchema,
  verifyMobileSchema,
} from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { currentUser, findSessionUser } from '../../platform/auth.js';
import { unauthorized } from '../../platform/errors.js';
import { createAuthService, setSessionCookie } from '../auth/index.js';
import {
  VERIFICATION_COOKIE,
  createMobileVerificationService,
  isAccountMobileVerified,
} from './mobile-verification.service.js';

export const mobileVerificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const verification = createMobileVerificationService(ctx);
  const auth = createAuthService(ctx);
  // In-process burst limit per address; the hourly limits per number and per address live in the database.
  const burstLimit = { max: ctx.config.loginRateLimitPerMinute, timeWindow: '1 minute' };

  const keepBrowserToken = (reply: FastifyReply, token: string) =>
    reply.setCookie(VERIFICATION_COOKIE, token, {
      path: '/api',
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.config.env === 'production',
      maxAge: VERIFICATION_CODE_MINUTES * 60 * 3,
    });

  app.post(
    '/Auth/SendVerificationCode',
    {
      config: { access: 'public', rateLimit: burstLimit },
      schema: {
        tags: ['Auth'],
        body: sendVerificationCodeSchema,
        response: { 200: verificationMessageSchema },
      },
    },
    async (request, reply) => {
      const token = await verification.send(request.body, request.ip, request.cookies[VERIFICATION_COOKIE]);
      keepBrowserToken(reply, token);
      return { message: MV.codeSent };
    },
  );

  app.post(
    '/Auth/VerifyMobile',
    {
      config: { access: 'public', rateLimit: burstLimit },
      schema: { tags: ['Auth'], body: verifyMobileSchema, response: { 200: mobileVerifiedSchema } },
    },
    async (request) => {
      const { accountVerified } = await verification.verify(
        request.body.mobileno,
        request.body.code,
        request.cookies[VERIFICATION_COOKIE],
        request.user,
      );
      return {
        message: MV.verified,
        mobileno: request.body.mobileno,
        verified: true as const,
        accountverified: accountVerified,
      };
    },
  );

  app.post(
    '/Auth/ResetPasscode',
    {
      config: { access: 'public', rateLimit: burstLimit },
      // The answer is Login's.
      schema: { tags: ['Auth'], body: resetPasscodeSchema, response: { 200: sessionResponseSchema } },
    },
    async (request, reply) => {
      const accountId = await verification.resetPasscode(request.body, request.cookies[VERIFICATION_COOKIE]);
      // Every session of the account ended with the reset; only this browser is signed in again.
      const token = await auth.createSession(accountId);
      const user = await findSessionUser(ctx.db, token);
      if (!user) throw unauthorized();
      setSessionCookie(ctx, reply, token);
      return auth.sessionAnswer(user);
    },
  );

  app.get(
    '/Auth/MobileVerification',
    {
      config: { access: USER_TYPES },
      schema: { tags: ['Auth'], response: { 200: mobileVerificationStatusSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      return { mobileno: user.mobile, verified: await isAccountMobileVerified(ctx.db, user.accountId) };
    },
  );
};
