import { z } from 'zod';
import { CONSENT_SOURCES } from '../constants.js';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { INDIAN_MOBILE_REGEX } from '../helpers/mobile.js';
import { positiveId } from '../helpers/zod-rules.js';
import { idOut } from './suite-common.js';
import { accountLanguageSchema } from './notifications.js';

/**
 * The DPDP Act rights (Digital Personal Data Protection Act, 2023): access and download of one's data,
 * consents and their withdrawal, erasure, and grievances. Contract style as the rest of the API.
 */

/** GST law (CGST Act s.36 with rule 56): books, invoices and their supporting records are kept 8 years. */
export const GST_RECORD_RETENTION_YEARS = 8;

export const PRIVACY_MESSAGES = {
  consentWithdrawn: 'Your consent is withdrawn.',
  consentGiven: 'Your consent is recorded.',
  consentNotYours: 'This consent is not one your account gives.',
  eraseConfirmation: 'Type ERASE to confirm',
  passcodeWrong: 'The passcode is not right.',
  eraseTooManyTries: 'Too many wrong passcodes. Try again in an hour.',
  eraseOpenRequests:
    'You have requests that are still open or accepted. Close or finish them first, then erase the account.',
  grievanceNotFound: 'No grievance with this reference and mobile number.',
  grievanceIdNotFound: (id: number) => `Grievance ${id} not found`,
  answerRequired: 'Please write the answer.',
  messageRequired: 'Please describe your complaint.',
  nameRequired: 'Please enter your name.',
  referenceInvalid: 'Please enter the reference number, e.g. GR-7K2M9Q4X.',
  statusInvalid: "Status must be 'Open', 'Answered' or 'Closed'",
  answerStatusInvalid: "Status must be 'Answered' or 'Closed'",
  /** Shown on the erase screen and in the export: what is kept, why and how long. */
  retentionNote:
    'GST invoices and job cards that a service center made for you are kept by that center for 8 years, as GST law requires. Everything else about you is erased.',
  centerRetentionNote:
    'Your job cards, customer masters and GST invoice records are kept for 8 years, as GST law requires, and then deleted. Everything else about the people of your center is erased.',
} as const;

/** What each consent covers, by the page that asked for it (the processing that stops when it is withdrawn). */
export const CONSENT_PURPOSES: Record<(typeof CONSENT_SOURCES)[number], string> = {
  'Customer Registration': 'Use my location to fill in my address and to find service centers near me.',
  AddNewServiceRequest: 'Share my location with the service center I send a request to.',
  AddnewServiceCenter: 'Use my workshop location to show my service center to customers nearby.',
};

/** What stops when each consent is withdrawn (shown beside it before the person decides). */
export const CONSENT_WITHDRAWAL_EFFECTS: Record<(typeof CONSENT_SOURCES)[number], string> = {
  'Customer Registration': 'Your saved position is deleted and not stored again.',
  AddNewServiceRequest: 'Your requests stop sharing your position with service centers.',
  AddnewServiceCenter: 'Your center is hidden from the nearby search until you give it again.',
};

export const consentSourceSchema = z.enum(CONSENT_SOURCES, { error: M.pageSourceInvalid });

/**
 * POST /api/Privacy/WithdrawConsent and /api/Privacy/GiveConsent. The screen's language and the purpose text it
 * showed are recorded with the change (without them: the English record text).
 */
export const consentChangeSchema = z.object({
  pagesource: consentSourceSchema,
  language: accountLanguageSchema.optional().default('en'),
  consenttext: z.string().trim().min(1).max(2000).optional(),
});
export type ConsentChange = z.infer<typeof consentChangeSchema>;

