/**
 * FixoPro GST tax invoices (CGST Rules, rule 46), payments, credit notes and the invoice report. Money in
 * integer paise; the rounding rule is written in helpers/invoice-tax.ts. Center calls need an active FixoPro
 * plan (403) and see only their own invoices (another center's id → 404). Authorization comes before validation.
 *
 * Endpoints (center; paths in INVOICE_PATHS):
 * - GET  INVOICE_PATHS.list        query invoicesQuerySchema → invoicesPageSchema
 *     SEARCH: invoice number (contains), customer name (contains), mobile or registration (prefix);
 *     FROM/TO: issue date (YYYY-MM-DD, India time, both inclusive); STATUS: Issued | Cancelled;
 *     PAYMENTSTATUS: Paid | Partly paid | Unpaid. Server-side pages.
 * - GET  INVOICE_PATHS.get?invoiceid=      → invoiceSchema
 * - POST INVOICE_PATHS.create      body invoiceCreateSchema → 201 invoiceSchema
 *     jobcardid > 0: from a Ready or Delivered job card of the center (its approved lines; customer, vehicle and
 *     GSTIN from the masters). One live (not cancelled) invoice per job card: 409. jobcardid 0: counter sale
 *     with `recipient` and `lines`. Place of supply (`placeofsupplystatecode`, another state = IGST): the
 *     center's choice; by default a job card takes a registered customer's state (its GSTIN), a counter sale the
 *     center's own (defaultPlaceOfSupply). A composition dealer supplies within its state only (400). A
 *     registered recipient (GSTIN) needs an address (rule 46). Number INV/<FY>/<seq> per center and financial year
 *     (April–March), at most 16 characters, consecutive. Issue date = today (India time).
 *     Tax Invoice when the center has a GSTIN and is not a composition dealer; otherwise Bill of Supply (no tax).
 *     Every line needs an HSN/SAC of at least 4 digits (6 when the center declares turnover above ₹5 crore).
 * - POST INVOICE_PATHS.cancel      body invoiceCancelSchema → invoiceSchema
 *     with a reason; the number stays used (recorded as cancelled). Refused (409) once payments or credit notes
 *     are recorded. A cancelled job card invoice frees the job card for a new invoice.
 * - POST INVOICE_PATHS.addPayment  body paymentCreateSchema → 201 invoiceSchema
 *     Cash | UPI (reference required) | Card | Bank transfer; partial payments; more than the balance due → 400.
 *     Each payment gets a receipt number RCT/<FY>/<seq>.
 * - POST INVOICE_PATHS.addCreditNote body creditNoteCreateSchema → 201 invoiceSchema
 *     its own series CN/<FY>/<seq>; either `lines` (part of an invoice line's total, tax included) or
 *     `amountpaise` (taken from the lines in order); never more than what is left of a line / the invoice.
 * - GET  INVOICE_PATHS.report      query invoiceReportQuerySchema → invoiceReportSchema
 *     figures from the same stored invoice lines; cancelled invoices are counted apart and left out of the sums.
 * - GET  INVOICE_PATHS.gstr1       the report's query → gstr1Schema: the same lines as GSTR-1's tables (gstr1.ts)
 * - GET  INVOICE_PATHS.settings    → invoiceSettingsSchema
 * - PUT  INVOICE_PATHS.saveSettings body invoiceSettingsPayloadSchema → invoiceSettingsSchema
 */
import { z } from 'zod';
import { SUITE_MESSAGES as S } from '../suite-messages.js';
import {
  contractId,
  decimalTextToNumber,
  maxLen,
  notEmpty,
  optionalOrderedString,
  orderedString,
  positiveId,
} from '../helpers/zod-rules.js';
import { mobileNumberSchema } from './mobile-number.js';
import { isValidGstStateCode } from '../helpers/gstin.js';
import { isCalendarDate } from '../helpers/calendar-date.js';
import {
  idOut,
  linesGrossTooLarge,
  MAX_JOB_CARD_PAISE,
  pageOf,
  positiveIdQuery,
  suiteListQuery,
} from './suite-common.js';
import { jobCardLinePayloadSchema } from './job-cards.js';
import { PART_TYPES, PART_UNITS } from './parts.js';
import { optionalGstinSchema } from './shop-customers.js';

