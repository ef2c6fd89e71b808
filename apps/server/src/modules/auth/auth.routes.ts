import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginRequestSchema,
  messageAnswerSchema,
  otpRequestSchema,
  sessionResponseSchema,
  USER_TYPES,
} from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { SESSION_COOKIE, currentUser, findSessionUser } from '../../platform/auth.js';
import { createAuthService, setSessionCookie } from './auth.service.js';
import { unauthorized } from '../../platform/errors.js';

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const auth = createAuthService(ctx);
  const signInLimit = {
    max: ctx.config.loginRateLimitPerMinute,
    timeWindow: '1 minute',
  };

  app.post(
    '/Auth/Login',
    {
      config: { access: 'public', rateLimit: signInLimit },
      schema: { tags: ['Auth'], body: loginRequestSchema, response: { 200: sessionResponseSchema } },
    },
    async (request, reply) => {
      const { token } = await auth.login(request.body);
      const user = await findSessionUser(ctx.db, token);
      if (!user) throw unauthorized();
      setSessionCookie(ctx, reply, token);
      return auth.sessionAnswer(user);
    },
  );

  app.post(
    '/Auth/RequestOtp',
    {
      config: { access: 'public', rateLimit: signInLimit },
      schema: { tags: ['Auth'], body: otpRequestSchema, response: { 200: messageAnswerSchema } },
    },
    async (request) => {
      await auth.requestOtp(request.body.mobileno, request.body.usertype);
      return { message: 'If this mobile number is registered, an OTP has been sent to it.' };
    },
  );

  app.get(
    '/Auth/Me',
    { config: { access: USER_TYPES }, schema: { tags: ['Auth'], response: { 200: sessionResponseSchema } } },
    async (request) => {
      const user = currentUser(request);
      return auth.sessionAnswer(user);
    },
  );

  app.post(
    '/Auth/Logout',
    { config: { access: 'public' }, schema: { tags: ['Auth'], response: { 204: z.null() } } },
    async (request, reply) => {
      if (request.user) await auth.logout(request.user.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.status(204).send(null);
    },
  );
};
