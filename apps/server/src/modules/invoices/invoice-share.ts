/**
 * The invoice PDF for the center, and 'Send to customer': a private, expiring link to the PDF by SMS (through
 * the SmsProvider) plus a WhatsApp click-to-chat link with the same text. Contract: schemas/invoice-share.ts.
 */
import {
  INVOICE_PATHS,
  INVOICE_SENDS_PER_HOUR,
  INVOICE_SHARE_DAYS,
  INVOICE_SHARE_MESSAGES as M,
  type InvoiceSendResult,
} from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { nowIso, type Db } from '../../platform/db.js';
import { randomToken, sha256 } from '../../platform/crypto.js';
import { assertUnderLimit, HOUR_MS, since } from '../../platform/create-limits.js';
import { lockCenter } from '../service-centers/index.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { SuiteCaller } from '../subscriptions/index.js';
import { loadInvoice } from './invoice-read.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { pdfFileName, rupeesText } from './invoice-pdf-format.js';

export interface InvoicePdfFile {
  bytes: Buffer;
  filename: string;
}

/** The PDF of one of the center's invoices (404 for another center's id). */
export async function centerInvoicePdf(db: Db, centerId: number, invoiceId: number): Promise<InvoicePdfFile> {
  const invoice = await loadInvoice(db, centerId, invoiceId);
  return { bytes: await renderInvoicePdf(invoice), filename: pdfFileName(invoice.invoiceno) };
}

/** The PDF behind a private link; an unknown and an expired token get the same 404 (no hint which). */
export async function sharedInvoicePdf(db: Db, token: string): Promise<InvoicePdfFile> {
  const link = await db
    .selectFrom('invoice_share_links as l')
    .innerJoin('invoices as i', 'i.id', 'l.invoice_id')
    .select(['l.invoice_id', 'i.service_center_id'])
    .where('l.token_hash', '=', sha256(token))
    .where('l.expires_at', '>', nowIso())
    .executeTakeFirst();
  if (!link) throw notFound(M.linkNotFound);
  return centerInvoicePdf(db, link.service_center_id, link.invoice_id);
}

/** WhatsApp click-to-chat to an Indian mobile (10 digits → country code 91), the text URL-encoded. */
export const whatsAppLink = (mobile: string, text: string): string =>
  `https://wa.me/91${mobile.slice(-10)}?text=${encodeURIComponent(text)}`;

/**
 * Sends the customer a private link to the invoice PDF. At most INVOICE_SENDS_PER_HOUR per invoice per hour,
 * counted inside the transaction that records the link (the center's row locked on PostgreSQL, so parallel
 * sends are counted one after another).
 */
export async function sendInvoice(
  ctx: AppContext,
  caller: SuiteCaller,
  invoiceId: number,
  origin: string,
): Promise<InvoiceSendResult> {
  const { db } = ctx;
  const invoice = await loadInvoice(db, caller.centerId, invoiceId);
  const mobile = invoice.recipient.mobile;
  if (!mobile) throw badRequest(M.noMobile);
  const token = randomToken(32);
  const expires = new Date(Date.now() + INVOICE_SHARE_DAYS * 86_400_000).toISOString();
  await db.transaction().execute(async (trx) => {
    await lockCenter(trx, ctx.database.engine, caller.centerId);
    const sent = await trx
      .selectFrom('invoice_share_links')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('invoice_id', '=', invoice.invoiceid)
      .where('created_at', '>', since(HOUR_MS))
      .executeTakeFirst();
    assertUnderLimit(sent?.n as number | string | undefined, INVOICE_SENDS_PER_HOUR, M.tooManySends);
    await trx
      .insertInto('invoice_share_links')
      .values({
        invoice_id: invoice.invoiceid,
        token_hash: sha256(token),
        sent_to: mobile,
        expires_at: expires,
        created_by: caller.accountId,
        created_at: nowIso(),
      })
      .execute();
  });
  const link = `${origin}${INVOICE_PATHS.sharedPdf}/${token}`;
  const amount = rupeesText(invoice.totals.grandtotalpaise);
  const text =
    invoice.balancepaise > 0
      ? `${invoice.supplier.name}: your ${invoice.documentkind.toLowerCase()} ${invoice.invoiceno} for ${amount} (balance due ${rupeesText(invoice.balancepaise)}). Download the PDF: ${link} (valid ${INVOICE_SHARE_DAYS} days)`
      : `${invoice.supplier.name}: your ${invoice.documentkind.toLowerCase()} ${invoice.invoiceno} for ${amount}. Download the PDF: ${link} (valid ${INVOICE_SHARE_DAYS} days)`;
  // after commit: the development outbox writes on its own connection
  await ctx.sms.send(mobile, text);
  return {
    invoiceid: invoice.invoiceid,
    sentto: mobile,
    expireson: expires,
    link,
    whatsapplink: whatsAppLink(mobile, text),
  };
}