export const INVOICE_PATHS = {
  list: '/api/Invoice/GetInvoices',
  get: '/api/Invoice/GetInvoiceById',
  create: '/api/Invoice/CreateInvoice',
  cancel: '/api/Invoice/CancelInvoice',
  addPayment: '/api/Invoice/AddPayment',
  addCreditNote: '/api/Invoice/AddCreditNote',
  report: '/api/Invoice/GetInvoiceReport',
  /** GET, the invoice report's query → gstr1Schema (schemas/gstr1.ts). */
  gstr1: '/api/Invoice/GetGstr1',
  settings: '/api/Invoice/GetInvoiceSettings',
  saveSettings: '/api/Invoice/SaveInvoiceSettings',
  /** GET ?invoiceid= → the A4 PDF (application/pdf, attachment); see schemas/invoice-share.ts. */
  pdf: '/api/Invoice/GetInvoicePdf',
  /** POST body invoiceSendSchema → invoiceSendResultSchema (SMS with a private link + WhatsApp link). */
  send: '/api/Invoice/SendInvoice',
  /** GET <sharedPdf>/<token>: public, the PDF behind a private link (404 unknown or expired). */
  sharedPdf: '/api/Invoice/SharedPdf',
} as const;

export const INVOICE_STATUSES = ['Issued', 'Cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const PAYMENT_STATUSES = ['Paid', 'Partly paid', 'Unpaid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const DOCUMENT_KINDS = ['Tax Invoice', 'Bill of Supply'] as const;
export type InvoiceDocumentKind = (typeof DOCUMENT_KINDS)[number];
export const PAYMENT_MODES = ['Cash', 'UPI', 'Card', 'Bank transfer'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const TAX_SPLITS = ['CGST+SGST', 'IGST', 'None'] as const;

/** UPI id (VPA): 'name@bank'. */
export const UPI_ID_REGEX = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;

const stateCodeSchema = z
  .string({ error: S.placeOfSupplyInvalid })
  .trim()
  .superRefine((v, ctx) => {
    // an emptied select is a choice not made, said as such (not as a malformed code)
    if (v === '') ctx.addIssue({ code: 'custom', message: S.placeOfSupplyRequired });
    else if (!isValidGstStateCode(v)) ctx.addIssue({ code: 'custom', message: S.placeOfSupplyInvalid });
  });

/** Recipient of a counter sale (a job card's recipient comes from the masters). */
export const invoiceRecipientPayloadSchema = z
  .object({
    name: orderedString(S.recipientNameRequired, [
      [notEmpty, S.recipientNameRequired],
      [maxLen(200), S.recipientNameMax],
    ]),
    address: optionalOrderedString([[maxLen(500), S.recipientAddressMax]]).transform((v) => v ?? ''),
    mobile: z.preprocess((v) => (v === '' || v === null ? undefined : v), mobileNumberSchema.optional()),
    /** Registered recipient (B2B): the GSTIN is printed and the sale counts as B2B. */
    gstin: optionalGstinSchema,
  })
  .superRefine((v, ctx) => {
    // rule 46(e): a registered recipient's name, address and GSTIN
    if (v.gstin && !v.address.trim())
      ctx.addIssue({ code: 'custom', path: ['address'], message: S.recipientAddressForGstin });
  });
export type InvoiceRecipientPayload = z.infer<typeof invoiceRecipientPayloadSchema>;

/** A counter-sale line: like a job card line (lineid ignored) with its unit of measure. */
export const invoiceLinePayloadSchema = jobCardLinePayloadSchema.and(
  z.object({ unit: z.enum(PART_UNITS, { error: S.unitInvalid }).optional().default('nos') }),
);
export type InvoiceLinePayload = z.infer<typeof invoiceLinePayloadSchema>;

/** POST INVOICE_PATHS.create. */
export const invoiceCreateSchema = z
  .object({
    /** > 0: invoice a job card; 0 or absent: counter sale. */
    jobcardid: z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), contractId),
    recipient: invoiceRecipientPayloadSchema.optional(),
    /**
     * GST state code of the place of supply ('29'); another state gives IGST. Default: a job card takes a
     * registered customer's state (its GSTIN), a counter sale the center's own (goods handed over at the counter).
     */
    placeofsupplystatecode: stateCodeSchema.optional(),
    lines: z.array(invoiceLinePayloadSchema).max(200, S.linesMax).optional().default([]),
  })
  .superRefine(
    (v, ctx) => {
      const raw = (v ?? {}) as { jobcardid?: unknown; recipient?: unknown; lines?: unknown };
      const counterSale = raw.jobcardid === 0 || raw.jobcardid === undefined;
      if (linesGrossTooLarge(raw.lines))
        ctx.addIssue({ code: 'custom', path: ['lines'], message: S.jobCardTotalMax });
      if (!counterSale) return;
      if (!raw.recipient) ctx.addIssue({ code: 'custom', path: ['recipient'], message: S.recipientRequired });
      if (!Array.isArray(raw.lines) || raw.lines.length === 0)
        ctx.addIssue({ code: 'custom', path: ['lines'], message: S.invoiceLinesRequired });
    },
    { when: () => true },
  );
