/**
 * FixoPro job cards and the estimate approval link. Money in integer paise (see helpers/job-card-totals.ts for
 * the rounding rule); quantities up to 3 decimals. Center calls need an active FixoPro plan (403) and see only
 * their own job cards (404). Every change is pushed live on GET /api/Events/ServiceCenter as
 * `{ type: 'jobcard-changed', jobcardid, jobcardno, status, change }` (change: created | updated | status |
 * estimate-sent | estimate-answered).
 *
 * Endpoints (center):
 * - GET  /api/JobCard/GetJobCards               query jobCardsQuerySchema → jobCardsPageSchema (with counts per status)
 *     SEARCH: job card number, registration (prefix), mobile (prefix) or name (contains); STATUS: one tab.
 * - GET  /api/JobCard/GetJobCardById?jobcardid= → jobCardSchema
 * - POST /api/JobCard/AddUpdateJobCard          body jobCardPayloadSchema → jobCardSchema
 *     jobcardid 0 creates (number JC/<FY>/<seq> per center and financial year April–March). Customer: shopcustomerid
 *     + shopvehicleid from the masters, or `newcustomer` (saved to the masters first; same rules as
 *     AddNewCustomerForServiceCenter; a known mobile reuses that customer, a known registration that vehicle).
 *     The customer and vehicle of a job card are fixed once it is created (an update ignores those fields).
 *     Lines: lineid 0 adds, listed lines update, lines left out are removed; lines the customer already approved
 *     or declined cannot change (409). Lines added after an estimate was sent wait for a new approval.
 *     A Delivered or Cancelled job card cannot change (409).
 * - PUT  /api/JobCard/UpdateJobCardStatus       body jobCardStatusPayloadSchema → jobCardSchema
 *     Moves along JOB_CARD_TRANSITIONS (409 otherwise; a race has one winner). Approved from Open/EstimateSent
 *     = approved in person (all waiting lines approved). Delivered issues the approved part lines from stock:
 *     more than on hand → 409 insufficientStock unless confirmNegative: true. Cancelled returns issued stock.
 * - POST /api/JobCard/SendEstimate              body { jobcardid } → sendEstimateResultSchema
 *     SMS with /estimate/<token> to the customer's mobile (valid 7 days; a new send replaces older links).
 * - POST /api/JobCard/AddFromServiceRequest     body { servicerequestid } → jobCardSchema
 *     from a request the center Accepted: customer and vehicle saved to the masters, complaint and location
 *     prefilled; the request links to the job card (one job card per request, 409 alreadyLinked).
 *
 * Endpoints (public, no sign-in, rate limited):
 * - GET  /api/Estimate/{token}                  → publicEstimateSchema (404 wrong token, 410 expired/used/superseded)
 * - POST /api/Estimate/{token}/Decision         body estimateDecisionPayloadSchema → publicEstimateSchema
 *     one answer per waiting line; records lines, time, IP and user agent; the link is used up.
 */
import { z } from 'zod';
import { SUITE_MESSAGES as S } from '../suite-messages.js';
import {
  contractId,
  decimalTextToNumber,
  looseBoolean,
  matches,
  maxLen,
  notEmpty,
  optionalOrderedString,
  orderedString,
  positiveId,
} from '../helpers/zod-rules.js';
import { isCalendarDate, isoDateTimeToUtc } from '../helpers/calendar-date.js';
import {
  gstRateSchema,
  HSN_REGEX,
  pageOf,
  paiseSchema,
  optionalIdQuery,
  positiveIdQuery,
  linesGrossTooLarge,
  qtySchema,
  SAC_REGEX,
  suiteListQuery,
  idOut,
} from './suite-common.js';
import { PART_TYPES } from './parts.js';
import {
  JOB_CARD_STATUSES,
  FUEL_LEVELS,
  INTAKE_CHECKLIST,
  LINE_APPROVALS,
  DISCOUNT_TYPES,
  type IntakeChecklistKey,
} from './job-card-values.js';
import { shopCustomerPayloadSchema } from './shop-customers.js';

const CHECKLIST_KEYS = INTAKE_CHECKLIST.map((c) => c.key) as [IntakeChecklistKey, ...IntakeChecklistKey[]];

const optionalId = z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), contractId);

