import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  allServiceCentersQuerySchema,
  byMobileQuerySchema,
  newServiceCenterAnswerSchema,
  serviceCenterListItemSchema,
  serviceCenterLookupItemSchema,
  serviceCenterProfileSchema,
  serviceCenterRegistrationSchema,
} from '@fixo/shared';
import { sendPage } from '../../platform/paging.js';
import type { AppContext } from '../../platform/context.js';
import { currentUser } from '../../platform/auth.js';
import { assertOwnMobileOrManager, serviceCenterLoginData, signInIfCreated } from '../auth/index.js';
import { VERIFICATION_COOKIE } from '../mobile-verification/index.js';
import { createServiceCentersService } from './service-centers.service.js';

export const serviceCentersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const centers = createServiceCentersService(ctx);

  app.post(
    '/ServiceCenter/AddNewServiceCenter',
    {
      // Public for a new mobile; updating needs that center's own session (checked in the service).
      config: {
        access: 'public',
        rateLimit: { max: ctx.config.loginRateLimitPerMinute, timeWindow: '1 minute' },
      },
      // Validation errors are handled below so a GSTIN failure is also reported under the form's name, gstno.
      attachValidation: true,
      schema: {
        tags: ['ServiceCenter'],
        body: serviceCenterRegistrationSchema,
        response: { 200: newServiceCenterAnswerSchema },
      },
    },
    async (request, reply) => {
      const invalid = request.validationError as
        (Error & { validation?: { instancePath: string }[] }) | undefined;
      if (invalid) {
        const gst = invalid.validation?.find((item) => item.instancePath === '/gstin');
        if (gst) invalid.validation!.push({ ...gst, instancePath: '/gstno' });
        throw invalid;
      }
      const result = await centers.save(request.body, request.user, request.cookies[VERIFICATION_COOKIE]);
      await signInIfCreated(ctx, reply, result);
      return {
        servicecenterid: result.serviceCenterId,
        mobilenO1: request.body.mobilenO1,
        loginpasscode: result.passcode,
        usertype: 'ServiceCenter' as const,
        loginUserData: await serviceCenterLoginData(ctx.db, result.serviceCenterId),
      };
    },
  );

  app.get(
    '/ServiceCenter/GetServiceCenterIfExistByMobileForWeb',
    {
      config: { access: ['ServiceCenter', 'Manager'] },
      schema: {
        tags: ['ServiceCenter'],
        querystring: byMobileQuerySchema,
        response: { 200: z.array(serviceCenterLookupItemSchema) },
      },
    },
    async (request) => {
      assertOwnMobileOrManager(currentUser(request), request.query.MOBILENO);
      return centers.lookupByMobile(request.query.MOBILENO);
    },
  );

  app.get(
    '/ServiceCenter/GetServiceCenterProfileByMobile',
    {
      config: { access: ['ServiceCenter', 'Manager'] },
      schema: {
        tags: ['ServiceCenter'],
        querystring: byMobileQuerySchema,
        response: { 200: z.array(serviceCenterProfileSchema) },
      },
    },
    async (request) => {
      assertOwnMobileOrManager(currentUser(request), request.query.MOBILENO);
      const profile = await centers.profileByMobile(request.query.MOBILENO);
      return profile ? [profile] : [];
    },
  );

  app.get(
    '/ServiceCenter/GetAllServiceCenters',
    {
      config: { access: ['Manager'] },
      schema: {
        tags: ['ServiceCenter'],
        // A dropdown's list: by name (not newest first).
        querystring: allServiceCentersQuerySchema,
        response: { 200: z.array(serviceCenterListItemSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await centers.all(request.query), request.query),
  );
};