export type InvoiceCreatePayload = z.infer<typeof invoiceCreateSchema>;
export type InvoiceCreatePayloadInput = z.input<typeof invoiceCreateSchema>;

const reasonSchema = orderedString(S.reasonRequired, [
  [notEmpty, S.reasonRequired],
  [maxLen(500), S.reasonMax],
]);

/** POST INVOICE_PATHS.cancel. */
export const invoiceCancelSchema = z.object({ invoiceid: positiveId, reason: reasonSchema });
export type InvoiceCancelPayload = z.infer<typeof invoiceCancelSchema>;

/** Whole paise > 0 (numeric text accepted); the upper bound is the balance, checked by the server. */
const positivePaise = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: message })
      .refine((n) => Number.isInteger(n) && n >= 1 && n <= MAX_JOB_CARD_PAISE * 2, message),
  );

/** POST INVOICE_PATHS.addPayment. */
export const paymentCreateSchema = z
  .object({
    invoiceid: positiveId,
    mode: z.enum(PAYMENT_MODES, { error: S.paymentModeInvalid }),
    amountpaise: positivePaise(S.paymentAmountInvalid),
    /** UPI transaction id / card approval code / bank UTR; required for UPI. */
    reference: optionalOrderedString([[maxLen(100), S.paymentReferenceMax]]).transform((v) => v ?? ''),
    /** Payment date (YYYY-MM-DD, India time); default today; not in the future, not before the invoice. */
    paidon: z
      .string()
      .trim()
      .optional()
      .refine((v) => v === undefined || v === '' || isCalendarDate(v), S.paymentDateInvalid),
  })
  .superRefine(
    (v, ctx) => {
      const raw = (v ?? {}) as { mode?: unknown; reference?: unknown };
      if (raw.mode === 'UPI' && (typeof raw.reference !== 'string' || raw.reference.trim() === ''))
        ctx.addIssue({ code: 'custom', path: ['reference'], message: S.upiReferenceRequired });
    },
    { when: () => true },
  );
export type PaymentCreatePayload = z.infer<typeof paymentCreateSchema>;
export type PaymentCreatePayloadInput = z.input<typeof paymentCreateSchema>;

/** POST INVOICE_PATHS.addCreditNote: `lines` or `amountpaise` (tax included), not both. */
export const creditNoteCreateSchema = z
  .object({
    invoiceid: positiveId,
    reason: reasonSchema,
    lines: z
      .array(
        z.object({
          /** 1-based line number printed on the invoice. */
          lineno: z.preprocess(
            decimalTextToNumber,
            z
              .number({ error: S.creditLineInvalid })
              .int(S.creditLineInvalid)
              .min(1, S.creditLineInvalid)
              .max(200, S.creditLineInvalid),
          ),
          /** Credit of this line, tax included. */
          amountpaise: positivePaise(S.creditAmountInvalid),
        }),
      )
      .max(200, S.linesMax)
      .optional(),
    amountpaise: positivePaise(S.creditAmountInvalid).optional(),
  })
  .superRefine(
    (v, ctx) => {
      const raw = (v ?? {}) as { lines?: unknown; amountpaise?: unknown };
      const hasLines = Array.isArray(raw.lines) && raw.lines.length > 0;
      const hasAmount = raw.amountpaise !== undefined;
      if (hasLines === hasAmount)
        ctx.addIssue({ code: 'custom', path: ['amountpaise'], message: S.creditLinesOrAmount });
    },
    { when: () => true },
  );
