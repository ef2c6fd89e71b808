import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  managerServiceCenterDetailsQuerySchema,
  managerServiceCenterDetailsSchema,
  managerServiceCenterItemSchema,
  managerServiceCentersPageSchema,
  managerServiceCentersQuerySchema,
  serviceCenterIdBodySchema,
} from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { currentUser } from '../../platform/auth.js';
import { createManagersService } from './managers.service.js';

export const managersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const managers = createManagersService(ctx);

  app.get(
    '/Manager/GetServiceCenters',
    {
      config: { access: ['Manager'] },
      schema: {
        tags: ['Manager'],
        querystring: managerServiceCentersQuerySchema,
        response: { 200: managerServiceCentersPageSchema },
      },
    },
    async (request) => managers.list(request.query),
  );

  app.get(
    '/Manager/GetServiceCenterDetails',
    {
      config: { access: ['Manager'] },
      schema: {
        tags: ['Manager'],
        querystring: managerServiceCenterDetailsQuerySchema,
        response: { 200: managerServiceCenterDetailsSchema },
      },
    },
    async (request) => managers.details(request.query.SERVICECENTERID),
  );

  const setActiveSchema = {
    tags: ['Manager'],
    body: serviceCenterIdBodySchema,
    response: { 200: managerServiceCenterItemSchema },
  };

  app.put(
    '/Manager/ApproveServiceCenter',
    { config: { access: ['Manager'] }, schema: setActiveSchema },
    async (request) => managers.setActive(request.body.servicecenterid, true, currentUser(request).accountId),
  );

  app.put(
    '/Manager/DeactivateServiceCenter',
    { config: { access: ['Manager'] }, schema: setActiveSchema },
    async (request) =>
      managers.setActive(request.body.servicecenterid, false, currentUser(request).accountId),
  );
};
