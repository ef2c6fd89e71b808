import { z } from 'zod';
import { FREE_PLAN_RECORD_DEFAULTS, PAID_PLAN_RECORD_DEFAULTS } from '../constants.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { contractId, looseBoolean } from '../helpers/zod-rules.js';

/** Subscription plan (spec: planid, planname, durationtype; amount, durationdays and features are ours). */
export const subscriptionPlanSchema = z.object({
  planid: contractId,
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
    z.number({ error: M.subscriptionPlanRequired }).int().positive(M.subscriptionPlanRequired),
  ),
});
export type SubscriptionForm = z.infer<typeof subscriptionFormSchema>;
