import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  istDate,
  PRIVACY_MESSAGES,
  type ConsentChange,
  consentChangeSchema,
  eraseAccountSchema,
  erasureRequestSchema,
  erasureResultSchema,
  grievanceAnswerSchema,
  grievanceInputSchema,
  grievanceListQuerySchema,
  grievanceLookupSchema,
  grievanceSchema,
  myConsentsSchema,
  myDataQuerySchema,
  myDataSchema,
  pageQuerySchema,
} from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { SESSION_COOKIE, currentUser, type SessionUser } from '../../platform/auth.js';
import { badRequest } from '../../platform/errors.js';
import { sendPage } from '../../platform/paging.js';
import { accountLanguage, collectMyData, myDataHtml } from './my-data.js';
import { eraseAccount } from './erasure.js';
import { listErasureRequests } from './erasure-requests.service.js';
import { createPrivacyService } from './privacy.service.js';
import { createGrievancesService } from './grievances.service.js';

/** The DPDP rights belong to the people the data is about: customers and service centers. */
const DATA_PRINCIPALS = ['Customer', 'ServiceCenter'] as const;
/** Public writes and look-ups: bounded per address so the table cannot be flooded nor references guessed. */
const GRIEVANCES_PER_MINUTE = 10;

export const privacyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const privacy = createPrivacyService(ctx);
  const grievances = createGrievancesService(ctx);

  app.get(
    '/Privacy/GetMyData',
    {
      config: { access: DATA_PRINCIPALS },
      schema: {
        tags: ['Privacy'],
        querystring: myDataQuerySchema,
        // The JSON answer, or with FORMAT=html the printable document (text/html).
        response: { 200: z.union([myDataSchema, z.string()]) },
      },
    },
    async (request, reply) => {
      const data = await collectMyData(ctx.db, currentUser(request));
      const day = istDate(new Date(data.generatedon));
      reply.header('cache-control', 'no-store');
      if (request.query.FORMAT === 'html') {
        reply.header('content-disposition', `attachment; filename="fixo-my-data-${day}.html"`);
        reply.type('text/html; charset=utf-8');
        // The readable copy speaks the account's language; the JSON below is a machine format and stays English.
        return myDataHtml(data, await accountLanguage(ctx.db, currentUser(request)));
      }
      reply.header('content-disposition', `attachment; filename="fixo-my-data-${day}.json"`);
      return myDataSchema.parse(data);
    },
  );

  app.get(
    '/Privacy/GetMyConsents',
    {
      config: { access: DATA_PRINCIPALS },
      schema: { tags: ['Privacy'], response: { 200: myConsentsSchema } },
    },
    async (request) => privacy.myConsents(currentUser(request)),
  );

  /** Withdrawing takes the same one step as giving; only the purposes of one's own kind of account. */
  const changeConsent = (user: SessionUser, change: ConsentChange, given: boolean) => {
    const source = change.pagesource;
    if (!privacy.purposesOf(user).includes(source)) {
      throw badRequest(PRIVACY_MESSAGES.consentNotYours, { pagesource: PRIVACY_MESSAGES.consentNotYours });
    }
    const shown = { language: change.language, consenttext: change.consenttext };
    return given ? privacy.give(user, source, shown) : privacy.withdraw(user, source, shown);
  };

  app.post(
    '/Privacy/WithdrawConsent',
    {
      config: { access: DATA_PRINCIPALS },
      schema: { tags: ['Privacy'], body: consentChangeSchema, response: { 200: myConsentsSchema } },
    },
    async (request) => changeConsent(currentUser(request), request.body, false),
  );
  app.post(
    '/Privacy/GiveConsent',
    {
      config: { access: DATA_PRINCIPALS },
      schema: { tags: ['Privacy'], body: consentChangeSchema, response: { 200: myConsentsSchema } },
    },
    async (request) => changeConsent(currentUser(request), request.body, true),
  );

  app.post(
    '/Privacy/EraseAccount',
    {
      config: { access: DATA_PRINCIPALS },
      schema: { tags: ['Privacy'], body: eraseAccountSchema, response: { 200: erasureResultSchema } },
    },
    async (request, reply) => {
      const result = await eraseAccount(ctx, currentUser(request), request.body.passcode);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return result;
    },
  );

  app.get(
    '/Privacy/GetErasureRequests',
    {
      config: { access: ['Manager'] },
      schema: {
        tags: ['Privacy'],
        querystring: pageQuerySchema,
        response: { 200: z.array(erasureRequestSchema) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listErasureRequests(ctx.db, request.query), request.query),
  );

  app.post(
    '/Grievance/AddGrievance',
    {
      config: { access: 'public', rateLimit: { max: GRIEVANCES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { tags: ['Grievance'], body: grievanceInputSchema, response: { 201: grievanceSchema } },
    },
    async (request, reply) => {
      reply.status(201);
      return grievances.add(request.body, request.user);
    },
  );

  app.post(
    '/Grievance/GetGrievanceStatus',
    {
      config: { access: 'public', rateLimit: { max: GRIEVANCES_PER_MINUTE * 3, timeWindow: '1 minute' } },
      schema: { tags: ['Grievance'], body: grievanceLookupSchema, response: { 200: grievanceSchema } },
    },
    async (request) => grievances.lookup(request.body),
  );

  app.get(
    '/Grievance/GetMyGrievances',
    {
      config: { access: DATA_PRINCIPALS },
      schema: {
        tags: ['Grievance'],
        querystring: pageQuerySchema,
        response: { 200: z.array(grievanceSchema) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await grievances.mine(currentUser(request), request.query), request.query),
  );

  app.get(
    '/Grievance/GetGrievances',
    {
      config: { access: ['Manager'] },
      schema: {
        tags: ['Grievance'],
        querystring: grievanceListQuerySchema,
        response: { 200: z.array(grievanceSchema) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await grievances.list(request.query.STATUS, request.query), request.query),
  );

  app.put(
    '/Grievance/AnswerGrievance',
    {
      config: { access: ['Manager'] },
      schema: { tags: ['Grievance'], body: grievanceAnswerSchema, response: { 200: grievanceSchema } },
    },
    async (request) => grievances.answer(request.body, currentUser(request)),
  );
};