/** One purpose's current state for the signed-in person (the newest record wins). */
export const consentStateSchema = z.object({
  pagesource: z.string(),
  purpose: z.string(),
  /** What withdrawing stops. */
  onwithdraw: z.string(),
  given: z.boolean(),
  /** When it was last given or withdrawn; '' when never. */
  changedon: z.string(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

export const consentHistoryItemSchema = z.object({
  consentid: idOut,
  pagesource: z.string(),
  consent: z.boolean(),
  /** The exact text the person was shown, in `language` (the screen's when they answered). */
  consenttext: z.string(),
  language: z.string(),
  createdon: z.string(),
});
export const myConsentsSchema = z.object({
  purposes: z.array(consentStateSchema),
  history: z.array(consentHistoryItemSchema),
});
export type MyConsents = z.infer<typeof myConsentsSchema>;

/** POST /api/Privacy/EraseAccount: the word ERASE and the passcode (an erasure cannot be undone). */
export const eraseAccountSchema = z.object({
  confirmation: z.literal('ERASE', { error: PRIVACY_MESSAGES.eraseConfirmation }),
  passcode: z.string().regex(/^\d{4}$/, PRIVACY_MESSAGES.passcodeWrong),
});
export type EraseAccountInput = z.infer<typeof eraseAccountSchema>;

export const erasureResultSchema = z.object({
  reference: z.string(),
  erasedon: z.string(),
  retained: z.string(),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;

/** GET /api/Privacy/GetErasureRequests (manager): the recorded erasures, newest first. No personal field:
 * after an erasure the reference, the kind of account and the dates are all that is left to show. */
export const erasureRequestSchema = z.object({
  requestid: idOut,
  reference: z.string(),
  usertype: z.string(),
  status: z.string(),
  requestedon: z.string(),
  completedon: z.string(),
});
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

/** The export: every table's rows about the person, by section name. */
export const myDataSchema = z.object({
  generatedon: z.string(),
  account: z.record(z.string(), z.unknown()),
  sections: z.array(
    z.object({
      title: z.string(),
      rows: z.array(z.record(z.string(), z.unknown())),
    }),
  ),
  retained: z.string(),
});
export type MyData = z.infer<typeof myDataSchema>;

// ---- Grievances ----

export const GRIEVANCE_STATUSES = ['Open', 'Answered', 'Closed'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];
export const GRIEVANCE_CATEGORIES = [
  'My data',
  'Consent',
  'Erasure',
  'Service request',
  'Service center',
  'Other',
] as const;

const reference = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^GR-[0-9A-Z]{8}$/, PRIVACY_MESSAGES.referenceInvalid);
const mobile = z.string().trim().regex(INDIAN_MOBILE_REGEX, M.mobileValid10);

/** POST /api/Grievance/AddGrievance (anyone; a signed-in person's account is attached). */
export const grievanceInputSchema = z.object({
  name: z.string().trim().min(1, PRIVACY_MESSAGES.nameRequired).max(100),
  mobileno: mobile,
  email: z.union([z.literal(''), z.string().trim().max(100).email(M.emailValid)]).default(''),
  category: z.enum(GRIEVANCE_CATEGORIES, { error: 'Please choose what the complaint is about' }),
  message: z.string().trim().min(1, PRIVACY_MESSAGES.messageRequired).max(2000),
});
export type GrievanceInput = z.infer<typeof grievanceInputSchema>;
export type GrievanceFormInput = z.input<typeof grievanceInputSchema>;

/** POST /api/Grievance/GetGrievanceStatus: by reference and mobile, for someone who is not signed in. */
export const grievanceLookupSchema = z.object({ reference, mobileno: mobile });
export type GrievanceLookup = z.infer<typeof grievanceLookupSchema>;

/** PUT /api/Grievance/AnswerGrievance (manager). */
export const grievanceAnswerSchema = z.object({
  grievanceid: positiveId,
  status: z.enum(['Answered', 'Closed'], { error: PRIVACY_MESSAGES.answerStatusInvalid }),
  answer: z.string().trim().min(1, PRIVACY_MESSAGES.answerRequired).max(2000),
});
export type GrievanceAnswer = z.infer<typeof grievanceAnswerSchema>;

export const grievanceSchema = z.object({
  grievanceid: idOut,
  reference: z.string(),
  name: z.string(),
  mobileno: z.string(),
  email: z.string(),
  category: z.string(),
  message: z.string(),
  status: z.enum(GRIEVANCE_STATUSES),
  answer: z.string(),
  answeredon: z.string(),
  createdon: z.string(),
});
export type Grievance = z.infer<typeof grievanceSchema>;