/** One line of a job card. partid 0 = one-off line with its own HSN/SAC and rate. */
export const jobCardLinePayloadSchema = z
  .object({
    lineid: optionalId,
    partid: optionalId,
    linetype: z.enum(PART_TYPES, { error: S.partTypeInvalid }),
    description: orderedString(S.lineDescriptionRequired, [
      [notEmpty, S.lineDescriptionRequired],
      [maxLen(200), S.lineDescriptionMax],
    ]),
    hsnsac: z
      .string()
      .optional()
      .transform((v) => (v ?? '').replace(/\s/g, '')),
    qty: qtySchema,
    unitpricepaise: paiseSchema,
    priceincludesgst: looseBoolean.optional().default(false),
    discounttype: z.enum(DISCOUNT_TYPES, { error: S.discountTypeInvalid }).default('Amount'),
    /** Paise for 'Amount', percent (up to 2 decimals) for 'Percent'. */
    discountvalue: z.preprocess(
      (v) => (v === '' || v === null || v === undefined ? 0 : decimalTextToNumber(v)),
      z.number({ error: S.discountAmountInvalid }),
    ),
    gstrate: gstRateSchema,
  })
  .superRefine(
    (v, ctx) => {
      // runs even when the value is not an object (null included), so read defensively
      const raw = (v ?? {}) as {
        linetype?: unknown;
        hsnsac?: unknown;
        discounttype?: unknown;
        discountvalue?: unknown;
      };
      const code = typeof raw.hsnsac === 'string' ? raw.hsnsac : '';
      if (raw.linetype === 'Part' && code !== '' && !HSN_REGEX.test(code)) {
        ctx.addIssue({ code: 'custom', path: ['hsnsac'], message: S.hsnInvalid });
      }
      if (raw.linetype !== 'Part' && raw.linetype !== undefined && code !== '' && !SAC_REGEX.test(code)) {
        ctx.addIssue({ code: 'custom', path: ['hsnsac'], message: S.sacInvalid });
      }
      const d = raw.discountvalue;
      if (typeof d !== 'number' || !Number.isFinite(d)) return;
      if (raw.discounttype === 'Percent') {
        if (d < 0 || d > 100 || Math.abs(Math.round(d * 100) - d * 100) > 1e-6) {
          ctx.addIssue({ code: 'custom', path: ['discountvalue'], message: S.discountPercentInvalid });
        }
      } else if (!Number.isInteger(d) || d < 0) {
        ctx.addIssue({ code: 'custom', path: ['discountvalue'], message: S.discountAmountInvalid });
      }
    },
    { when: () => true },
  );
export type JobCardLinePayload = z.infer<typeof jobCardLinePayloadSchema>;
export type JobCardLinePayloadInput = z.input<typeof jobCardLinePayloadSchema>;

/** An ISO-8601 date-time with its zone on a real day, kept as UTC ('' when left out). */
const isoDateTime = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (!v) return '';
    const utc = isoDateTimeToUtc(v);
    if (utc === null) ctx.addIssue({ code: 'custom', message: S.promisedDeliveryInvalid });
    return utc ?? v;
  });

const FIVE_YEARS_MS = 5 * 366 * 86_400_000;
/** 'YYYY-MM-DD' of a real day within 5 years of today (the reminder it plans is moved under the same rule). */
const nextServiceDate = optionalOrderedString([
  [matches(/^\d{4}-\d{2}-\d{2}$/), 'Next service date must be YYYY-MM-DD'],
  [isCalendarDate, S.nextServiceDateInvalid],
  [(v) => Math.abs(Date.parse(`${v}T00:00:00Z`) - Date.now()) < FIVE_YEARS_MS, S.nextServiceDateRange],
]).transform((v) => v || undefined);

