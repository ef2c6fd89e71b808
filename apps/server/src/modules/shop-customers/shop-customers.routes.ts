import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  csvImportResultSchema,
  csvImportSchema,
  serviceRequestIdBodySchema,
  shopCustomerIdQuerySchema,
  shopCustomerPayloadSchema,
  shopCustomerProfileSchema,
  shopCustomersPageSchema,
  shopCustomersQuerySchema,
} from '@fixo/shared';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { CSV_BODY_LIMIT_BYTES } from '../../platform/csv.js';
import { suiteCaller, suiteRoute } from '../subscriptions/index.js';
import { createShopCustomersCsv } from './shop-customers.csv.js';
import { createShopCustomersService } from './shop-customers.service.js';

const tags = ['ShopCustomer'];

/** FixoPro customer masters (contract in packages/shared/src/schemas/shop-customers.ts). */
export const shopCustomersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const customers = createShopCustomersService(ctx);
  const csv = createShopCustomersCsv(ctx);
  const access = suiteRoute(ctx);

  app.post(
    '/Customer/AddNewCustomerForServiceCenter',
    {
      ...access,
      schema: {
        tags,
        body: shopCustomerPayloadSchema,
        response: { 200: shopCustomerProfileSchema, 201: shopCustomerProfileSchema },
      },
    },
    async (request, reply) => {
      const saved = await customers.save(suiteCaller(request).centerId, request.body);
      return reply.status(saved.created ? 201 : 200).send(saved.profile);
    },
  );

  app.get(
    '/ShopCustomer/GetShopCustomers',
    {
      ...access,
      schema: { tags, querystring: shopCustomersQuerySchema, response: { 200: shopCustomersPageSchema } },
    },
    async (request) => customers.list(suiteCaller(request).centerId, request.query),
  );

  app.get(
    '/ShopCustomer/GetShopCustomerProfile',
    {
      ...access,
      schema: { tags, querystring: shopCustomerIdQuerySchema, response: { 200: shopCustomerProfileSchema } },
    },
    async (request) => customers.profile(suiteCaller(request).centerId, request.query.shopcustomerid),
  );

  app.post(
    '/ShopCustomer/AddFromServiceRequest',
    {
      ...access,
      schema: { tags, body: serviceRequestIdBodySchema, response: { 200: shopCustomerProfileSchema } },
    },
    async (request) =>
      customers.addFromServiceRequest(suiteCaller(request).centerId, request.body.servicerequestid),
  );

  app.get(
    '/ShopCustomer/ExportShopCustomersCsv',
    { ...access, schema: { tags, response: { 200: z.string().describe('text/csv') } } },
    async (request, reply) => {
      const text = await csv.exportCsv(suiteCaller(request).centerId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="customers.csv"')
        .header('cache-control', 'private, no-store')
        .send(text);
    },
  );

  app.post(
    '/ShopCustomer/ImportShopCustomersCsv/Preview',
    {
      ...access,
      bodyLimit: CSV_BODY_LIMIT_BYTES,
      schema: { tags, body: csvImportSchema, response: { 200: csvImportResultSchema } },
    },
    async (request) => csv.preview(suiteCaller(request).centerId, request.body),
  );

  app.post(
    '/ShopCustomer/ImportShopCustomersCsv',
    {
      ...access,
      bodyLimit: CSV_BODY_LIMIT_BYTES,
      schema: { tags, body: csvImportSchema, response: { 200: csvImportResultSchema } },
    },
    async (request) => csv.commit(suiteCaller(request).centerId, request.body),
  );
};
