/**
 * Fields that several forms and payloads of the contract (customer, service center, service request, a center's
 * own customers) spell with the same rule and message: each is written here once, so they cannot drift apart.
 */
import { z } from 'zod';
import { CREATED_BY, DEFAULT_LOCATION, LIMITS, MODIFIED_BY } from '../constants.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { contractId, matches, maxLen, optionalOrderedString } from '../helpers/zod-rules.js';

/** Pragmatic e-mail check: something@something.tld, no spaces. */
export const EMAIL_REGEX = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MILEAGE_REGEX = /^\d{1,10}$/;

/** Payloads send '' where a form leaves an optional text out. */
export const emptyWhenAbsent = (v: string | undefined): string => v ?? '';

/** Free text naming a make that is not listed (required with the 'Other' make; the forms check that). */
export const otherMakeSchema = optionalOrderedString([[maxLen(LIMITS.otherMakeMax), M.otherMakeMax]]);
export const otherMakePayloadSchema = otherMakeSchema.transform(emptyWhenAbsent);

export const chassisNumberSchema = optionalOrderedString([
  [maxLen(LIMITS.chassisNumberMax), M.chassisNumberMax],
]);
export const chassisNumberPayloadSchema = chassisNumberSchema.transform(emptyWhenAbsent);

/** Odometer (km) as typed in a form: digits only, may be left empty. */
export const mileageSchema = optionalOrderedString([[matches(MILEAGE_REGEX), M.mileageDigits]]);

/** Odometer (km) of a payload: text or a whole number (old clients send either), '' when absent; digits only. */
export const mileagePayloadSchema = z
  .union([z.string(), z.number().int().nonnegative()])
  .optional()
  .transform((v) => (v === undefined ? '' : String(v).trim()))
  .superRefine((v, ctx) => {
    if (v !== '' && !MILEAGE_REGEX.test(v)) ctx.addIssue({ code: 'custom', message: M.mileageDigits });
  });

/** Coordinates text 'lat,lng' of a payload; absent → DEFAULT_LOCATION. */
export const locationCoordinatesPayloadSchema = z.string().trim().optional().default(DEFAULT_LOCATION);

/** Optional text of a payload: absent → ''. */
export const optionalPayloadText = z.string().trim().optional().default('');

/** The record-keeping tail of a contract payload: the client's token, and who created and last modified it when. */
export const recordKeepingFields = {
  token: z.string().optional(),
  createdon: optionalPayloadText,
  createdby: contractId.optional().default(CREATED_BY),
  modifiedon: optionalPayloadText,
  modifiedby: contractId.optional().default(MODIFIED_BY),
};
