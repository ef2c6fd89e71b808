import { nowIso, type Db } from '../../platform/db.js';

/**
 * The center's subscription that counts at `at`: active, unexpired, the one ending last (ties: the newest).
 * One rule for the suite's access check, the login user data, the center's plan screen and the manager's view.
 */
export function currentSubscription(db: Db, centerId: number, at = nowIso()) {
  return db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .select([
      'subscriptions.id as id',
      'subscriptions.plan_id as planId',
      'plans.name as planName',
      'plans.is_saas as isSaas',
      'subscriptions.valid_till as validTill',
      'subscriptions.status as status',
    ])
    .where('subscriptions.service_center_id', '=', centerId)
    .where('subscriptions.is_active', '=', 1)
    .where('subscriptions.valid_till', '>', at)
    .orderBy('subscriptions.valid_till', 'desc')
    .orderBy('subscriptions.id', 'desc')
    .executeTakeFirst();
}
