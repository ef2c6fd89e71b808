import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  creditNoteCreateSchema,
  gstr1Schema,
  invoiceCancelSchema,
  invoiceCreateSchema,
  invoiceIdQuerySchema,
  invoiceReportQuerySchema,
  invoiceReportSchema,
  invoiceSchema,
  invoiceSettingsPayloadSchema,
  invoiceSettingsSchema,
  invoicesPageSchema,
  invoicesQuerySchema,
  paymentCreateSchema,
} from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { suiteCaller, suiteRoute } from '../subscriptions/index.js';
import { gstr1 } from './gstr1.js';
import { createInvoice } from './invoice-create.js';
import { listInvoices, loadInvoice } from './invoice-read.js';
import { invoiceReport } from './invoice-report.js';
import { loadInvoiceSettings, saveInvoiceSettings } from './invoice-settings.js';
import { addCreditNote, addPayment, cancelInvoice } from './invoice-settlement.js';

const tags = ['Invoice'];

/**
 * FixoPro GST invoices, center side (contract and paths in packages/shared/src/schemas/invoices.ts; the paths
 * here are INVOICE_PATHS without the '/api' prefix the app adds).
 */
export const invoicesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const access = suiteRoute(ctx);

  app.get(
    '/Invoice/GetInvoices',
    { ...access, schema: { tags, querystring: invoicesQuerySchema, response: { 200: invoicesPageSchema } } },
    async (request) => listInvoices(db, suiteCaller(request).centerId, request.query),
  );

  app.get(
    '/Invoice/GetInvoiceById',
    { ...access, schema: { tags, querystring: invoiceIdQuerySchema, response: { 200: invoiceSchema } } },
    async (request) => loadInvoice(db, suiteCaller(request).centerId, request.query.invoiceid),
  );

  app.post(
    '/Invoice/CreateInvoice',
    { ...access, schema: { tags, body: invoiceCreateSchema, response: { 201: invoiceSchema } } },
    async (request, reply) => {
      const caller = suiteCaller(request);
      const id = await createInvoice(db, caller, request.body);
      return reply.status(201).send(await loadInvoice(db, caller.centerId, id));
    },
  );

  app.post(
    '/Invoice/CancelInvoice',
    { ...access, schema: { tags, body: invoiceCancelSchema, response: { 200: invoiceSchema } } },
    async (request) => {
      const caller = suiteCaller(request);
      await cancelInvoice(db, caller, request.body);
      return loadInvoice(db, caller.centerId, request.body.invoiceid);
    },
  );

  app.post(
    '/Invoice/AddPayment',
    { ...access, schema: { tags, body: paymentCreateSchema, response: { 201: invoiceSchema } } },
    async (request, reply) => {
      const caller = suiteCaller(request);
      await addPayment(db, caller, request.body);
      return reply.status(201).send(await loadInvoice(db, caller.centerId, request.body.invoiceid));
    },
  );

  app.post(
    '/Invoice/AddCreditNote',
    { ...access, schema: { tags, body: creditNoteCreateSchema, response: { 201: invoiceSchema } } },
    async (request, reply) => {
      const caller = suiteCaller(request);
      await addCreditNote(db, ctx.database.engine, caller, request.body);
      return reply.status(201).send(await loadInvoice(db, caller.centerId, request.body.invoiceid));
    },
  );

  app.get(
    '/Invoice/GetInvoiceReport',
    {
      ...access,
      schema: { tags, querystring: invoiceReportQuerySchema, response: { 200: invoiceReportSchema } },
    },
    async (request) => invoiceReport(db, suiteCaller(request).centerId, request.query),
  );

  app.get(
    '/Invoice/GetGstr1',
    { ...access, schema: { tags, querystring: invoiceReportQuerySchema, response: { 200: gstr1Schema } } },
    async (request) => gstr1(db, suiteCaller(request).centerId, request.query),
  );

  app.get(
    '/Invoice/GetInvoiceSettings',
    { ...access, schema: { tags, response: { 200: invoiceSettingsSchema } } },
    async (request) => loadInvoiceSettings(db, suiteCaller(request).centerId),
  );

  app.put(
    '/Invoice/SaveInvoiceSettings',
    {
      ...access,
      schema: { tags, body: invoiceSettingsPayloadSchema, response: { 200: invoiceSettingsSchema } },
    },
    async (request) => saveInvoiceSettings(db, suiteCaller(request).centerId, request.body),
  );
};