export type CreditNoteCreatePayload = z.infer<typeof creditNoteCreateSchema>;
export type CreditNoteCreatePayloadInput = z.input<typeof creditNoteCreateSchema>;

export const invoiceIdQuerySchema = z.object({ invoiceid: positiveIdQuery('invoiceid') });

const optionalDateQuery = (message: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string({ error: message }).trim().refine(isCalendarDate, message).optional(),
  );

export const INVOICE_SORTS = ['issuedon', 'invoiceno', 'customername', 'grandtotal', 'balance'] as const;
export const invoicesQuerySchema = z.object({
  ...suiteListQuery(INVOICE_SORTS, 'issuedon'),
  FROM: optionalDateQuery(S.fromDateInvalid),
  TO: optionalDateQuery(S.toDateInvalid),
  STATUS: z.enum(INVOICE_STATUSES, { error: S.invoiceStatusInvalid }).optional(),
  PAYMENTSTATUS: z.enum(PAYMENT_STATUSES, { error: S.paymentStatusInvalid }).optional(),
});
export type InvoicesQuery = z.infer<typeof invoicesQuerySchema>;
export type InvoicesQueryInput = z.input<typeof invoicesQuerySchema>;

/** GET INVOICE_PATHS.report: FROM/TO required (YYYY-MM-DD, inclusive, at most 3 years); GROUP day | month. */
export const invoiceReportQuerySchema = z
  .object({
    FROM: z.string({ error: S.fromDateInvalid }).trim().refine(isCalendarDate, S.fromDateInvalid),
    TO: z.string({ error: S.toDateInvalid }).trim().refine(isCalendarDate, S.toDateInvalid),
    /** Default: day for ranges up to 62 days, month beyond. */
    GROUP: z.enum(['day', 'month'], { error: S.reportGroupInvalid }).optional(),
  })
  .superRefine(
    (v, ctx) => {
      const raw = (v ?? {}) as { FROM?: unknown; TO?: unknown };
      if (typeof raw.FROM !== 'string' || typeof raw.TO !== 'string') return;
      if (!isCalendarDate(raw.FROM) || !isCalendarDate(raw.TO)) return;
      const days = (Date.parse(raw.TO) - Date.parse(raw.FROM)) / 86_400_000;
      if (days < 0) ctx.addIssue({ code: 'custom', path: ['TO'], message: S.reportRangeOrder });
      else if (days > 366 * 3) ctx.addIssue({ code: 'custom', path: ['TO'], message: S.reportRangeMax });
    },
    { when: () => true },
  );
export type InvoiceReportQuery = z.infer<typeof invoiceReportQuerySchema>;

/** A yes/no setting ('true'/'false' and 1/0 accepted like looseBoolean), one clear message. */
const settingFlag = z
  .preprocess(
    (v) => (v === 'true' || v === 1 || v === '1' ? true : v === 'false' || v === 0 || v === '0' ? false : v),
    z.boolean({ error: S.settingFlagInvalid }),
  )
  .optional()
  .default(false);

/** Center settings of invoicing (GET/PUT INVOICE_PATHS.settings / saveSettings). */
export const invoiceSettingsPayloadSchema = z.object({
  /** The center's UPI id for the QR on its bills; '' for none. */
  upivpa: z
    .string()
    .trim()
    .optional()
    .transform((v) => v ?? '')
    .refine((v) => v === '' || UPI_ID_REGEX.test(v), S.upiIdInvalid),
  /** Composition dealer: issues a Bill of Supply, no tax charged. */
  compositiondealer: settingFlag,
  /** Aggregate turnover above ₹5 crore: HSN/SAC of at least 6 digits on every line. */
  turnoverabove5cr: settingFlag,
});
export type InvoiceSettingsPayload = z.infer<typeof invoiceSettingsPayloadSchema>;
export type InvoiceSettingsPayloadInput = z.input<typeof invoiceSettingsPayloadSchema>;

