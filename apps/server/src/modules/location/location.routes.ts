import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { latLngQuerySchema, locationAnswerSchema, postalCodeQuerySchema } from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';

export const locationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/Location/GetByPostalCode',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Location'],
        querystring: postalCodeQuerySchema,
        response: { 200: locationAnswerSchema },
      },
    },
    async (request) => {
      const place = await ctx.geocoder.byPostalCode(request.query.POSTALCODE);
      if (!place) throw notFound(`PIN code ${request.query.POSTALCODE} was not found.`);
      return place;
    },
  );

  app.get(
    '/Location/GetByLatLong',
    {
      config: { access: 'public' },
      schema: { tags: ['Location'], querystring: latLngQuerySchema, response: { 200: locationAnswerSchema } },
    },
    async (request) => {
      const place = await ctx.geocoder.byCoordinates(request.query.LAT, request.query.LNG);
      if (!place) throw badRequest('This position is outside India. Enter your PIN code instead.');
      return place;
    },
  );
};
