import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  centerReviewsQuerySchema,
  hideReviewSchema,
  linkTokenParamsSchema,
  myRatingQuerySchema,
  pageQuerySchema,
  rateByTrackingTokenSchema,
  rateServiceRequestSchema,
  ratingStateSchema,
  reviewReplySchema,
  reviewSchema,
  reviewsPageSchema,
  reviewsQuerySchema,
} from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { currentUser, ownCenterId } from '../../platform/auth.js';
import { VERIFICATION_COOKIE } from '../mobile-verification/index.js';
import { createRatingsService } from './ratings.service.js';

const tags = ['Rating'];

export const ratingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createRatingsService(ctx);

  // The requester, signed in: the session decides whose request it is (someone else's id answers 404).
  app.get(
    '/Rating/GetMyRating',
    {
      config: { access: ['Customer'] },
      schema: {
        tags,
        querystring: myRatingQuerySchema,
        response: { 200: ratingStateSchema },
      },
    },
    async (request) =>
      service.stateOf(await service.ownRequest(currentUser(request), request.query.SERVICEREQUESTID)),
  );
  app.post(
    '/Rating/RateServiceRequest',
    {
      config: { access: ['Customer'] },
      schema: { tags, body: rateServiceRequestSchema, response: { 200: ratingStateSchema } },
    },
    async (request) => {
      const { servicerequestid, stars, comment } = request.body;
      return service.rateOwn(currentUser(request), servicerequestid, { stars, comment });
    },
  );

  // The guest: the private tracking link is the key, as on the tracking page (a wrong token answers 404).
  app.get(
    '/Rating/Track/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: linkTokenParamsSchema,
        response: { 200: ratingStateSchema },
      },
    },
    async (request) =>
      service.trackedState(request.params.token, request.user, request.cookies[VERIFICATION_COOKIE]),
  );
  app.post(
    '/Rating/RateByTrackingToken',
    {
      config: {
        access: 'public',
        // Guessing tokens is pointless (24 random bytes) but cheap to try: keep a public write slow.
        rateLimit: { hook: 'preHandler', max: 60, timeWindow: '1 minute' },
      },
      schema: { tags, body: rateByTrackingTokenSchema, response: { 200: ratingStateSchema } },
    },
    async (request) => {
      const { trackingtoken, stars, comment } = request.body;
      return service.rateTracked(
        trackingtoken,
        { stars, comment },
        request.user,
        request.cookies[VERIFICATION_COOKIE],
      );
    },
  );

  app.get(
    '/Rating/GetServiceCenterReviews',
    {
      config: { access: 'public' },
      schema: {
        tags,
        querystring: centerReviewsQuerySchema,
        response: { 200: reviewsPageSchema },
      },
    },
    async (request) => service.publicReviews(request.query.SERVICECENTERID, request.query),
  );

  app.get(
    '/Rating/GetMyCenterReviews',
    {
      config: { access: ['ServiceCenter'] },
      schema: { tags, querystring: pageQuerySchema, response: { 200: reviewsPageSchema } },
    },
    async (request) => service.centerReviews(ownCenterId(currentUser(request)), request.query),
  );
  app.post(
    '/Rating/ReplyToReview',
    {
      config: { access: ['ServiceCenter'] },
      schema: { tags, body: reviewReplySchema, response: { 200: reviewSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      return service.reply(user.accountId, ownCenterId(user), request.body.ratingid, request.body.reply);
    },
  );

  app.get(
    '/Rating/GetReviews',
    {
      config: { access: ['Manager'] },
      schema: {
        tags,
        querystring: reviewsQuerySchema,
        response: { 200: reviewsPageSchema },
      },
    },
    async (request) => service.managerReviews(request.query.SERVICECENTERID, request.query),
  );
  app.post(
    '/Rating/HideReview',
    {
      config: { access: ['Manager'] },
      schema: { tags, body: hideReviewSchema, response: { 200: reviewSchema } },
    },
    async (request) =>
      service.hide(currentUser(request).accountId, request.body.ratingid, request.body.reason),
  );
};