export const invoiceSettingsSchema = z.object({
  upivpa: z.string(),
  compositiondealer: z.boolean(),
  turnoverabove5cr: z.boolean(),
  /** From the center profile (read only here): the GSTIN, '' when not registered. */
  gstin: z.string(),
  statename: z.string(),
  statecode: z.string(),
  /** What the next invoice will be: decided from gstin and compositiondealer. */
  documentkind: z.enum(DOCUMENT_KINDS),
});
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;

// ---------- answers (no transform/preprocess) ----------

const paise = z.number().int();
/** Taxable value and tax by head of a line or a sum of lines. */
const taxHeads = { taxablepaise: paise, cgstpaise: paise, sgstpaise: paise, igstpaise: paise };
const stateSchema = z.object({ statename: z.string(), statecode: z.string() });

export const invoiceSupplierSchema = z.object({
  name: z.string(),
  /** Address lines, city, state and PIN, ready to print. */
  address: z.string(),
  /** '' when the center is not GST-registered (Bill of Supply). */
  gstin: z.string(),
  statename: z.string(),
  statecode: z.string(),
  mobile: z.string(),
  email: z.string(),
  /** The center's UPI id for the QR, or null. */
  upivpa: z.string().nullable(),
});

export const invoiceRecipientSchema = z.object({
  name: z.string(),
  address: z.string(),
  mobile: z.string(),
  /** '' for an unregistered recipient (B2C). */
  gstin: z.string(),
  /** State of a registered recipient (from the GSTIN), else null. */
  statename: z.string().nullable(),
  statecode: z.string().nullable(),
});

