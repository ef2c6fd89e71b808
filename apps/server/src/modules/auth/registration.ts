import type { FastifyReply } from 'fastify';
import { MOBILE_VERIFICATION_MESSAGES, randomPasscode } from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import { nowIso, type Db } from '../../platform/db.js';
import { hashSecret, verifySecret } from '../../platform/crypto.js';
import type { SessionUser } from '../../platform/auth.js';
import { conflict, forbidden } from '../../platform/errors.js';
import { isVerifiedInBrowser, markAccountVerified } from '../mobile-verification/index.js';
import { conflictOnDuplicate } from '../../platform/unique-violation.js';
import { createAuthService, setSessionCookie } from './auth.service.js';
import { endSessionStreams } from '../events/index.js';

/** Ours: the answer when a mobile is registered already and the caller is not that account. */
export const ALREADY_REGISTERED_MESSAGE =
  'This mobile number is already registered. Please sign in to update your profile.';

/** The user types that register themselves, with their profile table and the session's id of that row. */
const PROFILES = {
  Customer: { table: 'customers', sessionId: 'customerId' },
  ServiceCenter: { table: 'service_centers', sessionId: 'serviceCenterId' },
} as const;
export type SelfRegisteredType = keyof typeof PROFILES;

/** The profile row and account owning a mobile for one user type (id null: an account without a profile). */
async function findByMobile(db: Db, userType: SelfRegisteredType, mobile: string) {
  const profile = await db
    .selectFrom(PROFILES[userType].table)
    .select(['id', 'account_id'])
    .where('mobile', '=', mobile)
    .executeTakeFirst();
  if (profile) return profile;
  // An account without a profile row still owns the number.
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where('mobile', '=', mobile)
    .where('user_type', '=', userType)
    .executeTakeFirst();
  return account ? { id: null, account_id: account.id } : undefined;
}

async function passcodeChanged(db: Db, accountId: number, passcode: string | undefined): Promise<boolean> {
  if (!passcode) return false;
  const account = await db
    .selectFrom('accounts')
    .select('passcode_hash')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return !(await verifySecret(passcode, account.passcode_hash));
}

export interface Registration<V> {
  userType: SelfRegisteredType;
  mobile: string;
  /** The payload's passcode: set when given, else kept on update and generated on create. */
  passcode: string | undefined;
  caller: SessionUser | null;
  /** The browser's verification cookie: a new account needs its mobile proven by a code in this browser. */
  verificationToken: string | undefined;
  /** Rules beyond the payload schema; throws 400. Runs only once the caller may write. */
  validate(): Promise<V>;
  /** Updates the caller's own profile rows (the account's passcode is handled here). */
  update(trx: Db, profileId: number, valid: V, now: string): Promise<void>;
  /** Inserts the profile rows of a new account; answers the profile id. */
  create(trx: Db, accountId: number, valid: V, now: string): Promise<number>;
}

export interface RegistrationResult {
  created: boolean;
  profileId: number;
  accountId: number;
  /** The passcode that is now valid when it was set by this call; null when it was left unchanged. */
  passcode: string | null;
}

/**
 * Registers a new mobile (account + profile in one transaction) or updates the caller's own profile. Anyone
 * but the owner must first prove the number with a code sent to it, in this browser (403 otherwise): so a
 * stranger cannot take someone's number, and the same number becomes a customer and a service center only
 * for the person who receives its SMS. A proven caller for a registered mobile gets 409; nothing changes.
 * A new passcode on update ends the account's other sessions.
 */
export async function registerOrUpdate<V>(ctx: AppContext, r: Registration<V>): Promise<RegistrationResult> {
  const { db } = ctx;
  const existing = await findByMobile(db, r.userType, r.mobile);
  const isOwner =
    existing?.id != null &&
    r.caller?.userType === r.userType &&
    r.caller[PROFILES[r.userType].sessionId] === existing.id;
  if (!isOwner && !(await isVerifiedInBrowser(db, r.mobile, r.verificationToken)))
    throw forbidden(MOBILE_VERIFICATION_MESSAGES.notVerified);
  if (existing && !isOwner) throw conflict(ALREADY_REGISTERED_MESSAGE);
  const valid = await r.validate();
  const now = nowIso();

  if (existing && existing.id != null) {
    const profileId = existing.id;
    // The profile forms send the passcode with every save: only a different one is a change.
    const passcodeHash = (await passcodeChanged(db, existing.account_id, r.passcode))
      ? await hashSecret(r.passcode!)
      : null;
    const endedSessions = await db.transaction().execute(async (trx) => {
      await r.update(trx, profileId, valid, now);
      if (!passcodeHash) return [];
      await trx
        .updateTable('accounts')
        .set({ passcode_hash: passcodeHash, failed_attempts: 0, locked_until: null })
        .where('id', '=', existing.account_id)
        .execute();
      // A changed passcode signs out every other browser of the account; the one that changed it stays.
      return trx
        .deleteFrom('sessions')
        .where('account_id', '=', existing.account_id)
        .where('id', '!=', r.caller?.sessionId ?? '')
        .returning('id')
        .execute();
    });
    // Their open live streams end too, on every instance.
    for (const session of endedSessions) await endSessionStreams(ctx, session.id);
    return { created: false, profileId, accountId: existing.account_id, passcode: r.passcode ?? null };
  }

  const passcode = r.passcode ?? randomPasscode();
  const auth = createAuthService(ctx);
  const ids = await conflictOnDuplicate(ALREADY_REGISTERED_MESSAGE, () =>
    db.transaction().execute(async (trx) => {
      const accountId = await auth.createAccount(r.userType, r.mobile, passcode, trx);
      // Proven just now by the code (checked above).
      await markAccountVerified(trx, accountId, now);
      return { accountId, profileId: await r.create(trx, accountId, valid, now) };
    }),
  );
  return { created: true, ...ids, passcode };
}

/** A new registration is signed in at once and answered 201; an update keeps its session and 200. */
export async function signInIfCreated(
  ctx: AppContext,
  reply: FastifyReply,
  result: Pick<RegistrationResult, 'created' | 'accountId'>,
): Promise<void> {
  if (!result.created) return;
  setSessionCookie(ctx, reply, await createAuthService(ctx).createSession(result.accountId));
  reply.status(201);
}
