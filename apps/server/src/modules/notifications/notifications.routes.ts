import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountLanguageBodySchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  optOutStatusSchema,
  optOutTokenParamsSchema,
} from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { currentUser } from '../../platform/auth.js';
import { forbidden } from '../../platform/errors.js';
import { createNotificationsService } from './notifications.service.js';

export const notificationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const notifications = createNotificationsService(ctx);
  const ownCustomerId = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    if (!user.customerId) throw forbidden();
    return user.customerId;
  };

  /**
   * The signed-in customer's channel for status messages (profile page) and language (header switch; read back
   * after sign-in so another device follows it).
   */
  app.get(
    '/Notifications/Preferences',
    {
      config: { access: ['Customer'] },
      schema: { tags: ['Notifications'], response: { 200: notificationPreferencesSchema } },
    },
    async (request) => notifications.preferences(ownCustomerId(request)),
  );

  app.put(
    '/Notifications/Preferences',
    {
      config: { access: ['Customer'] },
      schema: {
        tags: ['Notifications'],
        body: notificationPreferencesUpdateSchema,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => notifications.setPreferences(ownCustomerId(request), request.body),
  );

  const ownCenterId = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    if (!user.serviceCenterId) throw forbidden();
    return user.serviceCenterId;
  };

  /**
   * A service center's account language: its 'new request' messages are written in it, and sign-in on another
   * device reads it back (the customer's lives in Preferences beside the channel; a center has no channel choice).
   */
  app.get(
    '/Notifications/CenterLanguage',
    {
      config: { access: ['ServiceCenter'] },
      schema: { tags: ['Notifications'], response: { 200: accountLanguageBodySchema } },
    },
    async (request) => notifications.centerLanguage(ownCenterId(request)),
  );

  app.put(
    '/Notifications/CenterLanguage',
    {
      config: { access: ['ServiceCenter'] },
      schema: {
        tags: ['Notifications'],
        body: accountLanguageBodySchema,
        response: { 200: accountLanguageBodySchema },
      },
    },
    async (request) => notifications.setCenterLanguage(ownCenterId(request), request.body.language),
  );

  // A guest's opt-out link: public, the unguessable token is the key (an unknown one answers 404).
  const optOut = {
    config: {
      access: 'public' as const,
      rateLimit: { max: ctx.config.loginRateLimitPerMinute, timeWindow: '1 minute' },
    },
    schema: {
      tags: ['Notifications'],
      params: optOutTokenParamsSchema,
      response: { 200: optOutStatusSchema },
    },
  };
  app.get('/Notifications/OptOut/:token', optOut, async (request) =>
    notifications.optOutStatus(request.params.token),
  );
  app.post('/Notifications/OptOut/:token', optOut, async (request) =>
    notifications.optOut(request.params.token),
  );
};
