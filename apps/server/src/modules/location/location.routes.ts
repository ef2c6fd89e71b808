import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { locationAnswerSchema, pinCodeSchema } from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';

const byPostalCodeQuery = z.object({ POSTALCODE: pinCodeSchema, TOKEN: z.string().optional() });
const byLatLongQuery = z.object({
  LAT: z.coerce.number().min(-90, 'LAT must be between -90 and 90').max(90, 'LAT must be between -90 and 90'),
  LNG: z.coerce
    .number()
    .min(-180, 'LNG must be between -180 and 180')
    .max(180, 'LNG must be between -180 and 180'),
  TOKEN: z.string().optional(),
});

export const locationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/Location/GetByPostalCode',
    {
      config: { access: 'public' },
      schema: { tags: ['Location'], querystring: byPostalCodeQuery, response: { 200: locationAnswerSchema } },
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
      schema: { tags: ['Location'], querystring: byLatLongQuery, response: { 200: locationAnswerSchema } },
    },
    async (request) => {
      const place = await ctx.geocoder.byCoordinates(request.query.LAT, request.query.LNG);
      if (!place) throw badRequest('This position is outside India. Enter your PIN code instead.');
      return place;
    },
  );
};
