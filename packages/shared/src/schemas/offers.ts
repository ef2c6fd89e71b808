import { z } from 'zod';
import {
  CUSTOM_OFFER,
  DISCOUNT_PRESETS,
  FIXED_USER_ID,
  LIMITS,
  matchDiscountPreset,
  presetPercentageCode,
} from '../constants.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import {
  LOCAL_ISO_NO_ZONE_REGEX,
  parseLocalIsoNoZone,
  startOfLocalDay,
  toLocalIsoNoZone,
} from '../helpers/dates.js';
import { istDate, parseIndiaIsoNoZone } from '../helpers/india-time.js';
import { contractId, idText, looseBoolean, maxLen, minLen, orderedString } from '../helpers/zod-rules.js';

const ALWAYS = { when: () => true };

/** Date | local ISO text | '' → Date | undefined (an unparsable text stays and fails as 'Please enter a valid date'). */
function toDate(v: unknown): unknown {
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'string') return parseLocalIsoNoZone(v) ?? new Date(v);
  return v;
}
const requiredDate = (message: string) =>
  z.preprocess(toDate, z.date({ error: (iss) => (iss.input === undefined ? message : M.dateInvalid) }));
const optionalDate = z.preprocess(toDate, z.date({ error: M.dateInvalid }).optional());

/**
 * Discount amount: '' / missing → 'Discount amount is required'; a non-number value (NaN, object) →
 * 'Discount amount must be a number'; text with non-digits → 'Discount amount must be numeric'; then at least 1
 * and at most 4 digits. Output: the number.
 */
export const discountAmountSchema = z
  .unknown()
  .superRefine((v, ctx) => {
    const add = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === ''))
      return add(M.discountAmountRequired);
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return add(M.discountAmountNumber);
      if (!Number.isInteger(v)) return add(M.discountAmountNumeric);
    } else if (typeof v === 'string') {
      if (!/^\d+$/.test(v.trim())) return add(M.discountAmountNumeric);
    } else {
      return add(M.discountAmountNumber);
    }
    const n = Number(typeof v === 'string' ? v.trim() : v);
    if (n < LIMITS.discountAmountMin) return add(M.discountAmountMin);
    if (String(n).length > LIMITS.discountAmountMaxDigits) return add(M.discountAmountMaxDigits);
  })
  .transform((v) => Number(typeof v === 'string' ? v.trim() : v));

const DISCOUNT_VALUES = DISCOUNT_PRESETS.map((p) => p.value);

const offerFormFields = {
  discountPercentage: z
    .string({ error: M.discountPercentageRequired })
    .refine((v) => DISCOUNT_VALUES.includes(v), M.discountPercentageRequired),
  customOffer: z.string().trim().max(LIMITS.customOfferMax, M.customOfferMax).optional().default(''),
  discountAmount: discountAmountSchema,
  offerCode: orderedString(M.offerCodeRequired, [
    [minLen(1), M.offerCodeRequired],
    [maxLen(LIMITS.offerCodeMax), M.offerCodeMax],
  ]),
  startDate: requiredDate(M.startDateRequired),
  endDate: requiredDate(M.endDateRequired),
  validTill: optionalDate,
  offerRemarks: z.string().trim().max(LIMITS.offerRemarksMax, M.offerRemarksMax).optional().default(''),
  isActive: z.boolean().default(true),
  isPrimaryOffer: z.boolean().default(false),
};

interface RawOfferDates {
  discountPercentage?: unknown;
  customOffer?: unknown;
  startDate?: unknown;
  endDate?: unknown;
  validTill?: unknown;
}
const asDate = (v: unknown): Date | null => {
  const d = toDate(v);
  return d instanceof Date && !Number.isNaN(d.getTime()) ? d : null;
};

/**
 * Cross-field rules; `now` decides "in the past" (validity may not be before today, start of local day; nor may
 * the start of a new offer: an edited offer keeps the start it already had).
 */
function offerCrossChecks(now: () => Date, newOffer: boolean) {
  return (value: unknown, ctx: z.RefinementCtx): void => {
    const v = value as RawOfferDates;
    if (
      v.discountPercentage === CUSTOM_OFFER &&
      (typeof v.customOffer !== 'string' || v.customOffer.trim() === '')
    ) {
      ctx.addIssue({ code: 'custom', path: ['customOffer'], message: M.customOfferRequired });
    }
    const start = asDate(v.startDate);
    const end = asDate(v.endDate);
    const valid = asDate(v.validTill);
    if (newOffer && start && start.getTime() < startOfLocalDay(now()).getTime()) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: M.startDatePast });
    }
    if (start && end && end.getTime() <= start.getTime()) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.endDateAfterStart });
    }
    if (valid) {
      if (valid.getTime() < startOfLocalDay(now()).getTime()) {
        ctx.addIssue({ code: 'custom', path: ['validTill'], message: M.validityPast });
      } else if (end && valid.getTime() <= end.getTime()) {
        ctx.addIssue({ code: 'custom', path: ['validTill'], message: M.validityAfterEnd });
      }
    }
  };
}

