import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  invoiceIdQuerySchema,
  invoiceSendResultSchema,
  invoiceSendSchema,
  invoiceShareTokenParamsSchema,
} from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { suiteCaller, suiteRoute } from '../subscriptions/index.js';
import { centerInvoicePdf, sendInvoice, sharedInvoicePdf, type InvoicePdfFile } from './invoice-share.js';

const tags = ['Invoice'];
/** The private link is a door from the internet (the token cannot be guessed, drawing a PDF costs CPU). */
export const SHARED_PDF_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

function sendPdf(reply: FastifyReply, file: InvoicePdfFile): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .header('referrer-policy', 'no-referrer')
    .send(file.bytes);
}

/** The invoice PDF (center), 'Send to customer' (center) and the customer's private link (public). */
export const invoicePdfRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const access = suiteRoute(ctx);

  app.get(
    '/Invoice/GetInvoicePdf',
    { ...access, schema: { tags, querystring: invoiceIdQuerySchema } },
    async (request, reply) =>
      sendPdf(reply, await centerInvoicePdf(db, suiteCaller(request).centerId, request.query.invoiceid)),
  );

  app.post(
    '/Invoice/SendInvoice',
    { ...access, schema: { tags, body: invoiceSendSchema, response: { 200: invoiceSendResultSchema } } },
    async (request) => {
      // The configured address, never the request's Host header: a forged one would put its own site in the SMS.
      const origin = ctx.config.notifications.publicUrl;
      return sendInvoice(ctx, suiteCaller(request), request.body.invoiceid, origin);
    },
  );

  app.get(
    '/Invoice/SharedPdf/:token',
    {
      config: { access: 'public', rateLimit: SHARED_PDF_RATE_LIMIT },
      schema: { tags, params: invoiceShareTokenParamsSchema },
    },
    async (request, reply) => sendPdf(reply, await sharedInvoicePdf(db, request.params.token)),
  );
};
