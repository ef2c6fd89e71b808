import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  jobCardIdBodySchema,
  jobCardIdQuerySchema,
  jobCardPayloadSchema,
  jobCardSchema,
  jobCardsPageSchema,
  jobCardsQuerySchema,
  jobCardStatusPayloadSchema,
  sendEstimateResultSchema,
  serviceRequestIdBodySchema,
} from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { suiteCaller, suiteRoute } from '../subscriptions/index.js';
import { createEstimatesService } from './estimates.service.js';
import { changeJobCardStatus } from './job-card-status.js';
import { createJobCardsService } from './job-cards.service.js';

const tags = ['JobCard'];

/** FixoPro job cards, center side (contract in packages/shared/src/schemas/job-cards.ts). */
export const jobCardsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const jobCards = createJobCardsService(ctx);
  const estimates = createEstimatesService(ctx);
  const access = suiteRoute(ctx);

  app.get(
    '/JobCard/GetJobCards',
    { ...access, schema: { tags, querystring: jobCardsQuerySchema, response: { 200: jobCardsPageSchema } } },
    async (request) => jobCards.list(suiteCaller(request).centerId, request.query),
  );

  app.get(
    '/JobCard/GetJobCardById',
    { ...access, schema: { tags, querystring: jobCardIdQuerySchema, response: { 200: jobCardSchema } } },
    async (request) => jobCards.get(suiteCaller(request).centerId, request.query.jobcardid),
  );

  app.post(
    '/JobCard/AddUpdateJobCard',
    {
      ...access,
      schema: { tags, body: jobCardPayloadSchema, response: { 200: jobCardSchema, 201: jobCardSchema } },
    },
    async (request, reply) => {
      const saved = await jobCards.save(suiteCaller(request), request.body);
      return reply.status(saved.created ? 201 : 200).send(saved.card);
    },
  );

  app.put(
    '/JobCard/UpdateJobCardStatus',
    { ...access, schema: { tags, body: jobCardStatusPayloadSchema, response: { 200: jobCardSchema } } },
    async (request) => changeJobCardStatus(ctx, suiteCaller(request), request.body),
  );

  app.post(
    '/JobCard/SendEstimate',
    { ...access, schema: { tags, body: jobCardIdBodySchema, response: { 200: sendEstimateResultSchema } } },
    async (request) => {
      // The configured address, never the request's Host header: a forged one would put its own site in the SMS.
      const origin = ctx.config.notifications.publicUrl;
      return estimates.send(suiteCaller(request), request.body.jobcardid, origin);
    },
  );

  app.post(
    '/JobCard/AddFromServiceRequest',
    { ...access, schema: { tags, body: serviceRequestIdBodySchema, response: { 201: jobCardSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await jobCards.fromServiceRequest(suiteCaller(request), request.body.servicerequestid)),
  );
};