/** POST /api/JobCard/AddUpdateJobCard. */
export const jobCardPayloadSchema = z
  .object({
    jobcardid: optionalId,
    shopcustomerid: optionalId,
    shopvehicleid: optionalId,
    /** A customer entered on the spot (one vehicle): saved to the masters, then used. */
    newcustomer: shopCustomerPayloadSchema.optional(),
    odometer: z.preprocess(
      (v) => (v === '' || v === null || v === undefined ? null : decimalTextToNumber(v)),
      z
        .number({ error: S.odometerDigits })
        .refine(Number.isInteger, S.odometerDigits)
        .min(0, S.odometerDigits)
        .max(9_999_999, S.odometerDigits)
        .nullable(),
    ),
    fuellevel: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.enum(FUEL_LEVELS, { error: S.fuelLevelInvalid }).optional(),
    ),
    complaints: z
      .array(orderedString(S.complaintsRequired, [[maxLen(500), S.complaintMax]]), {
        error: S.complaintsRequired,
      })
      .transform((list) => list.filter((c) => c !== ''))
      .refine((list) => list.length > 0, S.complaintsRequired)
      .refine((list) => list.length <= 20, S.complaintsMax),
    checklist: z
      .array(z.enum(CHECKLIST_KEYS, { error: S.checklistInvalid }))
      .optional()
      .default([]),
    damagenotes: optionalOrderedString([[maxLen(2000), S.damageNotesMax]]).transform((v) => v ?? ''),
    /** ISO-8601 date-time (local time with offset or UTC). */
    promiseddelivery: isoDateTime,
    technician: optionalOrderedString([[maxLen(100), S.technicianMax]]).transform((v) => v ?? ''),
    /** Next service due, set at delivery (defaults to the center's interval for the vehicle's kind: service-reminders.ts). */
    nextservicedate: nextServiceDate,
    nextserviceodometer: z.preprocess(
      (v) => (v === '' || v === null ? undefined : decimalTextToNumber(v)),
      z
        .number({ error: S.odometerDigits })
        .refine(Number.isInteger, S.odometerDigits)
        .min(0, S.odometerDigits)
        .max(9_999_999, S.odometerDigits)
        .optional(),
    ),
    lines: z.array(jobCardLinePayloadSchema).max(200, S.linesMax).optional().default([]),
  })
  .superRefine(
    (v, ctx) => {
      // runs even when the value is not an object (null included), so read defensively
      const raw = (v ?? {}) as {
        jobcardid?: unknown;
        shopcustomerid?: unknown;
        shopvehicleid?: unknown;
        newcustomer?: unknown;
        lines?: unknown;
      };
      // The lines' amounts together stay far inside exact integer arithmetic (totals with GST included).
      if (linesGrossTooLarge(raw.lines)) {
        ctx.addIssue({ code: 'custom', path: ['lines'], message: S.jobCardTotalMax });
      }
      const isNew = raw.jobcardid === 0 || raw.jobcardid === undefined;
      const fromMasters =
        typeof raw.shopcustomerid === 'number' &&
        raw.shopcustomerid > 0 &&
        typeof raw.shopvehicleid === 'number' &&
        raw.shopvehicleid > 0;
      if (isNew && !fromMasters && !raw.newcustomer) {
        ctx.addIssue({ code: 'custom', path: ['shopcustomerid'], message: S.customerOrVehicleRequired });
      }
    },
    { when: () => true },
  );
export type JobCardPayload = z.infer<typeof jobCardPayloadSchema>;
export type JobCardPayloadInput = z.input<typeof jobCardPayloadSchema>;

/** PUT /api/JobCard/UpdateJobCardStatus. */
export const jobCardStatusPayloadSchema = z.object({
  jobcardid: positiveId,
  status: z.enum(JOB_CARD_STATUSES, { error: S.statusInvalid }),
  remark: z.string().trim().max(500, S.reasonMax).optional().default(''),
  /** Delivered: issue parts even when stock would go below zero. */
  confirmNegative: looseBoolean.optional().default(false),
});
export type JobCardStatusPayload = z.infer<typeof jobCardStatusPayloadSchema>;
export type JobCardStatusPayloadInput = z.input<typeof jobCardStatusPayloadSchema>;

export const jobCardIdBodySchema = z.object({ jobcardid: positiveId });
export const jobCardIdQuerySchema = z.object({ jobcardid: positiveIdQuery('jobcardid') });

export const JOB_CARD_SORTS = [
  'createdon',
  'jobcardno',
  'customername',
  'promiseddelivery',
  'grandtotal',
] as const;
export const jobCardsQuerySchema = z.object({
  ...suiteListQuery(JOB_CARD_SORTS, 'createdon'),
  STATUS: z.enum(JOB_CARD_STATUSES, { error: S.statusInvalid }).optional(),
  /** Only this masters customer's job cards. */
  shopcustomerid: optionalIdQuery('shopcustomerid'),
});
export type JobCardsQuery = z.infer<typeof jobCardsQuerySchema>;
export type JobCardsQueryInput = z.input<typeof jobCardsQuerySchema>;

const totalsShape = {
  grosspaise: z.number().int(),
  discountpaise: z.number().int(),
  taxablepaise: z.number().int(),
  gstpaise: z.number().int(),
  grandtotalpaise: z.number().int(),
};
export const jobCardTotalsSchema = z.object(totalsShape);

