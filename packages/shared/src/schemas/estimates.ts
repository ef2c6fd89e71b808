/**
 * FixoPro estimate approval by link (see the endpoint list in job-cards.ts):
 * - POST /api/JobCard/SendEstimate               body { jobcardid } → sendEstimateResultSchema (center, FixoPro plan)
 * - GET  /api/Estimate/{token}                   → publicEstimateSchema (public; 404 wrong token, 410 expired/used/superseded)
 * - POST /api/Estimate/{token}/Decision          body estimateDecisionPayloadSchema → publicEstimateSchema (public)
 * The token is 32 random bytes (base64url); only its SHA-256 is stored; the link lives ESTIMATE_LINK_DAYS days.
 */
import { z } from 'zod';
import { SUITE_MESSAGES as S } from '../suite-messages.js';
import { looseBoolean, positiveId } from '../helpers/zod-rules.js';
import { idOut } from './suite-common.js';
import { jobCardLineSchema, jobCardTotalsSchema } from './job-cards.js';
import { JOB_CARD_STATUSES } from './job-card-values.js';

export const sendEstimateResultSchema = z.object({
  jobcardid: idOut,
  status: z.enum(JOB_CARD_STATUSES),
  /** The mobile the SMS went to. */
  sentto: z.string(),
  expireson: z.string(),
  /** The private link (the center may also share it by hand). */
  estimatelink: z.string(),
  linecount: z.number().int().positive(),
});
export type SendEstimateResult = z.infer<typeof sendEstimateResultSchema>;

/** The estimate link lives this long. */
export const ESTIMATE_LINK_DAYS = 7;

export const estimateTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** GET /api/Estimate/{token}: what the customer sees (no internal ids beyond line ids). */
export const publicEstimateSchema = z.object({
  servicecentername: z.string(),
  servicecentermobile: z.string(),
  servicecenteraddress: z.string(),
  servicecentergstno: z.string(),
  jobcardno: z.string(),
  customername: z.string(),
  vehregistrationno: z.string(),
  vehicle: z.string(),
  complaints: z.array(z.string()),
  /** Lines of this estimate (the ones to answer, or answered). */
  lines: z.array(jobCardLineSchema.omit({ partid: true, issuedqty: true })),
  /** Totals of the estimate's lines if all approved. */
  totals: jobCardTotalsSchema,
  /** Whether GST is added (false: the center's bill is a Bill of Supply, the prices are the amounts). */
  chargesgst: z.boolean(),
  /** Totals of approved lines only (after the answer). */
  approvedtotals: jobCardTotalsSchema,
  /** Earlier approved lines (already agreed), for context. */
  previouslyapprovedtotalpaise: z.number().int(),
  expireson: z.string(),
  answered: z.boolean(),
  answeredon: z.string().nullable(),
});
export type PublicEstimate = z.infer<typeof publicEstimateSchema>;

/** POST /api/Estimate/{token}/Decision. */
export const estimateDecisionPayloadSchema = z.object({
  decisions: z
    .array(z.object({ lineid: positiveId, approved: looseBoolean }), { error: S.decisionsIncomplete })
    .min(1, S.decisionsIncomplete)
    .max(200, S.decisionsIncomplete),
});
export type EstimateDecisionPayload = z.infer<typeof estimateDecisionPayloadSchema>;
export type EstimateDecisionPayloadInput = z.input<typeof estimateDecisionPayloadSchema>;
