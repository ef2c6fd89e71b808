/**
 * The PDF of a GST invoice and sending it to the customer (issue 12). Paths in INVOICE_PATHS.
 * - GET  INVOICE_PATHS.pdf?invoiceid=   (center, FixoPro plan, own invoice else 404) → application/pdf, attachment
 * - POST INVOICE_PATHS.send body invoiceSendSchema (center) → invoiceSendResultSchema
 *     SMS to the recipient's mobile with a private link to the PDF (INVOICE_SHARE_DAYS days; 32 random bytes,
 *     only the SHA-256 stored) and a WhatsApp click-to-chat link with the same text. At most
 *     INVOICE_SENDS_PER_HOUR sends per invoice per hour (429). No mobile on the invoice: 400.
 * - GET  INVOICE_PATHS.sharedPdf/<token> (public, rate limited) → the PDF; 404 for an unknown or expired token alike.
 */
import { z } from 'zod';
import { positiveId } from '../helpers/zod-rules.js';
import { idOut } from './suite-common.js';

/** POST INVOICE_PATHS.send. */
export const invoiceSendSchema = z.object({ invoiceid: positiveId });
export type InvoiceSendPayload = z.infer<typeof invoiceSendSchema>;

export const invoiceSendResultSchema = z.object({
  invoiceid: idOut,
  /** The mobile the SMS went to. */
  sentto: z.string(),
  /** ISO time the private link stops working. */
  expireson: z.string(),
  /** The private link to the PDF (also inside the SMS and the WhatsApp text). */
  link: z.string(),
  /** https://wa.me/91XXXXXXXXXX?text=... for a 'Send on WhatsApp' button. */
  whatsapplink: z.string(),
});
export type InvoiceSendResult = z.infer<typeof invoiceSendResultSchema>;

export const invoiceShareTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
