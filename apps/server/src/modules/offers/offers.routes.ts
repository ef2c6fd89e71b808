import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  centerOffersQuerySchema,
  offerPayloadSchema,
  offerSchema,
  savedOfferSchema,
  PRIMARY_OFFER_HEADER,
  VALIDATION_MESSAGES,
} from '@fixo/shared';
import { z } from 'zod';
import { currentUser } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import { sendPage } from '../../platform/paging.js';
import { createOffersService, parseCenterIdParam } from './offers.service.js';

export const offersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const offers = createOffersService(ctx);

  app.get(
    '/ServiceCenterOffer/GetServiceCenterOffersBySVCNTID',
    {
      config: { access: 'public' },
      schema: {
        tags: ['ServiceCenterOffer'],
        querystring: centerOffersQuerySchema,
        response: { 200: z.array(offerSchema) },
      },
    },
    async (request, reply) => {
      const centerId = parseCenterIdParam(request.query.SERVICECENTERID);
      if (centerId === null) throw badRequest(VALIDATION_MESSAGES.serviceCenterIdRequired);
      // The answer depends on who asks (the owner sees inactive offers too): never share it between users.
      reply.header('cache-control', 'private, no-store');
      const page = await offers.listForCenter(centerId, request.user, request.query);
      // The owner and managers learn the primary offer's id even when it is on another page.
      if (page.primaryId !== null) reply.header(PRIMARY_OFFER_HEADER, String(page.primaryId));
      return sendPage(reply, page, request.query);
    },
  );

  app.post(
    '/ServiceCenterOffer/AddNewServiceCenterOffer',
    {
      config: { access: ['ServiceCenter', 'Manager'] },
      schema: {
        tags: ['ServiceCenterOffer'],
        body: offerPayloadSchema,
        response: { 200: savedOfferSchema, 201: savedOfferSchema },
      },
    },
    async (request, reply) => {
      const saved = await offers.save(request.body, currentUser(request));
      return reply.status(saved.created ? 201 : 200).send(saved.offer);
    },
  );
};
