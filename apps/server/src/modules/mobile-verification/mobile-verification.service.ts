import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  MOBILE_VERIFICATION_MESSAGES as MV,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MINUTES,
  VERIFICATION_MAX_TRIES,
  type ResetPasscode,
  type SendVerificationCode,
  type UserType,
  type VerificationPurpose,
} from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { nowIso, toCount, type Db } from '../../platform/db.js';
import { hashSecret, randomToken, sha256 } from '../../platform/crypto.js';
import type { SessionUser } from '../../platform/auth.js';
import { HttpError, badRequest } from '../../platform/errors.js';
import { endSessionStreams } from '../events/index.js';

/** The browser's verification cookie: which browser asked for a code and proved a number (httpOnly). */
export const VERIFICATION_COOKIE = 'fixo_verification';

/** Purposes whose verified code proves ownership of a number for registration and linking. */
const OWNERSHIP_PURPOSES = ['Register', 'VerifyAccount'] as const;

const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

function hashCode(code: string): string {
  const salt = randomBytes(8).toString('hex');
  return `${salt}:${sha256(`${salt}:${code}`)}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const actual = Buffer.from(sha256(`${salt}:${code}`), 'hex');
  const expected = Buffer.from(hash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether an account's number was proven by a code (managers are trusted by role elsewhere). */
export async function isAccountMobileVerified(db: Db, accountId: number): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('mobile_verified_at')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return Boolean(row?.mobile_verified_at);
}

/**
 * Whether this browser proved the number within the code's validity (Register or VerifyAccount code entered
 * correctly here). `browserToken` is the raw verification cookie.
 */
export async function isVerifiedInBrowser(
  db: Db,
  mobile: string,
  browserToken: string | undefined,
): Promise<boolean> {
  if (!browserToken) return false;
  const row = await db
    .selectFrom('mobile_verifications')
    .select('id')
    .where('browser_hash', '=', sha256(browserToken))
    .where('mobile', '=', mobile)
    .where('purpose', 'in', OWNERSHIP_PURPOSES)
    .where('verified_at', 'is not', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return Boolean(row);
}

export function createMobileVerificationService(ctx: AppContext) {
  const { db, config } = ctx;

  async function accountOf(mobile: string, userType: UserType) {
    return db
      .selectFrom('accounts')
      .select(['id'])
      .where('mobile', '=', mobile)
      .where('user_type', '=', userType)
      .executeTakeFirst();
  }

  /**
   * The newest live code of this browser for a number and purpose group, with one try counted atomically
   * (conditional UPDATE ... RETURNING), so parallel guesses cannot share a try. Then the code is compared.
   */
  async function consumeTry(
    browserHash: string,
    mobile: string,
    purposes: readonly VerificationPurpose[],
    userType: UserType | null,
    code: string,
  ): Promise<{ id: number }> {
    let query = db
      .selectFrom('mobile_verifications')
      .select(['id', 'code_hash', 'attempts'])
      .where('browser_hash', '=', browserHash)
      .where('mobile', '=', mobile)
      .where('purpose', 'in', purposes)
      .where('verified_at', 'is', null)
      .where('used_at', 'is', null)
      .where('expires_at', '>', nowIso())
      .orderBy('id', 'desc');
    if (userType) query = query.where('user_type', '=', userType);
    const row = await query.executeTakeFirst();
    if (!row) throw badRequest(MV.codeExpired, { code: MV.codeExpired });
    const counted = await db
      .updateTable('mobile_verifications')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .where('attempts', '<', VERIFICATION_MAX_TRIES)
      .returning('attempts')
      .executeTakeFirst();
    if (!counted) throw new HttpError(429, MV.tooManyTries, { code: MV.tooManyTries });
    if (!codeMatches(code, row.code_hash)) {
      const left = VERIFICATION_MAX_TRIES - counted.attempts;
      if (left <= 0) throw new HttpError(429, MV.tooManyTries, { code: MV.tooManyTries });
      throw badRequest(MV.wrongCode(left), { code: MV.wrongCode(left) });
    }
    return { id: row.id };
  }

  return {
    /**
     * Sends a code by SMS (through the provider interface) and remembers its hash for this browser. The
     * answer is the same for every number; for a reset the SMS goes out only when the account exists, but the
     * row (with a code nobody receives) is written anyway so limits and timing do not tell the difference.
     * Answers the browser token to keep in the cookie.
     */
    async send(input: SendVerificationCode, ip: string, browserToken: string | undefined): Promise<string> {
      const token = browserToken && browserToken.length <= 100 ? browserToken : randomToken();
      const since = hourAgo();
      const [forMobile, fromIp] = await Promise.all([
        db
          .selectFrom('mobile_verifications')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('mobile', '=', input.mobileno)
          .where('created_at', '>', since)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('mobile_verifications')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('ip', '=', ip)
          .where('created_at', '>', since)
          .executeTakeFirstOrThrow(),
      ]);
      if (toCount(forMobile.n) >= config.verificationCodesPerMobilePerHour)
        throw new HttpError(429, MV.tooManyCodesForMobile);
      if (toCount(fromIp.n) >= config.verificationCodesPerIpPerHour)
        throw new HttpError(429, MV.tooManyCodesFromNetwork);

      // Codes of this number older than a day serve no limit and no proof any more.
      await db
        .deleteFrom('mobile_verifications')
        .where('mobile', '=', input.mobileno)
        .where('created_at', '<', new Date(Date.now() - 86_400_000).toISOString())
        .execute();
      const code = String(randomInt(10 ** (VERIFICATION_CODE_LENGTH - 1), 10 ** VERIFICATION_CODE_LENGTH));
      const userType = input.purpose === 'ResetPasscode' ? (input.usertype ?? null) : null;
      const deliver = userType ? Boolean(await accountOf(input.mobileno, userType)) : true;
      const now = nowIso();
      await db
        .insertInto('mobile_verifications')
        .values({
          mobile: input.mobileno,
          purpose: input.purpose,
          user_type: userType,
          code_hash: hashCode(code),
          browser_hash: sha256(token),
          ip,
          expires_at: new Date(Date.now() + VERIFICATION_CODE_MINUTES * 60_000).toISOString(),
          created_at: now,
        })
        .execute();
      if (deliver) {
        const what = input.purpose === 'ResetPasscode' ? 'passcode reset' : 'verification';
        await ctx.sms.send(
          input.mobileno,
          `${code} is your Fixo ${what} code. It expires in ${VERIFICATION_CODE_MINUTES} minutes. Do not share it.`,
        );
      }
      return token;
    },

    /**
     * Checks a Register/VerifyAccount code of this browser. On success the number counts as verified here
     * until the code's expiry; a signed-in account of that number is marked verified for good.
     */
    async verify(
      mobile: string,
      code: string,
      browserToken: string | undefined,
      caller: SessionUser | null,
    ): Promise<{ accountVerified: boolean }> {
      if (!browserToken) throw badRequest(MV.codeExpired, { code: MV.codeExpired });
      const { id } = await consumeTry(sha256(browserToken), mobile, OWNERSHIP_PURPOSES, null, code);
      const now = nowIso();
      await db
        .updateTable('mobile_verifications')
        .set({ verified_at: now })
        .where('id', '=', id)
        .where('verified_at', 'is', null)
        .execute();
      const accountVerified = caller !== null && caller.mobile === mobile;
      if (accountVerified) await markAccountVerified(db, caller.accountId, now);
      return { accountVerified };
    },

    /**
     * Forgotten passcode: a ResetPasscode code of this browser for that number and user type sets the new
     * passcode, clears the lock, proves the number, ends every session of the account and answers the id
     * of the account to sign this browser in. Unknown numbers fail exactly like a wrong code.
     */
    async resetPasscode(input: ResetPasscode, browserToken: string | undefined): Promise<number> {
      if (!browserToken) throw badRequest(MV.codeExpired, { code: MV.codeExpired });
      const { id } = await consumeTry(
        sha256(browserToken),
        input.mobileno,
        ['ResetPasscode'],
        input.usertype,
        input.code,
      );
      const account = await accountOf(input.mobileno, input.usertype);
      // A code nobody received (no such account) can still be guessed once in a million: same answer as wrong.
      if (!account) throw badRequest(MV.codeExpired, { code: MV.codeExpired });
      const passcodeHash = await hashSecret(input.newpasscode);
      const now = nowIso();
      const endedSessions = await db.transaction().execute(async (trx) => {
        // One code, one new passcode: of parallel resets with the same code only the first to claim it goes on
        // (the others read it unused above, before any was written); they are answered as a used code is.
        const claimed = await trx
          .updateTable('mobile_verifications')
          .set({ used_at: now })
          .where('id', '=', id)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 0) throw badRequest(MV.codeExpired, { code: MV.codeExpired });
        await trx
          .updateTable('accounts')
          .set({
            passcode_hash: passcodeHash,
            failed_attempts: 0,
            locked_until: null,
            mobile_verified_at: now,
          })
          .where('id', '=', account.id)
          .execute();
        return trx.deleteFrom('sessions').where('account_id', '=', account.id).returning('id').execute();
      });
      // The ended sessions' open live streams end too, on every instance.
      for (const session of endedSessions) await endSessionStreams(ctx, session.id);
      return account.id;
    },
  };
}

/** Marks an account's number proven (first proof wins; later proofs keep the first time). */
export async function markAccountVerified(db: Db, accountId: number, at: string = nowIso()): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ mobile_verified_at: at })
    .where('id', '=', accountId)
    .where('mobile_verified_at', 'is', null)
    .execute();
}
