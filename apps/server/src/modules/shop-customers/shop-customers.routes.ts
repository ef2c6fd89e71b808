import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  serviceRequestIdBodySchema,
  shopCustomerIdQuerySchema,
  shopCustomerPayloadSchema,
  shopCustomerProfileSchema,
  shopCustomersPageSchema,
  shopCustomersQuerySchema,
} from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { csvFileRoutes } from '../../platform/csv-routes.js';
import { suiteCaller, suiteRoute } from '../subscriptions/index.js';
import { createShopCustomersCsv } from './shop-customers.csv.js';
import { createShopCustomersService } from './shop-customers.service.js';

const tags = ['ShopCustomer'];

/** FixoPro customer masters (contract in packages/shared/src/schemas/shop-customers.ts). */
export const shopCustomersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const customers = createShopCustomersService(ctx);
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

  csvFileRoutes(app, {
    tags,
    access,
    callerOf: suiteCaller,
    exportPath: '/ShopCustomer/ExportShopCustomersCsv',
    filename: 'customers.csv',
    importPath: '/ShopCustomer/ImportShopCustomersCsv',
    file: createShopCustomersCsv(ctx),
  });
};