/** Which offer a form edits: a new one may not start in the past. */
export interface OfferFormOptions {
  newOffer?: boolean;
}

/** Own-center Add/Edit Offer FORM. Pass `now` for tests. */
export function createOfferFormSchema(
  now: () => Date = () => new Date(),
  { newOffer = false }: OfferFormOptions = {},
) {
  return z
    .object({
      serviceCenterName: orderedString(M.offerCenterNameMin, [
        [minLen(LIMITS.offerServiceCenterNameMin), M.offerCenterNameMin],
        [maxLen(LIMITS.offerServiceCenterNameMax), M.offerCenterNameMax],
      ]),
      ...offerFormFields,
    })
    .superRefine(offerCrossChecks(now, newOffer), ALWAYS);
}
export const offerFormSchema = createOfferFormSchema();
export type OfferForm = z.infer<typeof offerFormSchema>;
export type OfferFormInput = z.input<typeof offerFormSchema>;

/** Manager Add/Edit Offer FORM: the center is a required dropdown (its id). */
export function createManagerOfferFormSchema(
  now: () => Date = () => new Date(),
  { newOffer = false }: OfferFormOptions = {},
) {
  return z
    .object({
      serviceCenterId: idText(M.offerCenterRequired),
      ...offerFormFields,
    })
    .superRefine(offerCrossChecks(now, newOffer), ALWAYS);
}
export const managerOfferFormSchema = createManagerOfferFormSchema();
export type ManagerOfferForm = z.infer<typeof managerOfferFormSchema>;
export type ManagerOfferFormInput = z.input<typeof managerOfferFormSchema>;

/** The manager screen's service-center dropdown (offers load once chosen). */
export const managerCenterSelectSchema = z.object({
  serviceCenterId: idText(M.selectServiceCenterRequired),
});
export type ManagerCenterSelect = z.infer<typeof managerCenterSelectSchema>;

const isoNoZone = z.string().regex(LOCAL_ISO_NO_ZONE_REGEX, M.dateInvalid);

// The answer schemas live in their own module: screens that only read offers do not load the form rules.
export * from './offer-answers.js';
import type { Offer } from './offer-answers.js';

/**
 * POST /api/ServiceCenterOffer/AddNewServiceCenterOffer (create, edit and status change). offersvcntid 0 = new.
 * The server re-checks what does not depend on "today" (a deactivation must still save an old offer), and
 * refuses a NEW offer starting before today (India's date at `now`; an edit keeps its start). Pass `now` for tests.
 */
export function createOfferPayloadSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      offersvcntid: contractId.optional().default(0),
      servicecenterid: contractId.refine((n) => n > 0, M.serviceCenterIdRequired),
      servicecentername: z
        .string()
        .trim()
        .max(LIMITS.offerServiceCenterNameMax, M.offerCenterNameMax)
        .default(''),
      discountofferedpercentage: z
        .string()
        .trim()
        .min(1, M.discountPercentageRequired)
        .max(LIMITS.customOfferMax),
      offer: z
        .string()
        .trim()
        .max(LIMITS.customOfferMax, M.customOfferMax)
        .nullable()
        .optional()
        .transform((v) => v ?? ''),
      discountofferedamount: discountAmountSchema.transform((n) => String(n)),
      offercode: orderedString(M.offerCodeRequired, [
        [minLen(1), M.offerCodeRequired],
        [maxLen(LIMITS.offerCodeMax), M.offerCodeMax],
      ]),
      startdate: z.string({ error: M.startDateRequired }).regex(LOCAL_ISO_NO_ZONE_REGEX, M.startDateRequired),
      enddate: z.string({ error: M.endDateRequired }).regex(LOCAL_ISO_NO_ZONE_REGEX, M.endDateRequired),
      validtill: isoNoZone
        .nullable()
        .optional()
        .transform((v) => v ?? null),
      isactive: looseBoolean.optional().default(true),
      isprimaryoffer: looseBoolean.optional().default(false),
      offerremarks: z
        .string()
        .trim()
        .max(LIMITS.offerRemarksMax, M.offerRemarksMax)
        .nullable()
        .optional()
        .transform((v) => v ?? ''),
      token: z.string().optional(),
      recordby: contractId.optional().default(FIXED_USER_ID),
      recorddate: isoNoZone.optional(),
    })
    .superRefine((v, ctx) => {
      // A custom offer (percentage text that is not a preset's code) needs its details, as on the form.
      if (matchDiscountPreset(v.discountofferedpercentage).isCustom && v.offer === '') {
        ctx.addIssue({ code: 'custom', path: ['offer'], message: M.customOfferRequired });
      }
      // The regex lets '2025-02-30T00:00:00' through; a date that does not exist is refused.
      for (const field of ['startdate', 'enddate', 'validtill'] as const) {
        const text = v[field];
        if (text !== null && LOCAL_ISO_NO_ZONE_REGEX.test(text) && parseIndiaIsoNoZone(text) === null) {
          ctx.addIssue({ code: 'custom', path: [field], message: M.dateInvalid });
        }
      }
      // same-format local ISO texts compare correctly as strings
      if (v.enddate <= v.startdate)
        ctx.addIssue({ code: 'custom', path: ['enddate'], message: M.endDateAfterStart });
      if (v.validtill !== null && v.validtill <= v.enddate) {
        ctx.addIssue({ code: 'custom', path: ['validtill'], message: M.validityAfterEnd });
      }
      // Typed dates bypass the picker's minimum: a new offer may not start before today.
      if (v.offersvcntid === 0 && v.startdate.slice(0, 10) < istDate(now())) {
        ctx.addIssue({ code: 'custom', path: ['startdate'], message: M.startDatePast });
      }
    });
}
export const offerPayloadSchema = createOfferPayloadSchema();
export type OfferPayload = z.infer<typeof offerPayloadSchema>;
export type OfferPayloadInput = z.input<typeof offerPayloadSchema>;

