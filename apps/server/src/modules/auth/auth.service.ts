import { randomInt } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { AUTH_MESSAGES, type UserType } from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { nowIso, type Db } from '../../platform/db.js';
import { HttpError, badRequest, unauthorized } from '../../platform/errors.js';
import { hashSecret, randomToken, sha256, verifySecret } from '../../platform/crypto.js';
import { SESSION_COOKIE, type SessionUser } from '../../platform/auth.js';
import { isOtpEnabled } from '../app-config/app-config.service.js';
import { customerLoginData, managerLoginData, serviceCenterLoginData } from './login-user-data.js';

export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_MINUTES = 15;
const SESSION_DAYS = 30;
const OTP_MINUTES = 5;

/** The session cookie: one place for its options, used by sign-in and by registration. */
export function setSessionCookie(ctx: AppContext, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.env === 'production',
    maxAge: SESSION_DAYS * 86_400,
  });
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

export interface LoginInput {
  mobileno: string;
  usertype: UserType;
  logintype: 'PassCode' | 'OTP';
  passcode?: string | undefined;
  otp?: string | undefined;
}

export function createAuthService(ctx: AppContext) {
  const { db } = ctx;

  async function findAccount(mobile: string, userType: UserType) {
    return db
      .selectFrom('accounts')
      .selectAll()
      .where('mobile', '=', mobile)
      .where('user_type', '=', userType)
      .executeTakeFirst();
  }

  async function recordFailure(accountId: number, failedAttempts: number, loginType: string): Promise<never> {
    const attempts = failedAttempts + 1;
    if (attempts >= MAX_FAILED_ATTEMPTS) {
      await db
        .updateTable('accounts')
        .set({ failed_attempts: 0, locked_until: minutesFromNow(LOCK_MINUTES) })
        .where('id', '=', accountId)
        .execute();
      throw new HttpError(423, AUTH_MESSAGES.accountLocked);
    }
    await db.updateTable('accounts').set({ failed_attempts: attempts }).where('id', '=', accountId).execute();
    throw unauthorized(loginType === 'OTP' ? AUTH_MESSAGES.invalidOtp : AUTH_MESSAGES.invalidCredentials);
  }

  async function verifyOtp(accountId: number, otp: string): Promise<boolean> {
    const row = await db
      .selectFrom('otps')
      .select(['id', 'code_hash'])
      .where('account_id', '=', accountId)
      .where('used', '=', 0)
      .where('expires_at', '>', nowIso())
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!row || row.code_hash !== sha256(`${accountId}:${otp}`)) return false;
    await db.updateTable('otps').set({ used: 1 }).where('id', '=', row.id).execute();
    return true;
  }

  /** Opens a session for an account; returns the raw token (only its hash is stored). */
  async function createSession(accountId: number): Promise<string> {
    const token = randomToken();
    await db
      .insertInto('sessions')
      .values({
        id: sha256(token),
        account_id: accountId,
        created_at: nowIso(),
        expires_at: new Date(Date.now() + SESSION_DAYS * 86_400_000).toISOString(),
      })
      .execute();
    return token;
  }

  return {
    async loginUserData(
      user: Pick<SessionUser, 'userType' | 'customerId' | 'serviceCenterId' | 'managerId'>,
    ) {
      if (user.userType === 'Customer' && user.customerId) return customerLoginData(db, user.customerId);
      if (user.userType === 'ServiceCenter' && user.serviceCenterId)
        return serviceCenterLoginData(db, user.serviceCenterId);
      if (user.userType === 'Manager' && user.managerId) return managerLoginData(db, user.managerId);
      throw unauthorized();
    },

    /** Checks the passcode or OTP, applies the lockout, and opens a session. Returns the raw session token. */
    async login(input: LoginInput): Promise<{ token: string; accountId: number }> {
      if (input.logintype === 'OTP' && !(await isOtpEnabled(db)))
        throw badRequest(AUTH_MESSAGES.otpNotAvailable);
      const account = await findAccount(input.mobileno, input.usertype);
      if (!account) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      if (account.locked_until && account.locked_until > nowIso()) {
        throw new HttpError(423, AUTH_MESSAGES.accountLocked);
      }
      const ok =
        input.logintype === 'OTP'
          ? await verifyOtp(account.id, input.otp ?? '')
          : await verifySecret(input.passcode ?? '', account.passcode_hash);
      if (!ok) await recordFailure(account.id, account.failed_attempts, input.logintype);
      await db
        .updateTable('accounts')
        .set({ failed_attempts: 0, locked_until: null })
        .where('id', '=', account.id)
        .execute();
      return { token: await createSession(account.id), accountId: account.id };
    },

    createSession,

    async requestOtp(mobile: string, userType: UserType): Promise<void> {
      if (!(await isOtpEnabled(db))) throw badRequest(AUTH_MESSAGES.otpNotAvailable);
      const account = await findAccount(mobile, userType);
      // Same answer whether or not the number is registered, so the call cannot list accounts.
      if (!account) return;
      const otp = String(randomInt(100000, 1000000));
      await db
        .insertInto('otps')
        .values({
          account_id: account.id,
          code_hash: sha256(`${account.id}:${otp}`),
          expires_at: minutesFromNow(OTP_MINUTES),
          created_at: nowIso(),
        })
        .execute();
      await ctx.sms.send(mobile, `${otp} is your Fixo sign-in code. It expires in ${OTP_MINUTES} minutes.`);
    },

    async logout(sessionId: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    },

    /** Creates the sign-in account of a new customer, center or manager. */
    async createAccount(
      userType: UserType,
      mobile: string,
      passcode: string,
      executor: Db = db,
    ): Promise<number> {
      const row = await executor
        .insertInto('accounts')
        .values({
          user_type: userType,
          mobile,
          passcode_hash: await hashSecret(passcode),
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
