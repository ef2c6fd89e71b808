import { z } from 'zod';
import { mobileNumberSchema } from './mobile-number.js';
import { messageAnswerSchema, passcodeSchema, userTypeSchema } from './auth.js';

/** Length of the one-time code sent to prove a mobile number (the same as the sign-in OTP). */
export const VERIFICATION_CODE_LENGTH = 6;
/** Minutes a verification code stays valid; a verified mobile counts for registration just as long. */
export const VERIFICATION_CODE_MINUTES = 10;
/** Wrong entries allowed per code before it is dead and a new one must be asked for. */
export const VERIFICATION_MAX_TRIES = 5;

/**
 * Why a code is asked for: Register (before creating an account), VerifyAccount (a signed-in account proves its
 * number after the fact), ResetPasscode (forgotten passcode; needs usertype).
 */
export const VERIFICATION_PURPOSES = ['Register', 'VerifyAccount', 'ResetPasscode'] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

/** Ours: every text the verification and reset flows show. */
export const MOBILE_VERIFICATION_MESSAGES = {
  codeRequired: 'Please enter the 6-digit code from the SMS.',
  codeDigits: 'The code has 6 digits.',
  purposeInvalid: 'purpose must be Register, VerifyAccount or ResetPasscode',
  userTypeRequired: 'usertype is required to reset a passcode',
  codeSent: `If this number can receive SMS, we sent it a 6-digit code. It is valid for ${VERIFICATION_CODE_MINUTES} minutes.`,
  verified: 'Mobile number verified.',
  wrongCode: (triesLeft: number) =>
    `The code is wrong. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left before you need a new code.`,
  codeExpired: 'The code has expired or was not requested from this browser. Please ask for a new code.',
  tooManyTries: 'Too many wrong codes. Please ask for a new code.',
  tooManyCodesForMobile: 'Too many codes were sent to this mobile number. Please try again in an hour.',
  tooManyCodesFromNetwork: 'Too many codes were requested from your network. Please try again later.',
  notVerified: 'Please verify your mobile number with the code we send by SMS before registering.',
  verifyToSee: 'Verify your mobile number to see what is linked to it (we send a code by SMS).',
  passcodeReset: 'Your passcode has been changed. You are signed in; every other session was signed out.',
} as const;

const codeSchema = z
  .string({ error: MOBILE_VERIFICATION_MESSAGES.codeRequired })
  .trim()
  .superRefine((value, ctx) => {
    if (value.length === 0)
      ctx.addIssue({ code: 'custom', message: MOBILE_VERIFICATION_MESSAGES.codeRequired });
    else if (!new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(value))
      ctx.addIssue({ code: 'custom', message: MOBILE_VERIFICATION_MESSAGES.codeDigits });
  });

/** POST /api/Auth/SendVerificationCode. */
export const sendVerificationCodeSchema = z
  .object({
    mobileno: mobileNumberSchema,
    purpose: z.enum(VERIFICATION_PURPOSES, { error: MOBILE_VERIFICATION_MESSAGES.purposeInvalid }),
    usertype: userTypeSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.purpose === 'ResetPasscode' && !value.usertype)
      ctx.addIssue({
        code: 'custom',
        path: ['usertype'],
        message: MOBILE_VERIFICATION_MESSAGES.userTypeRequired,
      });
  });
export type SendVerificationCode = z.infer<typeof sendVerificationCodeSchema>;

/** POST /api/Auth/VerifyMobile. */
export const verifyMobileSchema = z.object({ mobileno: mobileNumberSchema, code: codeSchema });
export type VerifyMobile = z.infer<typeof verifyMobileSchema>;

/** POST /api/Auth/ResetPasscode: the code sent with purpose ResetPasscode and the new 4-digit passcode. */
export const resetPasscodeSchema = z.object({
  mobileno: mobileNumberSchema,
  usertype: userTypeSchema,
  code: codeSchema,
  newpasscode: passcodeSchema,
});
export type ResetPasscode = z.infer<typeof resetPasscodeSchema>;
export type ResetPasscodeInput = z.input<typeof resetPasscodeSchema>;

/** The answers: a message, and for VerifyMobile the number now verified in this browser. */
export const verificationMessageSchema = messageAnswerSchema;
export const mobileVerifiedSchema = z.object({
  message: z.string(),
  mobileno: z.string(),
  verified: z.literal(true),
  /** True when the signed-in account of this number is now marked verified too. */
  accountverified: z.boolean(),
});
export type MobileVerified = z.infer<typeof mobileVerifiedSchema>;

/** GET /api/Auth/MobileVerification: whether the signed-in account's number was proven by a code. */
export const mobileVerificationStatusSchema = z.object({ mobileno: z.string(), verified: z.boolean() });
export type MobileVerificationStatus = z.infer<typeof mobileVerificationStatusSchema>;

/** GET /api/Dev/Outbox (development only): the newest SMS the outbox provider kept instead of sending. */
export const outboxMessageSchema = z.object({
  to: z.string(),
  text: z.string(),
  createdon: z.string(),
  /** Status messages only (null for sign-in codes). */
  channel: z.string().nullable().optional(),
  template: z.string().nullable().optional(),
  variables: z.record(z.string(), z.string()).nullable().optional(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
