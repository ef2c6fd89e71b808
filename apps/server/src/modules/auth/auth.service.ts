import { randomInt } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { AUTH_MESSAGES, type SessionResponse, type UserType } from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { nowIso, type Db } from '../../platform/db.js';
import { HttpError, badRequest, unauthorized } from '../../platform/errors.js';
import { hitCounter } from '../../platform/rate-limit-store.js';
import { hashSecret, randomToken, sha256, verifySecret } from '../../platform/crypto.js';
import { SESSION_COOKIE, type SessionUser } from '../../platform/auth.js';
import { keyedMessage } from '../../platform/keyed-message.js';
import { isOtpEnabled } from '../app-config/index.js';
import { endSessionStreams } from '../events/index.js';
import { customerLoginData, managerLoginData, serviceCenterLoginData } from './login-user-data.js';

export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_MINUTES = 15;
const SESSION_DAYS = 30;
const OTP_MINUTES = 5;
/**
 * One-time codes per mobile and role in OTP_WINDOW_MINUTES, counted whether or not the number is registered
 * (so the limit tells nothing about who has an account): an SMS flood costs money and annoys the owner.
 */
export const MAX_OTP_REQUESTS = 3;
/** Wrong codes per mobile and role in the same window: with MAX_OTP_REQUESTS that is a few guesses in 10^6. */
export const MAX_OTP_TRIES = 5;
export const OTP_WINDOW_MINUTES = 15;
const OTP_WINDOW_MS = OTP_WINDOW_MINUTES * 60_000;
const LOCK_MS = LOCK_MINUTES * 60_000;

/**
 * A passcode hash no account has, checked for unknown mobiles so they cost the same scrypt time as known ones
 * (otherwise the answer time tells which numbers are registered).
 */
let dummyPasscodeHash: Promise<string> | undefined;
const dummyHash = () => (dummyPasscodeHash ??= hashSecret(randomToken(8)));

const minutesLeft = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

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

