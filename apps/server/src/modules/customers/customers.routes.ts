import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  byMobileQuerySchema,
  customerProfileSchema,
  customerRegistrationSchema,
  newCustomerAnswerSchema,
} from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { currentUser } from '../../platform/auth.js';
import { customerLoginData } from '../auth/index.js';
import { assertOwnMobileOrManager } from '../auth/index.js';
import { signInIfCreated } from '../auth/index.js';
import { VERIFICATION_COOKIE } from '../mobile-verification/index.js';
import { createCustomersService } from './customers.service.js';

export const customersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const customers = createCustomersService(ctx);

  app.post(
    '/Customer/AddNewCustomer',
    {
      // Public for a new mobile; updating needs that customer's own session (checked in the service).
      config: {
        access: 'public',
        rateLimit: { max: ctx.config.loginRateLimitPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['Customer'],
        body: customerRegistrationSchema,
        response: { 200: newCustomerAnswerSchema },
      },
    },
    async (request, reply) => {
      const result = await customers.save(request.body, request.user, request.cookies[VERIFICATION_COOKIE]);
      await signInIfCreated(ctx, reply, result);
      return {
        custid: result.customerId,
        mobilenO1: request.body.mobilenO1,
        loginpasscode: result.passcode,
        usertype: 'Customer' as const,
        loginUserData: await customerLoginData(ctx.db, result.customerId),
      };
    },
  );

  app.get(
    '/Customer/GetCustomerIfExistByMobile',
    {
      config: { access: ['Customer', 'Manager'] },
      schema: {
        tags: ['Customer'],
        querystring: byMobileQuerySchema,
        response: { 200: z.array(customerProfileSchema) },
      },
    },
    async (request) => {
      assertOwnMobileOrManager(currentUser(request), request.query.MOBILENO);
      const profile = await customers.profileByMobile(request.query.MOBILENO);
      return profile ? [profile] : [];
    },
  );
};
