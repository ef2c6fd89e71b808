import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmedPlanPaymentSchema,
  confirmPlanPaymentSchema,
  freePlanAnswerSchema,
  freePlanRecordSchema,
  mySubscriptionSchema,
  pageQuerySchema,
  paidPlanRecordSchema,
  paidPlanSelectionAnswerSchema,
  pendingPlanPaymentSchema,
  subscriptionPlansQuerySchema,
  subscriptionPlanViewSchema,
} from '@fixo/shared';
import { currentUser, ownCenterId } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { sendPage } from '../../platform/paging.js';
import { createSubscriptionsService } from './subscriptions.service.js';

export const subscriptionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const subscriptions = createSubscriptionsService(ctx);

  app.get(
    '/PaymentGateway/GetSubscriptionPlanByEntity',
    {
      config: { access: 'public' },
      schema: {
        tags: ['PaymentGateway'],
        querystring: subscriptionPlansQuerySchema,
        response: { 200: z.array(subscriptionPlanViewSchema) },
      },
    },
    async () => subscriptions.listPlans(),
  );

  app.post(
    '/PaymentGateway/AddServiceCenterPaymentPlan',
    {
      config: { access: ['ServiceCenter'] },
      schema: {
        tags: ['PaymentGateway'],
        body: freePlanRecordSchema,
        response: { 201: freePlanAnswerSchema },
      },
    },
    async (request, reply) => {
      const record = await subscriptions.addFreePlan(ownCenterId(currentUser(request)), request.body);
      return reply.status(201).send(record);
    },
  );

  app.post(
    '/ServiceCenter/AddUpdateServiceCenterSubscriptionPlan',
    {
      config: { access: ['ServiceCenter'] },
      schema: {
        tags: ['ServiceCenter'],
        body: paidPlanRecordSchema,
        response: { 201: paidPlanSelectionAnswerSchema },
      },
    },
    async (request, reply) => {
      const selection = await subscriptions.selectPaidPlan(
        ownCenterId(currentUser(request)),
        request.body.planid,
      );
      return reply.status(201).send(selection);
    },
  );

  app.get(
    '/ServiceCenter/GetMySubscription',
    {
      config: { access: ['ServiceCenter'] },
      schema: { tags: ['ServiceCenter'], response: { 200: mySubscriptionSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return subscriptions.mySubscription(ownCenterId(currentUser(request)));
    },
  );

  app.get(
    '/Manager/GetPendingPlanPayments',
    {
      config: { access: ['Manager'] },
      schema: {
        tags: ['Manager'],
        querystring: pageQuerySchema,
        response: { 200: z.array(pendingPlanPaymentSchema) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await subscriptions.pendingPayments(request.query), request.query),
  );

  app.put(
    '/Manager/ConfirmPlanPayment',
    {
      config: { access: ['Manager'] },
      schema: {
        tags: ['Manager'],
        body: confirmPlanPaymentSchema,
        response: { 200: confirmedPlanPaymentSchema },
      },
    },
    async (request) => subscriptions.confirmPayment(request.body.scspid, request.body.reference),
  );
};
