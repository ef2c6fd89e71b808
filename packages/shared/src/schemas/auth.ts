import { z } from 'zod';
import { LOGIN_TYPES, USER_TYPES } from '../constants.js';
import { AUTH_MESSAGES as A, VALIDATION_MESSAGES as M } from '../messages.js';
import { mobileNumberSchema } from './mobile-number.js';
import { idOut } from '../helpers/zod-rules.js';

export const OTP_LENGTH = 6;
export const PASSCODE_REGEX = /^\d{4}$/;

export const userTypeSchema = z.enum(USER_TYPES, { error: M.userTypeInvalid });
export const loginTypeSchema = z.enum(LOGIN_TYPES, { error: M.loginTypeInvalid });

/** 4-digit passcode: 'Passcode is required', 'Passcode must be 4 digits'. */
export const passcodeSchema = z
  .string({ error: M.passcodeRequired })
  .trim()
  .superRefine((v, ctx) => {
    if (v.length === 0) ctx.addIssue({ code: 'custom', message: M.passcodeRequired });
    else if (!PASSCODE_REGEX.test(v)) ctx.addIssue({ code: 'custom', message: M.passcodeDigits });
  });

/** POST /api/Auth/Login. passcode is required with PassCode, otp with OTP. */
export const loginRequestSchema = z
  .object({
    mobileno: mobileNumberSchema,
    passcode: z.string().trim().optional(),
    otp: z.string().trim().optional(),
    usertype: userTypeSchema,
    logintype: loginTypeSchema.default('PassCode'),
  })
  .superRefine((v, ctx) => {
    if (v.logintype === 'PassCode') {
      if (v.passcode === undefined || v.passcode === '') {
        ctx.addIssue({ code: 'custom', path: ['passcode'], message: M.passcodeRequired });
      } else if (!PASSCODE_REGEX.test(v.passcode)) {
        ctx.addIssue({ code: 'custom', path: ['passcode'], message: M.passcodeDigits });
      }
    } else if (v.otp === undefined || v.otp === '') {
      ctx.addIssue({ code: 'custom', path: ['otp'], message: A.otpRequired });
    } else if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(v.otp)) {
      ctx.addIssue({ code: 'custom', path: ['otp'], message: A.otpDigits });
    }
  });
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type LoginRequestInput = z.input<typeof loginRequestSchema>;

/** POST /api/Auth/RequestOtp. */
export const otpRequestSchema = z.object({
  mobileno: mobileNumberSchema,
  usertype: userTypeSchema,
});
export type OtpRequest = z.infer<typeof otpRequestSchema>;

/**
 * Login user data of a service center (stored locally as loginUserData). Answer schemas (this one and those
 * below) use plain types, no preprocess: the server serializes its answers with them.
 */
export const serviceCenterLoginDataSchema = z.object({
  isSaaS: z.boolean(),
  planenddate: z.string().nullable(),
  planid: idOut.nullable(),
  servicecenterid: idOut,
  servicecentername: z.string(),
  mobilenO1: z.string(),
  scrating: z.number(),
  /** Ours: how many ratings scrating is the average of. */
  scratingcount: z.number().int().nonnegative().optional(),
  isactive: z.boolean(),
  /** When Fixo operations approved the center; with isactive false it means the center was deactivated. */
  approvedon: z.string().nullable().optional(),
});
export type ServiceCenterLoginData = z.infer<typeof serviceCenterLoginDataSchema>;

/** Login user data of a customer. Vehicle ids are 0 when not set. */
export const customerLoginDataSchema = z.object({
  custid: idOut,
  customername: z.string(),
  mobilenO1: z.string(),
  emailid: z.string(),
  vehchassisno: z.string(),
  vehregistrationno: z.string(),
  vehmileage: z.string(),
  vehtypid: idOut,
  vehfueltypeid: idOut,
  vehid: idOut,
  vehmakertypid: idOut,
  vehmaketypid: idOut,
  vehmodelid: idOut,
  vehcolorid: idOut,
});
export type CustomerLoginData = z.infer<typeof customerLoginDataSchema>;

export const managerLoginDataSchema = z.object({
  managerid: idOut,
  managername: z.string(),
  mobilenO1: z.string(),
});
export type ManagerLoginData = z.infer<typeof managerLoginDataSchema>;

/** Answer of /api/Auth/Login and /api/Auth/Me. */
export const sessionResponseSchema = z.discriminatedUnion('usertype', [
  z.object({ usertype: z.literal('Customer'), loginUserData: customerLoginDataSchema }),
  z.object({ usertype: z.literal('ServiceCenter'), loginUserData: serviceCenterLoginDataSchema }),
  z.object({ usertype: z.literal('Manager'), loginUserData: managerLoginDataSchema }),
]);
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Answer of /api/Auth/RequestOtp (and other calls that only say what happened). */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/**
 * The service-management suite is active only when isSaaS is true and now is earlier than planenddate.
 * The server sends planenddate as a UTC instant ('2026-06-01T06:30:00.000Z'), so the comparison is the same in
 * every zone; text without a zone is still read (as the device's local time), as Date reads it.
 */
export function isSaasActive(
  data: Pick<ServiceCenterLoginData, 'isSaaS' | 'planenddate'>,
  now: Date = new Date(),
): boolean {
  if (!data.isSaaS || !data.planenddate) return false;
  const end = new Date(data.planenddate);
  return !Number.isNaN(end.getTime()) && now.getTime() < end.getTime();
}
