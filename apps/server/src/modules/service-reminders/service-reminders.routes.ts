import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reminderIdQuerySchema,
  reminderSendPayloadSchema,
  reminderUpdateSchema,
  serviceIntervalsPayloadSchema,
  serviceIntervalsSchema,
  serviceReminderSchema,
  serviceRemindersPageSchema,
  serviceRemindersQuerySchema,
} from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { suiteCaller, suiteRoute } from '../subscriptions/index.js';
import { createServiceRemindersService } from './service-reminders.service.js';

const tags = ['ServiceReminder'];

/** FixoPro service reminders (contract in packages/shared/src/schemas/service-reminders.ts). */
export const serviceRemindersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const reminders = createServiceRemindersService(ctx);
  const access = suiteRoute(ctx);

  app.get(
    '/ServiceReminder/GetServiceReminders',
    {
      ...access,
      schema: {
        tags,
        querystring: serviceRemindersQuerySchema,
        response: { 200: serviceRemindersPageSchema },
      },
    },
    async (request) => reminders.list(suiteCaller(request).centerId, request.query),
  );

  app.get(
    '/ServiceReminder/GetServiceReminderById',
    {
      ...access,
      schema: { tags, querystring: reminderIdQuerySchema, response: { 200: serviceReminderSchema } },
    },
    async (request) => reminders.get(suiteCaller(request).centerId, request.query.reminderid),
  );

  app.put(
    '/ServiceReminder/UpdateServiceReminder',
    { ...access, schema: { tags, body: reminderUpdateSchema, response: { 200: serviceReminderSchema } } },
    async (request) => reminders.update(suiteCaller(request).centerId, request.body),
  );

  app.post(
    '/ServiceReminder/SendServiceReminder',
    {
      ...access,
      schema: { tags, body: reminderSendPayloadSchema, response: { 200: serviceReminderSchema } },
    },
    async (request) => reminders.send(suiteCaller(request), request.body),
  );

  app.get(
    '/ServiceReminder/GetServiceIntervals',
    { ...access, schema: { tags, response: { 200: serviceIntervalsSchema } } },
    async (request) => reminders.intervals(suiteCaller(request).centerId),
  );

  app.put(
    '/ServiceReminder/SaveServiceIntervals',
    {
      ...access,
      schema: { tags, body: serviceIntervalsPayloadSchema, response: { 200: serviceIntervalsSchema } },
    },
    async (request) => reminders.saveIntervals(suiteCaller(request).centerId, request.body),
  );
};
