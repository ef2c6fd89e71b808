import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  centerDashboardQuerySchema,
  centerDashboardRowSchema,
  centerRequestsQuerySchema,
  customerServiceRequestSchema,
  dashboardSummarySchema,
  encryptedStatusUpdateBodySchema,
  linkTokenParamsSchema,
  pagedTokenQuerySchema,
  pageQuerySchema,
  requestsByMobileParamsSchema,
  serviceRequestPayloadSchema,
  serviceRequestReportQuerySchema,
  serviceRequestReportSchema,
  serviceRequestResponseSchema,
  serviceRequestRowSchema,
  statusChangeResultSchema,
  statusUpdatePayloadSchema,
  tokenQuerySchema,
  trackedServiceRequestSchema,
  type SrUpdateStatus,
} from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { currentUser, ownCenterId } from '../../platform/auth.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import { sendPage } from '../../platform/paging.js';
import { createServiceRequestsService, SR_MESSAGES } from './service-requests.service.js';
import { csvLine } from './service-requests.format.js';
import { isAccountMobileVerified } from '../mobile-verification/index.js';

const customerRequests = { 200: z.array(customerServiceRequestSchema) };

export const serviceRequestsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createServiceRequestsService(ctx);

  app.post(
    '/ServiceRequest/AddNewServiceRequest',
    {
      config: {
        access: 'public',
        // Guests only (signed-in customers are known people): per IP here, per mobile in the service.
        rateLimit: {
          hook: 'preHandler',
          max: ctx.config.guestRequestsPerHour * 6,
          timeWindow: '1 hour',
          allowList: (request) => request.user?.userType === 'Customer',
        },
      },
      // The answer is built field by field by toCreatedContract (typed against the schema), and the create tests
      // check the 201 and the replayed 200 against the strict schema; parsing it again with zod on every create
      // cost CPU for nothing (bench/README.md 'Where the time went', as the nearby route).
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tags: ['ServiceRequest'],
        body: serviceRequestPayloadSchema,
        // 201 created; 200 when an Idempotency-Key replays an earlier create.
        response: { 200: serviceRequestResponseSchema, 201: serviceRequestResponseSchema },
      },
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const headerKey = typeof header === 'string' && header.trim() !== '' ? header.trim() : undefined;
      if (headerKey && headerKey.length > 100)
        throw badRequest('Idempotency-Key must be at most 100 characters');
      const result = await service.create({
        payload: request.body,
        user: request.user,
        idempotencyKey: headerKey,
      });
      return reply.status(result.replayed ? 200 : 201).send(result.body);
    },
  );

  app.get(
    '/ServiceRequest/GetMyServiceRequests',
    {
      config: { access: ['Customer'] },
      schema: { tags: ['ServiceRequest'], querystring: pagedTokenQuerySchema, response: customerRequests },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const page = user.customerId
        ? await service.listForCustomer(user.customerId, request.query)
        : { rows: [], total: 0 };
      return sendPage(reply, page, request.query);
    },
  );

  app.get(
    '/ServiceRequest/Track/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['ServiceRequest'],
        params: linkTokenParamsSchema,
        response: { 200: trackedServiceRequestSchema },
      },
    },
    async (request) => service.track(request.params.token),
  );

  app.get(
    '/ServiceRequest/GetServiceRequestsByServiceCenterForDashboardWeb',
    {
      config: { access: ['ServiceCenter', 'Manager'] },
      schema: {
        tags: ['ServiceRequest'],
        querystring: centerRequestsQuerySchema,
        response: { 200: z.array(serviceRequestRowSchema) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { STATUS, SORT, ORDER } = request.query;
      const asked = request.query.SERVICECENTERID;
      let centerId: number;
      if (user.userType === 'Manager') {
        if (!asked) throw badRequest(SR_MESSAGES.centerIdRequired);
        centerId = asked;
      } else {
        centerId = ownCenterId(user);
        if (asked !== undefined && asked !== centerId) throw forbidden();
      }
      const page = await service.listForCenter(
        centerId,
        STATUS ? [STATUS] : ['Open', 'Accepted'],
        request.query,
        SORT ? { key: SORT, order: ORDER } : undefined,
      );
      return sendPage(reply, page, request.query);
    },
  );

  app.get(
    '/ServiceRequest/GetServiceRequestsByServiceCenterForDashboard',
    {
      config: { access: ['ServiceCenter'] },
      schema: {
        tags: ['ServiceRequest'],
        // The name is not an identity (names repeat): the session decides which center this is.
        querystring: centerDashboardQuerySchema,
        response: { 200: z.array(centerDashboardRowSchema) },
      },
    },
    async (request, reply) => {
      const page = await service.listForCenter(ownCenterId(currentUser(request)), null, request.query);
      return sendPage(reply, page, request.query).map((r) => ({
        servicerequestid: r.servicerequestid,
        srstatus: r.srstatus,
        createdon: r.createdon,
      }));
    },
  );

  app.get(
    '/ServiceRequest/GetServiceCenterDashboardSummary',
    {
      config: { access: ['ServiceCenter'] },
      schema: {
        tags: ['ServiceRequest'],
        querystring: tokenQuerySchema,
        response: { 200: dashboardSummarySchema },
      },
    },
    async (request) => service.summary(ownCenterId(currentUser(request))),
  );

  app.get(
    '/ServiceRequest/GetServiceRequestReport',
    {
      config: { access: ['ServiceCenter'] },
      schema: {
        tags: ['ServiceRequest'],
        querystring: serviceRequestReportQuerySchema,
        // FORMAT=csv answers text/csv, which Fastify sends as it is (no JSON serializer runs for it).
        response: {
          200: z.union([serviceRequestReportSchema, z.string().describe('text/csv (FORMAT=csv)')]),
        },
      },
    },
    async (request, reply) => {
      const { FROM, TO, STATUS, FORMAT } = request.query;
      if (FROM > TO) throw badRequest('FROM must not be after TO', { FROM: 'FROM must not be after TO' });
      const report = await service.report(ownCenterId(currentUser(request)), FROM, TO, STATUS);
      if (FORMAT === 'json') return report;
      const columns = [
        'servicerequestid',
        'bookingref',
        'createdon',
        'updatedon',
        'status',
        'remarks',
        'vehicle',
        'issue',
        'mobileno',
        'currentlocation',
      ] as const;
      const lines = [csvLine(columns), ...report.rows.map((row) => csvLine(columns.map((c) => row[c])))];
      const name = `service-requests-${request.query.FROM}-to-${request.query.TO}.csv`;
      // A byte-order mark makes Excel read the file as UTF-8 (names, ₹) instead of the system code page.
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(`\uFEFF${lines.join('\r\n')}\r\n`);
    },
  );

  const statusRoute = (path: string, allowed: readonly SrUpdateStatus[]) =>
    app.put(
      path,
      {
        config: { access: ['ServiceCenter'] },
        schema: {
          tags: ['ServiceRequest'],
          body: encryptedStatusUpdateBodySchema,
          response: { 200: statusChangeResultSchema },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const centerId = ownCenterId(user);
        const body = request.body;
        // One rule: every data value must be a GetEncValue ciphertext; a plain value is a 400.
        // token is the old contract's fixed code, accepted and ignored (it is not security).
        const plain = {
          mobileno: ctx.cipher.decrypt(body.mobileno, 'mobileno'),
          acceptedSR: ctx.cipher.decrypt(body.acceptedSR, 'acceptedSR'),
          srstatus: ctx.cipher.decrypt(body.srstatus, 'srstatus'),
          srremarks: body.srremarks ? ctx.cipher.decrypt(body.srremarks, 'srremarks') : '',
        };
        const parsed = statusUpdatePayloadSchema.parse(plain);
        if (!allowed.includes(parsed.srstatus))
          throw badRequest(SR_MESSAGES.wrongAction(allowed), { srstatus: SR_MESSAGES.wrongAction(allowed) });
        if (parsed.mobileno !== user.mobile) throw forbidden(SR_MESSAGES.mobileMismatch);
        return service.changeStatus(user, centerId, parsed.pairs, parsed.srstatus);
      },
    );
  statusRoute('/ServiceRequest/UpdateServiceRequestStatusByServiceCenter', ['Accepted', 'Closed']);
  statusRoute('/ServiceRequest/RejectServiceRequestsByServiceCenter', ['Rejected']);

  // Last: the two-parameter path of the contract must not shadow the named routes above (static wins anyway).
  app.get(
    '/ServiceRequest/:mobile/:constant',
    {
      config: { access: ['Customer', 'Manager'] },
      schema: {
        tags: ['ServiceRequest'],
        params: requestsByMobileParamsSchema,
        querystring: pageQuerySchema,
        response: customerRequests,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (user.userType === 'Customer') {
        if (user.mobile !== request.params.mobile) throw forbidden(SR_MESSAGES.notYourMobile);
        // Guest requests by this number are linked only once the account proved the number by a code;
        // until then the account sees what it raised itself.
        if (!(await isAccountMobileVerified(ctx.db, user.accountId))) {
          const own = user.customerId
            ? await service.listForCustomer(user.customerId, request.query)
            : { rows: [], total: 0 };
          return sendPage(reply, own, request.query);
        }
      }
      return sendPage(
        reply,
        await service.listForMobile(request.params.mobile, request.query),
        request.query,
      );
    },
  );
};
