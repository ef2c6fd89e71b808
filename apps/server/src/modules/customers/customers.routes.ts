import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerRegistrationSchema, mobileNumberSchema } from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { currentUser } from '../../platform/auth.js';
import { forbidden } from '../../platform/errors.js';
import { createAuthService, setSessionCookie } from '../auth/auth.service.js';
import { customerLoginData } from '../auth/login-user-data.js';
import { createCustomersService } from './customers.service.js';

/** TOKEN is the old contract's fixed value: accepted and ignored, it is not security. */
const byMobileQuery = z.object({
  MOBILENO: mobileNumberSchema,
  TOKEN: z.string().max(500).optional(),
});

export const customersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const customers = createCustomersService(ctx);
  const auth = createAuthService(ctx);

  app.post(
    '/Customer/AddNewCustomer',
    {
      // Public for a new mobile; updating needs that customer's own session (checked in the service).
      config: {
        access: 'public',
        rateLimit: { max: ctx.config.loginRateLimitPerMinute, timeWindow: '1 minute' },
      },
      schema: { tags: ['Customer'], body: customerRegistrationSchema },
    },
    async (request, reply) => {
      const result = await customers.save(request.body, request.user);
      if (result.created) {
        setSessionCookie(ctx, reply, await auth.createSession(result.accountId));
        reply.status(201);
      }
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
      schema: { tags: ['Customer'], querystring: byMobileQuery },
    },
    async (request) => {
      const user = currentUser(request);
      // A customer sees only their own profile; a manager any.
      if (user.userType !== 'Manager' && user.mobile !== request.query.MOBILENO) throw forbidden();
      const profile = await customers.profileByMobile(request.query.MOBILENO);
      return profile ? [profile] : [];
    },
  );
};
