import { z } from 'zod';
import { FREE_PLAN_RECORD_DEFAULTS, PAID_PLAN_RECORD_DEFAULTS } from '../constants.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { contractId, idNumber, idOut, looseBoolean, MAX_ID } from '../helpers/zod-rules.js';

/**
 * The names and features of the plans the seed creates, by key: the server seeds them in English and the web
 * translates them by key (a plan a manager adds later shows as entered). One list, so the two cannot drift.
 */
export const SEEDED_PLAN_TEXTS = {
  free: 'Free',
  proMonthly: 'FixoPro Monthly',
  proQuarterly: 'FixoPro Quarterly',
  proYearly: 'FixoPro Yearly',
  receiveRequests: 'Receive service requests',
  publishOffers: 'Publish offers',
  listedNearby: 'Listed in nearby search',
  everythingFree: 'Everything in Free',
  jobCards: 'FixoPro job cards',
  catalogue: 'Parts & services catalogue',
  gstInvoices: 'GST invoices (PDF)',
  invoiceReport: 'Invoice report',
  everythingMonthly: 'Everything in FixoPro Monthly',
  save10: 'Save 10%',
  save17: 'Save 17%',
  priorityListing: 'Priority listing support',
} as const;

/** Subscription plan (spec: planid, planname, durationtype; amount, durationdays and features are ours). */
export const subscriptionPlanSchema = z.object({
  planid: idOut,
  planname: z.string(),
  durationtype: z.string(),
  amount: z.number().nonnegative(),
  durationdays: z.number().int().nonnegative(),
  features: z.array(z.string()),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

/** POST /api/PaymentGateway/AddServiceCenterPaymentPlan (free plan). The answer has planid. */
export const freePlanRecordSchema = z.object({
  servicecenterid: contractId,
  servicecentername: z.string(),
  planid: contractId.default(FREE_PLAN_RECORD_DEFAULTS.planid),
  pmid: contractId.default(FREE_PLAN_RECORD_DEFAULTS.pmid),
  sppmid: contractId.default(FREE_PLAN_RECORD_DEFAULTS.sppmid),
  amountreceived: z.number().nonnegative().default(FREE_PLAN_RECORD_DEFAULTS.amountreceived),
  datetimereceived: z.string().optional().default(''),
  datetimevalidtill: z.string().optional().default(''),
  status: z.string().default(FREE_PLAN_RECORD_DEFAULTS.status),
  paymentgateconfirmation: z.string().optional().default(''),
  isactive: looseBoolean.optional().default(true),
  createdon: z.string().optional().default(''),
  createdby: contractId.default(FREE_PLAN_RECORD_DEFAULTS.createdby),
  modifiedon: z.string().optional().default(''),
  modifiedby: contractId.default(FREE_PLAN_RECORD_DEFAULTS.modifiedby),
});
export type FreePlanRecord = z.infer<typeof freePlanRecordSchema>;
export type FreePlanRecordInput = z.input<typeof freePlanRecordSchema>;

/** POST /api/ServiceCenter/AddUpdateServiceCenterSubscriptionPlan (paid plan selection). */
export const paidPlanRecordSchema = z.object({
  scspid: contractId.default(PAID_PLAN_RECORD_DEFAULTS.scspid),
  servicecenterid: contractId,
  planid: contractId,
  isactive: looseBoolean.optional().default(true),
  token: z.string().optional(),
  recorddate: z.string().optional().default(''),
  recordby: contractId.default(PAID_PLAN_RECORD_DEFAULTS.recordby),
});
export type PaidPlanRecord = z.infer<typeof paidPlanRecordSchema>;
export type PaidPlanRecordInput = z.input<typeof paidPlanRecordSchema>;

/** Plan selection FORM: 'You must select a subscription plan.' */
export const subscriptionFormSchema = z.object({
  planid: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z
      .number({ error: M.subscriptionPlanRequired })
      .int()
      .positive(M.subscriptionPlanRequired)
      .max(MAX_ID, M.subscriptionPlanRequired),
  ),
});
export type SubscriptionForm = z.infer<typeof subscriptionFormSchema>;

/** A plan in the GetSubscriptionPlanByEntity answer: the contract's fields plus whether it unlocks FixoPro. */
export const subscriptionPlanViewSchema = subscriptionPlanSchema.extend({ issaas: z.boolean() });
export type SubscriptionPlanView = z.infer<typeof subscriptionPlanViewSchema>;

/** Plan list query: ENTITYTOKEN and TOKEN are the old fixed values, accepted and ignored. */
export const subscriptionPlansQuerySchema = z.object({
  ENTITYTOKEN: z.string().optional(),
  TOKEN: z.string().optional(),
});

/** The marketplace's UPI payee, from configuration; `demo` marks the embedded demo's made-up payee. */
export const upiPayeeSchema = z.object({ vpa: z.string(), name: z.string(), demo: z.boolean() });
export type UpiPayee = z.infer<typeof upiPayeeSchema>;

/** Answer of AddUpdateServiceCenterSubscriptionPlan: the recorded selection and how to pay for it. */
export const paidPlanSelectionAnswerSchema = z.object({
  scspid: idOut,
  planid: idOut,
  planname: z.string(),
  amount: z.number().nonnegative(),
  /** UPI intent link (upi://pay?...) that opens the payer's UPI app; null when no payee is configured. */
  upiuri: z.string().nullable(),
  /** Whom the UPI payment goes to (UPI_PAYEE_VPA / UPI_PAYEE_NAME); null: payment is not set up. */
  upipayee: upiPayeeSchema.nullable(),
  /** Whom to contact about plans and payments (BILLING_CONTACT, else the support line). */
  paymentcontact: z.string(),
  /** The reference to quote with the payment (also the UPI `tr`). */
  reference: z.string(),
});
export type PaidPlanSelectionAnswer = z.infer<typeof paidPlanSelectionAnswerSchema>;

/** GET /api/ServiceCenter/GetMySubscription. */
export const mySubscriptionSchema = z.object({
  current: z
    .object({
      planid: idOut,
      planname: z.string(),
      validtill: z.string(),
      issaas: z.boolean(),
      status: z.string(),
    })
    .nullable(),
  pendingselection: paidPlanSelectionAnswerSchema.nullable(),
});
export type MySubscription = z.infer<typeof mySubscriptionSchema>;

/** GET /api/Manager/GetPendingPlanPayments item. */
export const pendingPlanPaymentSchema = z.object({
  scspid: idOut,
  servicecenterid: idOut,
  servicecentername: z.string(),
  planid: idOut,
  planname: z.string(),
  amount: z.number().nonnegative(),
  selectedon: z.string(),
  reference: z.string(),
});
export type PendingPlanPayment = z.infer<typeof pendingPlanPaymentSchema>;

/** Answer of AddServiceCenterPaymentPlan: the free plan's record as the contract spells it, with our id. */
export const freePlanAnswerSchema = z.object({
  subscriptionid: idOut,
  servicecenterid: idOut,
  servicecentername: z.string(),
  planid: idOut,
  pmid: idOut,
  sppmid: idOut,
  amountreceived: z.number().nonnegative(),
  datetimereceived: z.string(),
  datetimevalidtill: z.string(),
  status: z.string(),
  paymentgateconfirmation: z.string(),
  isactive: z.boolean(),
  createdon: z.string(),
  createdby: idOut,
  modifiedon: z.string(),
  modifiedby: idOut,
});
export type FreePlanAnswer = z.infer<typeof freePlanAnswerSchema>;

/** Answer of ConfirmPlanPayment: the subscription the payment activated. */
export const confirmedPlanPaymentSchema = z.object({
  message: z.string(),
  subscriptionid: idOut,
  scspid: idOut,
  servicecenterid: idOut,
  planid: idOut,
  planname: z.string(),
  validtill: z.string(),
});
export type ConfirmedPlanPayment = z.infer<typeof confirmedPlanPaymentSchema>;

export const PLAN_PAYMENT_REFERENCE_MIN = 6;
export const PLAN_PAYMENT_REFERENCE_MAX = 40;
/**
 * Said next to every paid plan's price: the amount is what the center pays (the UPI amount), GST included.
 * Ours; the lead confirms the tax treatment with the business.
 */
export const PLAN_PRICE_GST_NOTE = 'incl. GST';

export const PLAN_PAYMENT_MESSAGES = {
  referenceInvalid: `Enter the UPI transaction reference (${PLAN_PAYMENT_REFERENCE_MIN}-${PLAN_PAYMENT_REFERENCE_MAX} letters or digits).`,
  freePlanOnly: 'Only the Free plan (planid 1) can be added here; paid plans need a payment.',
  paidPlanOnly: 'Choose a paid plan: the Free plan needs no payment.',
  planNotFound: 'This subscription plan is not available.',
  alreadySubscribed: (validTill: string): string =>
    `You already have an active subscription valid till ${validTill}. You can choose a plan again once it ends.`,
  selectionNotFound: 'This plan selection was not found.',
  selectionNotPending: 'This plan selection is no longer awaiting payment.',
  referenceAlreadyUsed: 'This UPI reference was already used for another payment.',
  paymentConfirmed: 'Payment confirmed. FixoPro is now active for this center.',
  paymentNotSetUp: 'Online payment is not set up yet.',
  paymentNotSetUpHelp: (contact: string): string =>
    `Your plan choice is recorded. To pay for it, contact ${contact} and quote the reference below.`,
  demoPayee: 'Demo payee: this is the demo installation. Do not send real money.',
  activatesAfterConfirmation:
    'FixoPro activates once Fixo confirms your payment, usually within a working day.',
} as const;

/** PUT /api/Manager/ConfirmPlanPayment: the manager quotes the UPI transaction reference. */
export const confirmPlanPaymentSchema = z.object({
  scspid: idNumber({ message: M.invalidId }),
  reference: z
    .string({ error: PLAN_PAYMENT_MESSAGES.referenceInvalid })
    .trim()
    .regex(/^[A-Za-z0-9-]+$/, PLAN_PAYMENT_MESSAGES.referenceInvalid)
    .min(PLAN_PAYMENT_REFERENCE_MIN, PLAN_PAYMENT_MESSAGES.referenceInvalid)
    .max(PLAN_PAYMENT_REFERENCE_MAX, PLAN_PAYMENT_MESSAGES.referenceInvalid),
});
export type ConfirmPlanPayment = z.infer<typeof confirmPlanPaymentSchema>;

/** Screen texts of the subscription pages that the spec describes but does not spell out. */
export const SUBSCRIPTION_TEXTS = {
  freePlanRegistered: 'Your service center is registered and will be available to customers after approval.',
  payWithUpi: 'Pay with UPI',
} as const;
