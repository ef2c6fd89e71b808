import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  nearbyEncryptedQuerySchema,
  nearbyServiceCenterSchema,
  parseCoordinates,
  type LatLng,
} from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { NEARBY_DEFAULT_LIMIT, createNearbyService } from './nearby.service.js';

export const NEARBY_MESSAGES = {
  positionRequired:
    'Enable location or enter a PIN code: send LOCATIONCOORDINATES or POSTALCODE (encrypted with GetEncValue).',
  pinInvalid: 'POSTALCODE must be a 6-digit PIN code',
  pinNotFound: (pin: string) => `PIN code ${pin} was not found.`,
} as const;

const DECRYPTED_CACHE_SIZE = 10_000;

export const nearbyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const nearby = createNearbyService(ctx);
  /**
   * Every value that is present must be a GetEncValue ciphertext: a plain value is refused (400). A ciphertext
   * always decrypts to the same text, and the screen sends the same ones again (Show All, refresh, the next
   * customer at the same PIN): each is decrypted once and remembered (a bounded map, oldest out first).
   * Refused values are never remembered, so a tampered one is refused every time.
   */
  const decrypted = new Map<string, string>();
  const decrypt = (value: string | undefined, field: string): string => {
    const ciphertext = value?.trim() ?? '';
    if (ciphertext === '') return '';
    const known = decrypted.get(ciphertext);
    if (known !== undefined) return known;
    const text = ctx.cipher.decrypt(ciphertext, field).trim();
    if (decrypted.size >= DECRYPTED_CACHE_SIZE) decrypted.delete(decrypted.keys().next().value!);
    decrypted.set(ciphertext, text);
    return text;
  };

  app.get(
    '/ServiceCenter/GetServiceCenterByLocalityOrPostalCodeOrLatLongForWeb',
    {
      config: { access: 'public' },
      // The answer is built field by field by toNearbyContract (typed against the schema) and nearby.test.ts checks
      // every answer against the strict schema; checking it again with zod on every call was about 6 % of the
      // route's CPU at 100,000 centers (bench/README.md). The schema stays declared for the API description.
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tags: ['ServiceCenter'],
        querystring: nearbyEncryptedQuerySchema,
        response: { 200: z.array(nearbyServiceCenterSchema) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      // Locality and sub-locality are decrypted (so a tampered value is still refused) but the position decides.
      decrypt(query.LOCALITY, 'LOCALITY');
      decrypt(query.SUBLOCALITY, 'SUBLOCALITY');
      const postalCode = decrypt(query.POSTALCODE, 'POSTALCODE');
      const coordinates = parseCoordinates(decrypt(query.LOCATIONCOORDINATES, 'LOCATIONCOORDINATES'));

      let point: LatLng | null =
        coordinates && !(coordinates.lat === 0 && coordinates.lng === 0) ? coordinates : null;
      if (!point && postalCode !== '') {
        if (!/^[1-9]\d{5}$/.test(postalCode)) throw badRequest(NEARBY_MESSAGES.pinInvalid);
        const place = await ctx.geocoder.byPostalCode(postalCode);
        if (!place) throw notFound(NEARBY_MESSAGES.pinNotFound(postalCode));
        point = { lat: place.lat, lng: place.lng };
      }
      if (!point) throw badRequest(NEARBY_MESSAGES.positionRequired);
      // JSON text made by the service (exactly JSON.stringify of nearbyForPoint's answer): on SQLite the fields that
      // do not change between requests are serialised once per center. Fastify sends a string with a JSON type as
      // it is; the type provider only knows the schema's object shape, hence the cast.
      const json = await nearby.nearbyJsonForPoint(point, query.LIMIT ?? NEARBY_DEFAULT_LIMIT);
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );
};
