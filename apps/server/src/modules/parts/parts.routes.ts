import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  gstRateAnswerSchema,
  gstRateQuerySchema,
  partDetailSchema,
  partIdQuerySchema,
  partPayloadSchema,
  partsPageSchema,
  partsQuerySchema,
  starterCatalogueResultSchema,
  stockMovementPayloadSchema,
  stockMovementsPageSchema,
  stockMovementsQuerySchema,
} from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { csvFileRoutes } from '../../platform/csv-routes.js';
import { suiteCaller, suiteRoute } from '../subscriptions/index.js';
import { createPartsCsv } from './parts.csv.js';
import { createPartsService } from './parts.service.js';
import { loadStarterCatalogue } from './starter-catalogue.js';

const tags = ['Parts'];

/** FixoPro parts & services catalogue and stock ledger (contract in packages/shared/src/schemas/parts.ts). */
export const partsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const parts = createPartsService(ctx);
  const access = suiteRoute(ctx);

  app.get(
    '/Parts/GetParts',
    { ...access, schema: { tags, querystring: partsQuerySchema, response: { 200: partsPageSchema } } },
    async (request) => parts.list(suiteCaller(request).centerId, request.query),
  );

  app.get(
    '/Parts/GetPartById',
    { ...access, schema: { tags, querystring: partIdQuerySchema, response: { 200: partDetailSchema } } },
    async (request) => parts.detail(suiteCaller(request).centerId, request.query.partid),
  );

  app.post(
    '/Parts/AddUpdatePart',
    {
      ...access,
      schema: { tags, body: partPayloadSchema, response: { 200: partDetailSchema, 201: partDetailSchema } },
    },
    async (request, reply) => {
      const { centerId, accountId } = suiteCaller(request);
      const saved = await parts.save(centerId, accountId, request.body);
      return reply.status(saved.created ? 201 : 200).send(saved.part);
    },
  );

  app.post(
    '/Parts/AddStockMovement',
    { ...access, schema: { tags, body: stockMovementPayloadSchema, response: { 200: partDetailSchema } } },
    async (request) => {
      const { centerId, accountId } = suiteCaller(request);
      return parts.addMovement(centerId, accountId, request.body);
    },
  );

  app.get(
    '/Parts/GetStockMovements',
    {
      ...access,
      schema: { tags, querystring: stockMovementsQuerySchema, response: { 200: stockMovementsPageSchema } },
    },
    async (request) =>
      parts.movements(
        suiteCaller(request).centerId,
        request.query.partid,
        request.query.PAGE,
        request.query.PAGESIZE,
      ),
  );

  app.get(
    '/Parts/GetGstRate',
    { ...access, schema: { tags, querystring: gstRateQuerySchema, response: { 200: gstRateAnswerSchema } } },
    async (request) => parts.gstRate(request.query.hsnsac, request.query.date),
  );

  app.post(
    '/Parts/LoadStarterCatalogue',
    { ...access, schema: { tags, response: { 200: starterCatalogueResultSchema } } },
    async (request) => loadStarterCatalogue(ctx, suiteCaller(request).centerId),
  );

  csvFileRoutes(app, {
    tags,
    access,
    callerOf: suiteCaller,
    exportPath: '/Parts/ExportPartsCsv',
    filename: 'parts-and-services.csv',
    importPath: '/Parts/ImportPartsCsv',
    file: createPartsCsv(ctx),
  });
};