/** Opens a session for an account; returns the raw token (only its hash is stored). */
export async function openSession(db: Db, accountId: number): Promise<string> {
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

  /** 423 with how long the lock lasts, and the way around it (a one-time code) when that is on. */
  async function locked(msLeft: number): Promise<HttpError> {
    const minutes = minutesLeft(msLeft);
    const otp = await isOtpEnabled(db);
    return new HttpError(
      423,
      keyedMessage(otp ? 'auth.accountLockedOtp' : 'auth.accountLocked', { minutes }),
    );
  }

  /**
   * Reserves one passcode try BEFORE the slow hash, in one conditional UPDATE: the count goes up only while the
   * account is not locked and has tries left, and the try that uses the last one sets the lock at once. So
   * however many guesses arrive in parallel, at most MAX_FAILED_ATTEMPTS are ever checked per lock window
   * (reading the count, hashing, then writing it let parallel guesses overwrite each other's counts).
   * Returns the try's number, or null when the account is locked.
   */
  async function reservePasscodeTry(accountId: number): Promise<number | null> {
    const now = nowIso();
    const row = await db
      .updateTable('accounts')
      .set({
        // An ended lock starts a fresh count.
        failed_attempts: sql<number>`case when locked_until is null then failed_attempts + 1 else 1 end`,
        locked_until: sql<
          string | null
        >`case when locked_until is null and failed_attempts + 1 >= ${MAX_FAILED_ATTEMPTS} then ${new Date(Date.now() + LOCK_MS).toISOString()} else null end`,
      })
      .where('id', '=', accountId)
      .where((eb) =>
        eb.or([
          eb.and([eb('locked_until', 'is', null), eb('failed_attempts', '<', MAX_FAILED_ATTEMPTS)]),
          eb('locked_until', '<=', now),
        ]),
      )
      .returning('failed_attempts')
      .executeTakeFirst();
    return row ? Number(row.failed_attempts) : null;
  }

  async function lockTimeLeft(accountId: number): Promise<number> {
    const row = await db
      .selectFrom('accounts')
      .select('locked_until')
      .where('id', '=', accountId)
      .executeTakeFirst();
    return row?.locked_until ? Date.parse(row.locked_until) - Date.now() : LOCK_MS;
  }

  /**
   * A mobile with no account of this role goes through the same steps as a real one (a counted try, the lock
   * after MAX_FAILED_ATTEMPTS, a scrypt check) and gets the same answers, so neither the answer nor its time
   * tells whether the number is registered.
   */
  async function failUnknownPasscode(input: LoginInput): Promise<never> {
    const key = `passcode:${input.usertype}:${input.mobileno}`;
    const hit = await hitCounter(db, key, LOCK_MS);
    if (hit.count > MAX_FAILED_ATTEMPTS) throw await locked(hit.ttlMs);
    await verifySecret(input.passcode ?? '', await dummyHash());
    if (hit.count === MAX_FAILED_ATTEMPTS) {
      // Like a real account, the lock runs LOCK_MINUTES from the try that set it.
      await db
        .updateTable('rate_limits')
        .set({ reset_at: Date.now() + LOCK_MS })
        .where('key', '=', key)
        .execute();
      throw await locked(LOCK_MS);
    }
    throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  }

  async function loginWithPasscode(input: LoginInput): Promise<number> {
    const account = await findAccount(input.mobileno, input.usertype);
    if (!account) return failUnknownPasscode(input);
    const attempt = await reservePasscodeTry(account.id);
    if (attempt === null) throw await locked(await lockTimeLeft(account.id));
    if (await verifySecret(input.passcode ?? '', account.passcode_hash)) return account.id;
    if (attempt >= MAX_FAILED_ATTEMPTS) throw await locked(LOCK_MS);
    throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  }

  /**
   * One-time codes still work while the passcode is locked: the code goes to the owner's mobile, so a stranger
   * who locked the passcode cannot lock the owner out. Wrong codes are limited per mobile (not per caller).
   */
  async function loginWithOtp(input: LoginInput): Promise<number> {
    const key = `otp-login:${input.usertype}:${input.mobileno}`;
    const hit = await hitCounter(db, key, OTP_WINDOW_MS);
    if (hit.count > MAX_OTP_TRIES) {
      throw new HttpError(429, keyedMessage('auth.tooManyOtpTries', { minutes: minutesLeft(hit.ttlMs) }));
    }
    const account = await findAccount(input.mobileno, input.usertype);
    // An unknown number gets the wrong-code answer too: the same answer as a registered one.
    if (!account || !(await verifyOtp(account.id, input.otp ?? ''))) {
      throw unauthorized(AUTH_MESSAGES.invalidOtp);
    }
    await db.deleteFrom('rate_limits').where('key', '=', key).execute();
    return account.id;
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
    // Used once: of two parallel sign-ins with the same code only the one that flips the flag succeeds.
    const claimed = await db
      .updateTable('otps')
      .set({ used: 1 })
      .where('id', '=', row.id)
      .where('used', '=', 0)
      .returning('id')
      .executeTakeFirst();
    return claimed !== undefined;
  }

  const createSession = (accountId: number) => openSession(db, accountId);

  return {
    /** The answer of Login, Me and ResetPasscode: the user type with that type's login data. */
    async sessionAnswer(
      user: Pick<SessionUser, 'userType' | 'customerId' | 'serviceCenterId' | 'managerId'>,
    ): Promise<SessionResponse> {
      if (user.userType === 'Customer' && user.customerId)
        return { usertype: 'Customer', loginUserData: await customerLoginData(db, user.customerId) };
      if (user.userType === 'ServiceCenter' && user.serviceCenterId)
        return {
          usertype: 'ServiceCenter',
          loginUserData: await serviceCenterLoginData(db, user.serviceCenterId),
        };
      if (user.userType === 'Manager' && user.managerId)
        return { usertype: 'Manager', loginUserData: await managerLoginData(db, user.managerId) };
      throw unauthorized();
    },

    /** Checks the passcode or OTP, applies the lockout, and opens a session. Returns the raw session token. */
    async login(input: LoginInput): Promise<{ token: string; accountId: number }> {
      if (input.logintype === 'OTP' && !(await isOtpEnabled(db)))
        throw badRequest(AUTH_MESSAGES.otpNotAvailable);
      const accountId =
        input.logintype === 'OTP' ? await loginWithOtp(input) : await loginWithPasscode(input);
      // The owner is in (by passcode or by a code to their mobile): the count of wrong tries starts again.
      await db
        .updateTable('accounts')
        .set({ failed_attempts: 0, locked_until: null })
        .where('id', '=', accountId)
        .execute();
      return { token: await createSession(accountId), accountId };
    },

    createSession,

    async requestOtp(mobile: string, userType: UserType): Promise<void> {
      if (!(await isOtpEnabled(db))) throw badRequest(AUTH_MESSAGES.otpNotAvailable);
      // A clear 429 rather than a silent "sent": counted for every number, so it tells nothing about accounts,
      // and a real user learns why no SMS comes and when to try again.
      const hit = await hitCounter(db, `otp-request:${userType}:${mobile}`, OTP_WINDOW_MS);
      if (hit.count > MAX_OTP_REQUESTS) {
        throw new HttpError(
          429,
          keyedMessage('auth.tooManyOtpRequests', { minutes: minutesLeft(hit.ttlMs) }),
        );
      }
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
      await endSessionStreams(ctx, sessionId);
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
