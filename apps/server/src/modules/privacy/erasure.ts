import { PRIVACY_MESSAGES } from '@fixo/shared';
import type { SessionUser } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { nowIso } from '../../platform/db.js';
import { randomToken, verifySecret } from '../../platform/crypto.js';
import { hitCounter } from '../../platform/rate-limit-store.js';
import { conflict, forbidden, tooManyRequests } from '../../platform/errors.js';
import { newReference } from './consent-state.js';
import { customerRequestIds } from './my-data.js';

const HOUR_MS = 3_600_000;
/** Passcode tries per account per hour; past them erasure is refused for the rest of the hour, right or wrong. */
const MAX_PASSCODE_TRIES = 5;
const ERASED_NAME = 'Erased';

/**
 * Erases (anonymises) the signed-in account. Personal fields are overwritten in place, not left behind in
 * other tables: profile, vehicles, the person's requests, consents, grievances, codes and counters keyed by
 * the number. What GST law requires to keep stays with the service center that made it (job cards and their
 * customer masters, invoices: 8 years); the link from those records to this account is cut. The account can
 * no longer sign in (its number and passcode are gone) and every session ends. One privacy_requests row
 * records the erasure with the reference the person is shown.
 */
export async function eraseAccount(ctx: AppContext, user: SessionUser, passcode: string) {
  const { db } = ctx;
  const account = await db
    .selectFrom('accounts')
    .select(['passcode_hash'])
    .where('id', '=', user.accountId)
    .executeTakeFirstOrThrow();
  // Irreversible: a session alone is not enough (a borrowed phone), and guesses are bounded. The try is counted
  // before the passcode is checked: counted after a wrong one only, the lock never stopped the right one (10,000
  // guesses, each refused until it was right), and parallel guesses all passed a count read before any was added.
  const tries = await hitCounter(db, `erase:${user.accountId}`, HOUR_MS);
  if (tries.count > MAX_PASSCODE_TRIES) throw tooManyRequests(PRIVACY_MESSAGES.eraseTooManyTries);
  if (!(await verifySecret(passcode, account.passcode_hash))) throw forbidden(PRIVACY_MESSAGES.passcodeWrong);

  const open = await db
    .selectFrom('service_requests')
    .select('id')
    .where('status', 'in', ['Open', 'Accepted'])
    .where((eb) =>
      user.serviceCenterId
        ? eb('service_center_id', '=', user.serviceCenterId)
        : eb('id', 'in', customerRequestIds(db, user)),
    )
    .limit(1)
    .executeTakeFirst();
  if (open) throw conflict(PRIVACY_MESSAGES.eraseOpenRequests);

  const now = nowIso();
  const gone = `erased-${user.accountId}`;
  const reference = newReference('ER');
  const retained = user.serviceCenterId
    ? PRIVACY_MESSAGES.centerRetentionNote
    : PRIVACY_MESSAGES.retentionNote;

  await db.transaction().execute(async (trx) => {
    if (user.customerId) {
      const customerId = user.customerId;
      await trx
        .updateTable('customers')
        .set({
          name: ERASED_NAME,
          mobile: gone,
          mobile2: null,
          email: '',
          address1: '',
          address2: null,
          postal_code: null,
          location: '0,0',
          updated_at: now,
        })
        .where('id', '=', customerId)
        .execute();
      await trx.deleteFrom('customer_vehicles').where('customer_id', '=', customerId).execute();
      // Status messages about this person's requests (queued ones must not go out any more) and the words of
      // their ratings; the stars stay, unnamed, in the center's average.
      await trx
        .deleteFrom('notifications')
        .where('service_request_id', 'in', customerRequestIds(db, user))
        .execute();
      await trx
        .updateTable('ratings')
        .set({ comment: '', updated_at: now })
        .where('service_request_id', 'in', customerRequestIds(db, user))
        .execute();
      await trx
        .updateTable('service_requests')
        .set({
          mobile: gone,
          email: null,
          issue: '',
          current_location: '',
          location: '0,0',
          registration_no: '',
          chassis_no: null,
          mileage: null,
          make_other: null,
          // The old tracking link stops showing anything.
          tracking_token: randomToken(24),
          updated_at: now,
        })
        .where('id', 'in', customerRequestIds(db, user))
        .execute();
      // A center's customer master made from this person's requests: kept while a job card (a GST record)
      // needs it, only unlinked; one with no job card is anonymised.
      const linked = await trx
        .selectFrom('shop_customers as s')
        .select([
          's.id',
          (eb) =>
            eb
              .exists(eb.selectFrom('job_cards').select('id').whereRef('shop_customer_id', '=', 's.id'))
              .as('kept'),
        ])
        .where('s.marketplace_customer_id', '=', customerId)
        .execute();
      const anonymise = linked.filter((l) => !l.kept).map((l) => l.id);
      if (anonymise.length) {
        await trx
          .updateTable('shop_customers')
          .set({
            name: ERASED_NAME,
            name_lower: ERASED_NAME.toLowerCase(),
            mobile: '',
            email: '',
            address: '',
            notes: '',
          })
          .where('id', 'in', anonymise)
          .execute();
        await trx
          .updateTable('shop_vehicles')
          .set({ registration_no: '', chassis_no: '' })
          .where('shop_customer_id', 'in', anonymise)
          .execute();
      }
      await trx
        .updateTable('shop_customers')
        .set({ marketplace_customer_id: null })
        .where('marketplace_customer_id', '=', customerId)
        .execute();
    }
    if (user.serviceCenterId) {
      // The business name, address and GSTIN are on its job cards and invoices (kept 8 years); the people
      // behind it and their contacts are erased, and the center leaves the marketplace.
      await trx
        .updateTable('service_centers')
        .set({
          contact_person1: ERASED_NAME,
          contact_person2: null,
          mobile: gone,
          mobile2: null,
          email: '',
          is_active: 0,
          hidden_by_consent: 0,
          updated_at: now,
        })
        .where('id', '=', user.serviceCenterId)
        .execute();
      await trx
        .updateTable('offers')
        .set({ is_active: 0, updated_at: now })
        .where('service_center_id', '=', user.serviceCenterId)
        .execute();
    }
    await trx
      .updateTable('consents')
      .set({ mobile: gone, location: null })
      .where('mobile', '=', user.mobile)
      .execute();
    await trx
      .updateTable('grievances')
      .set({ name: ERASED_NAME, mobile: gone, email: '', message: '', updated_at: now })
      .where((eb) => eb.or([eb('account_id', '=', user.accountId), eb('mobile', '=', user.mobile)]))
      .execute();
    await trx.deleteFrom('mobile_verifications').where('mobile', '=', user.mobile).execute();
    await trx.deleteFrom('sms_outbox').where('to_mobile', '=', user.mobile).execute();
    await trx.deleteFrom('notifications').where('recipient', '=', user.mobile).execute();
    await trx.deleteFrom('notification_opt_outs').where('mobile', '=', user.mobile).execute();
    await trx.deleteFrom('rate_limits').where('key', 'like', `%${user.mobile}%`).execute();
    await trx.deleteFrom('otps').where('account_id', '=', user.accountId).execute();
    await trx.deleteFrom('sessions').where('account_id', '=', user.accountId).execute();
    await trx
      .updateTable('accounts')
      .set({
        mobile: gone,
        passcode_hash: '!erased',
        mobile_verified_at: null,
        failed_attempts: 0,
        locked_until: null,
      })
      .where('id', '=', user.accountId)
      .execute();
    await trx
      .insertInto('privacy_requests')
      .values({
        reference,
        account_id: user.accountId,
        user_type: user.userType,
        kind: 'Erasure',
        status: 'Completed',
        retained,
        created_at: now,
        completed_at: now,
      })
      .execute();
  });
  return { reference, erasedon: now, retained };
}