export const invoiceLineSchema = z.object({
  lineno: z.number().int().positive(),
  linetype: z.enum(PART_TYPES),
  description: z.string(),
  hsnsac: z.string(),
  qty: z.number(),
  unit: z.string(),
  /** GSTR-1 unit quantity code ('NOS', 'LTR', 'NA' for services). */
  uqc: z.string(),
  /** Unit price as entered; `rateincludesgst` says whether GST is inside it. */
  ratepaise: paise,
  rateincludesgst: z.boolean(),
  grosspaise: paise,
  discountpaise: paise,
  gstrate: z.number(),
  cgstrate: z.number(),
  sgstrate: z.number(),
  igstrate: z.number(),
  ...taxHeads,
  totalpaise: paise,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceTotalsSchema = z.object({
  grosspaise: paise,
  discountpaise: paise,
  ...taxHeads,
  taxpaise: paise,
  linestotalpaise: paise,
  roundoffpaise: paise,
  grandtotalpaise: paise,
});

export const paymentSchema = z.object({
  paymentid: idOut,
  receiptno: z.string(),
  mode: z.enum(PAYMENT_MODES),
  amountpaise: paise,
  reference: z.string(),
  /** YYYY-MM-DD. */
  paidon: z.string(),
  recordedby: z.string(),
  createdon: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const creditNoteLineSchema = z.object({
  lineno: z.number().int().positive(),
  description: z.string(),
  hsnsac: z.string(),
  gstrate: z.number(),
  ...taxHeads,
  totalpaise: paise,
});

export const creditNoteSchema = z.object({
  creditnoteid: idOut,
  creditnoteno: z.string(),
  /** YYYY-MM-DD. */
  issuedate: z.string(),
  reason: z.string(),
  lines: z.array(creditNoteLineSchema),
  ...taxHeads,
  totalpaise: paise,
  createdby: z.string(),
  createdon: z.string(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

/** One row of an HSN-wise summary (GSTR-1 table 12): per HSN/SAC, UQC and rate. */
export const hsnSummaryRowSchema = z.object({
  hsnsac: z.string(),
  description: z.string(),
  uqc: z.string(),
  gstrate: z.number(),
  qty: z.number(),
  ...taxHeads,
  taxpaise: paise,
  totalpaise: paise,
});
export type HsnSummaryRow = z.infer<typeof hsnSummaryRowSchema>;

export const invoiceSchema = z.object({
  invoiceid: idOut,
  invoiceno: z.string(),
  documentkind: z.enum(DOCUMENT_KINDS),
  /** YYYY-MM-DD (India time). */
  issuedate: z.string(),
  jobcardid: idOut.nullable(),
  jobcardno: z.string().nullable(),
  vehregistrationno: z.string(),
  vehicle: z.string(),
  supplier: invoiceSupplierSchema,
  recipient: invoiceRecipientSchema,
  placeofsupply: stateSchema,
  taxsplit: z.enum(TAX_SPLITS),
  /** Rule 46: whether tax is payable on reverse charge. */
  reversecharge: z.literal('No'),
  lines: z.array(invoiceLineSchema),
  totals: invoiceTotalsSchema,
  /** 'Rupees One Thousand ... Only' style, Indian system (lakh, crore). */
  amountinwords: z.string(),
  hsnsummary: z.array(hsnSummaryRowSchema),
  status: z.enum(INVOICE_STATUSES),
  cancelledon: z.string().nullable(),
  cancelreason: z.string().nullable(),
  paymentstatus: z.enum(PAYMENT_STATUSES),
  receivedpaise: paise,
  creditedpaise: paise,
  /** grand total − credited − received (never below 0). */
  balancepaise: paise,
  /** received − (grand total − credited) when a credit note follows payment (refund owed), else 0. */
  refunddue: paise,
  /**
   * UPI intent for the balance due (upi://pay?pa=<center's UPI id>&pn=<center>&am=<balance>&cu=INR&tn=<invoice no>
   * &tr=<invoice no>), for the QR on the bill; null without a UPI id, a balance, or once cancelled.
   */
  upilink: z.string().nullable(),
  payments: z.array(paymentSchema),
  creditnotes: z.array(creditNoteSchema),
  createdby: z.string(),
  createdon: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListItemSchema = z.object({
  invoiceid: idOut,
  invoiceno: z.string(),
  documentkind: z.enum(DOCUMENT_KINDS),
  issuedate: z.string(),
  customername: z.string(),
  mobile: z.string(),
  vehregistrationno: z.string(),
  jobcardno: z.string().nullable(),
  grandtotalpaise: paise,
  receivedpaise: paise,
  balancepaise: paise,
  status: z.enum(INVOICE_STATUSES),
  paymentstatus: z.enum(PAYMENT_STATUSES),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;
export const invoicesPageSchema = pageOf(invoiceListItemSchema);
export type InvoicesPage = z.infer<typeof invoicesPageSchema>;

const taxFigures = { ...taxHeads, totalpaise: paise };

export const invoiceReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  group: z.enum(['day', 'month']),
  totals: z.object({
    count: z.number().int().nonnegative(),
    ...taxFigures,
    receivedpaise: paise,
    creditedpaise: paise,
    outstandingpaise: paise,
    cancelledcount: z.number().int().nonnegative(),
  }),
  /** One point per day (YYYY-MM-DD) or month (YYYY-MM) of the range, empty periods included. */
  series: z.array(z.object({ period: z.string(), count: z.number().int().nonnegative(), ...taxFigures })),
  /** B2B: recipient with a GSTIN; B2C: without. */
  b2bb2c: z.array(
    z.object({ kind: z.enum(['B2B', 'B2C']), count: z.number().int().nonnegative(), ...taxFigures }),
  ),
  /**
   * B2C invoices (no recipient GSTIN) per place of supply, as GSTR-1 table 7 files them; a state other than the
   * center's is IGST. Credit notes are not split by state (see creditnotes).
   */
  placewise: z.array(
    z.object({
      statecode: z.string(),
      statename: z.string(),
      count: z.number().int().nonnegative(),
      ...taxFigures,
    }),
  ),
  ratewise: z.array(z.object({ gstrate: z.number(), ...taxFigures })),
  hsn: z.array(hsnSummaryRowSchema),
  /** Credit notes issued in the range (GSTR-1 reports them apart). */
  creditnotes: z.object({ count: z.number().int().nonnegative(), ...taxFigures }),
});
export type InvoiceReport = z.infer<typeof invoiceReportSchema>;
