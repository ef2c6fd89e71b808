import type { FastifyRequest, RouteShorthandOptions } from 'fastify';
import { SUITE_ACCESS_MESSAGES } from '@fixo/shared';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { nowIso } from '../../platform/db.js';
import { findSessionUser, ownCenterId, SESSION_COOKIE } from '../../platform/auth.js';
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
 * call in preValidation so 401/403 come before 400 (the body is not even looked at without access).
 */
export function suiteRoute(ctx: AppContext): Pick<RouteShorthandOptions, 'config' | 'preValidation'> {
  return {
    config: { access: ['ServiceCenter'] },
    preValidation: async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      const user = token ? await findSessionUser(ctx.db, token) : null;
      if (!user) throw unauthorized();
      const centerId = ownCenterId(user);
      const problem = await suiteAccessProblem(ctx.db, centerId);
      if (problem) throw forbidden(problem);
      request.user = user;
      callers.set(request, { centerId, accountId: user.accountId });
    },
  };
}

/** The caller of a route declared with suiteRoute (its preValidation has run). */
export function suiteCaller(request: FastifyRequest): SuiteCaller {
  const caller = callers.get(request);
  if (!caller) throw unauthorized();
  return caller;
}