export const jobCardLineSchema = z.object({
  lineid: idOut,
  partid: idOut,
  linetype: z.enum(PART_TYPES),
  description: z.string(),
  hsnsac: z.string(),
  qty: z.number(),
  unit: z.string(),
  unitpricepaise: z.number().int(),
  priceincludesgst: z.boolean(),
  discounttype: z.enum(DISCOUNT_TYPES),
  discountvalue: z.number(),
  gstrate: z.number(),
  grosspaise: z.number().int(),
  discountpaise: z.number().int(),
  taxablepaise: z.number().int(),
  gstpaise: z.number().int(),
  linetotalpaise: z.number().int(),
  approval: z.enum(LINE_APPROVALS),
  /** When the customer answered (ISO), or null. */
  decidedon: z.string().nullable(),
  /** Quantity issued from stock (parts, once delivered). */
  issuedqty: z.number(),
});
export type JobCardLine = z.infer<typeof jobCardLineSchema>;

export const jobCardEventSchema = z.object({
  fromstatus: z.string().nullable(),
  tostatus: z.string(),
  /** What happened, in words ('Estimate sent to 98xxxxxx10', 'Customer approved 2 of 3 lines' ...). */
  remark: z.string(),
  /** Who: a person's name, 'Customer (estimate link)' or 'System'. */
  by: z.string(),
  createdon: z.string(),
});

export const estimateDecisionRecordSchema = z.object({
  decidedon: z.string(),
  ip: z.string(),
  useragent: z.string(),
  approvedlineids: z.array(idOut),
  declinedlineids: z.array(idOut),
});

/** A job card's invoice while it stands (null: none yet, or the only ones were cancelled). */
const standingInvoiceSchema = z.object({ invoiceid: idOut, invoiceno: z.string() }).nullable();

export const jobCardSchema = z.object({
  jobcardid: idOut,
  jobcardno: z.string(),
  status: z.enum(JOB_CARD_STATUSES),
  shopcustomerid: idOut,
  shopvehicleid: idOut,
  customername: z.string(),
  mobilenO1: z.string(),
  customergstno: z.string(),
  vehregistrationno: z.string(),
  /** 'Maruti Suzuki WagonR (Petrol)'. */
  vehicle: z.string(),
  servicerequestid: idOut.nullable(),
  odometer: z.number().int().nullable(),
  fuellevel: z.enum(FUEL_LEVELS).nullable(),
  complaints: z.array(z.string()),
  checklist: z.array(z.string()),
  damagenotes: z.string(),
  promiseddelivery: z.string(),
  technician: z.string(),
  nextservicedate: z.string().nullable(),
  nextserviceodometer: z.number().int().nullable(),
  lines: z.array(jobCardLineSchema),
  /** Totals of the lines in the work and the bill (Declined lines excluded). */
  totals: jobCardTotalsSchema,
  /** Whether the center charges GST (false: not registered, or a composition dealer; its bill is a Bill of Supply). */
  chargesgst: z.boolean(),
  /** Lines sent on an estimate and waiting for the customer's answer (Draft lines are not sent yet). */
  pendingapprovalcount: z.number().int().nonnegative(),
  /** The job card's invoice while it stands (null: none yet, or the only ones were cancelled). */
  invoice: standingInvoiceSchema,
  /** Latest estimate link: when it expires, whether it was answered. */
  estimateexpireson: z.string().nullable(),
  decisions: z.array(estimateDecisionRecordSchema),
  timeline: z.array(jobCardEventSchema),
  createdon: z.string(),
  updatedon: z.string(),
  /** ISO time stock was issued (Delivered), or null. */
  stockissuedon: z.string().nullable(),
});
export type JobCard = z.infer<typeof jobCardSchema>;

export const jobCardListItemSchema = z.object({
  jobcardid: idOut,
  jobcardno: z.string(),
  status: z.enum(JOB_CARD_STATUSES),
  shopcustomerid: idOut,
  customername: z.string(),
  mobilenO1: z.string(),
  vehregistrationno: z.string(),
  vehicle: z.string(),
  promiseddelivery: z.string(),
  technician: z.string(),
  grandtotalpaise: z.number().int(),
  pendingapprovalcount: z.number().int().nonnegative(),
  createdon: z.string(),
  /** Ours: its standing invoice, so a list that offers 'Generate invoice' can offer 'View invoice' instead. */
  invoice: standingInvoiceSchema,
});
export type JobCardListItem = z.infer<typeof jobCardListItemSchema>;
export const jobCardsPageSchema = pageOf(jobCardListItemSchema).extend({
  /** Count per status for the tabs (ignores STATUS, honours SEARCH). */
  counts: z.record(z.string(), z.number().int().nonnegative()),
});
export type JobCardsPage = z.infer<typeof jobCardsPageSchema>;
