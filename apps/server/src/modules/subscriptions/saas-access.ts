import type { FastifyRequest, RouteShorthandOptions } from 'fastify';
import { SUITE_ACCESS_MESSAGES } from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { nowIso } from '../../platform/db.js';
import { currentUser, ownCenterId } from '../../platform/auth.js';
import { forbidden, unauthorized, type ErrorMessage } from '../../platform/errors.js';
import { keyedMessage } from '../../platform/keyed-message.js';
import { currentSubscription } from './current-subscription.js';

/** Who calls a suite route: the center and the signed-in account (for "who did it" in ledgers and timelines). */
export interface SuiteCaller {
  centerId: number;
  accountId: number;
}

const callers = new WeakMap<FastifyRequest, SuiteCaller>();

/**
 * The FixoPro plan status of a center, computed like the login user data: the active, unexpired subscription
 * ending last counts, and the suite is open when its plan is a SaaS plan (isSaaS and now < planenddate).
 * When closed, the message says whether a FixoPro plan has ended (with its end date) or there never was one.
 */
export async function suiteAccessProblem(
  db: Db,
  centerId: number,
  at = nowIso(),
): Promise<ErrorMessage | null> {
  const current = await currentSubscription(db, centerId, at);
  if (current?.isSaas === 1) return null;
  const ended = await db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .select('subscriptions.valid_till as validTill')
    .where('subscriptions.service_center_id', '=', centerId)
    .where('plans.is_saas', '=', 1)
    .where('subscriptions.valid_till', '<=', at)
    .orderBy('subscriptions.valid_till', 'desc')
    .executeTakeFirst();
  return ended ? keyedMessage('access.expired', { planEnd: ended.validTill }) : SUITE_ACCESS_MESSAGES.noPlan;
}

/**
 * Route options of every suite route: service centers only, with an active FixoPro plan, checked on every
 * call in onRequest, before the body is parsed: without access the answer is 401/403, never a 400, 413 or 415
 * about the body. It runs after auth.ts's onRequest hook (global hooks first), which has found the session.
 */
export function suiteRoute(ctx: AppContext): Pick<RouteShorthandOptions, 'config' | 'onRequest'> {
  return {
    config: { access: ['ServiceCenter'] },
    onRequest: async (request) => {
      const user = currentUser(request);
      const centerId = ownCenterId(user);
      const problem = await suiteAccessProblem(ctx.db, centerId);
      if (problem) throw forbidden(problem);
      callers.set(request, { centerId, accountId: user.accountId });
    },
  };
}

/** The caller of a route declared with suiteRoute (its onRequest hook has run). */
export function suiteCaller(request: FastifyRequest): SuiteCaller {
  const caller = callers.get(request);
  if (!caller) throw unauthorized();
  return caller;
}
