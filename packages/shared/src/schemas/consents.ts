import { z } from 'zod';
import { CONSENT_SOURCES } from '../constants.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { INDIAN_MOBILE_REGEX } from '../helpers/mobile.js';
import { contractId, idOut, looseBoolean } from '../helpers/zod-rules.js';
import { accountLanguageSchema } from './notifications.js';

/**
 * POST /api/LoginUserConsent/AddNewLoginUserConsent (spec section 3 'Consent record').
 * usertypeid: 1 Customer, 2 Service Center in the registration flows (the service-request screen sends 2 with
 * usertype 'Customer'; both readings are accepted, usertype is the one to trust).
 * consenttext, locationcoordinates and language are ours (optional): consenttext is the exact text shown, in the
 * language of the screen (a Hindi screen's consent is to the Hindi text).
 */
export const consentRecordSchema = z.object({
  consentid: contractId.optional().default(0),
  usermobile: z.string().trim().regex(INDIAN_MOBILE_REGEX, M.mobileValid10),
  usertypeid: contractId,
  usertype: z.string().trim().min(1).max(50),
  consent: looseBoolean.optional().default(true),
  pagesource: z.enum(CONSENT_SOURCES, { error: M.pageSourceInvalid }),
  createdon: z.string().max(50).optional().default(''),
  consenttext: z.string().max(2000).optional(),
  locationcoordinates: z.string().max(100).optional(),
  language: accountLanguageSchema.optional().default('en'),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;
export type ConsentRecordInput = z.input<typeof consentRecordSchema>;

/** A consent as the server answers it (AddNewLoginUserConsent and GetConsentsByMobile items). */
export const consentAnswerSchema = z.object({
  consentid: idOut,
  usermobile: z.string(),
  usertypeid: idOut,
  usertype: z.string(),
  consent: z.boolean(),
  pagesource: z.string(),
  consenttext: z.string(),
  locationcoordinates: z.string(),
  createdon: z.string(),
});
export type ConsentAnswer = z.infer<typeof consentAnswerSchema>;