/** Server answers of the offer calls that the form rules do not cover (ours). */
export const OFFER_MESSAGES = {
  offerCodeTaken: (code: string): string => `Offer code '${code}' already exists for this service center`,
  offerNotFound: 'Offer not found',
  serviceCenterNotFound: 'Service center not found',
  offerOfOtherCenter: 'This offer belongs to another service center',
  primaryConflict: 'Another primary offer was set at the same time. Please try again.',
  primarySuperseded:
    'Your offer was saved, but another offer was set as the primary offer at the same time, so it is not the primary offer.',
} as const;

/**
 * Form → payload. Presets store the preset's two-digit percent ('05', '10', ...) in discountofferedpercentage
 * and an empty offer text; a custom offer stores the amount text there and its details in `offer`.
 */
export function offerFormToPayload(
  form: Omit<OfferForm, 'serviceCenterName'>,
  ctx: {
    offersvcntid?: number;
    servicecenterid: number;
    servicecentername: string;
    token?: string;
    now?: Date;
  },
): OfferPayloadInput {
  const preset = DISCOUNT_PRESETS.find((p) => p.value === form.discountPercentage);
  const isCustom = !preset || preset.isCustom;
  return {
    offersvcntid: ctx.offersvcntid ?? 0,
    servicecenterid: ctx.servicecenterid,
    servicecentername: ctx.servicecentername,
    discountofferedpercentage: isCustom ? String(form.discountAmount) : presetPercentageCode(preset),
    offer: isCustom ? form.customOffer : '',
    discountofferedamount: String(form.discountAmount),
    offercode: form.offerCode,
    startdate: toLocalIsoNoZone(form.startDate),
    enddate: toLocalIsoNoZone(form.endDate),
    validtill: form.validTill ? toLocalIsoNoZone(form.validTill) : null,
    isactive: form.isActive,
    isprimaryoffer: form.isPrimaryOffer,
    offerremarks: form.offerRemarks,
    ...(ctx.token === undefined ? {} : { token: ctx.token }),
    recordby: FIXED_USER_ID,
    recorddate: toLocalIsoNoZone(ctx.now ?? new Date()),
  };
}

/**
 * Offer → form values for editing. A non-empty custom text means Custom Offer; otherwise the preset is matched by
 * the first two characters of discountofferedpercentage (no match → Custom Offer).
 */
export function offerToFormValues(offer: Offer): Omit<OfferFormInput, 'serviceCenterName'> {
  const preset = offer.offer.trim() !== '' ? null : matchDiscountPreset(offer.discountofferedpercentage);
  return {
    discountPercentage: preset && !preset.isCustom ? preset.value : CUSTOM_OFFER,
    customOffer: offer.offer,
    discountAmount: offer.discountofferedamount,
    offerCode: offer.offercode,
    startDate: offer.startdate,
    endDate: offer.enddate,
    validTill: offer.validtill ?? undefined,
    offerRemarks: offer.offerremarks,
    isActive: offer.isactive,
    isPrimaryOffer: offer.isprimaryoffer,
  };
}
