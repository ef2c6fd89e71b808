import type { AppContext } from '../../platform/context.js';
import {
  RATING_MESSAGES as M,
  RATING_WINDOW_DAYS,
  type PageQuery,
  type RatingState,
  type Review,
} from '@fixo/shared';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso, toCount, type Db } from '../../platform/db.js';
import { DAY_MS } from '../../platform/create-limits.js';
import { lockCenter } from '../service-centers/index.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import { pageWindow } from '../../platform/paging.js';
import type { SessionUser } from '../../platform/auth.js';
import { localIso } from '../service-requests/index.js';
import { isAccountMobileVerified, isVerifiedInBrowser } from '../mobile-verification/index.js';

type Executor = Db | Transaction<Database>;

/** The request a rating is about, with the moment it was closed (null while it is not). */
interface RatedRequest {
  id: number;
  status: string;
  customerId: number;
  mobile: string;
  centerId: number;
  centerName: string;
  closedAt: string | null;
}

/** 'Priya Sharma' → 'Priya S.'; a guest (no account) is 'Guest'. Reviews never show a full name or a number. */
export function reviewerName(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Guest';
  const first = words[0]!;
  return words.length > 1 ? `${first} ${words.at(-1)![0]!.toUpperCase()}.` : first;
}

/** Closed requests may be rated until this moment (ISO UTC). */
const windowEnd = (closedAt: string): string =>
  new Date(new Date(closedAt).getTime() + RATING_WINDOW_DAYS * DAY_MS).toISOString();

function requestQuery(db: Executor) {
  return db
    .selectFrom('service_requests as sr')
    .innerJoin('service_centers as sc', 'sc.id', 'sr.service_center_id')
    .select((eb) => [
      'sr.id',
      'sr.status',
      'sr.customer_id',
      'sr.mobile',
      'sr.service_center_id',
      'sr.updated_at',
      'sc.name as center_name',
      // Closed is final: the newest Closed event is when it was closed (updated_at if events were lost).
      eb
        .selectFrom('service_request_events as e')
        .select((e) => e.fn.max('e.created_at').as('at'))
        .whereRef('e.service_request_id', '=', 'sr.id')
        .where('e.to_status', '=', 'Closed')
        .as('closed_at'),
    ]);
}
type RequestRow = Awaited<ReturnType<ReturnType<typeof requestQuery>['executeTakeFirstOrThrow']>>;

const toRatedRequest = (row: RequestRow): RatedRequest => ({
  id: row.id,
  status: row.status,
  customerId: row.customer_id,
  mobile: row.mobile,
  centerId: row.service_center_id,
  centerName: row.center_name,
  closedAt: row.status === 'Closed' ? (row.closed_at ?? row.updated_at) : null,
});

function reviewsQuery(db: Executor) {
  return db
    .selectFrom('ratings as r')
    .innerJoin('service_centers as sc', 'sc.id', 'r.service_center_id')
    .innerJoin('service_requests as sr', 'sr.id', 'r.service_request_id')
    .leftJoin('customers as c', (join) => join.onRef('c.id', '=', 'r.customer_id'))
    .select([
      'r.id',
      'r.service_center_id',
      'r.stars',
      'r.comment',
      'r.reply',
      'r.replied_at',
      'r.hidden_at',
      'r.hidden_reason',
      'r.created_at',
      'r.updated_at',
      'sc.name as center_name',
      'sr.booking_ref',
      'c.name as customer_name',
    ]);
}
type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewsQuery>['executeTakeFirstOrThrow']>>;

/** `internal`: the center's and the manager's view (which request, why hidden); the public one names neither. */
function toReview(row: ReviewRow, internal: boolean): Review {
  return {
    ratingid: row.id,
    servicecenterid: row.service_center_id,
    servicecentername: row.center_name,
    stars: Number(row.stars),
    comment: row.comment,
    reviewername: reviewerName(row.customer_name),
    createdon: localIso(row.created_at),
    updatedon: localIso(row.updated_at),
    reply: row.reply,
    repliedon: row.replied_at ? localIso(row.replied_at) : null,
    hidden: row.hidden_at !== null,
    hiddenreason: internal ? row.hidden_reason : null,
    bookingref: internal ? row.booking_ref : null,
  };
}

/**
 * The center's average (one decimal) and count, recomputed from its visible ratings in one statement. Called
 * inside the transaction that changed a rating, after that transaction locked the center's row: on PostgreSQL
 * (READ COMMITTED) this statement's snapshot then already holds every rating committed before the lock was
 * granted, so parallel ratings never lose one another; SQLite runs one write transaction at a time.
 */
async function recomputeCenterRating(trx: Transaction<Database>, centerId: number): Promise<void> {
  await trx
    .updateTable('service_centers')
    .set({
      rating: sql<number>`coalesce((select round(avg(r.stars) * 10) / 10.0 from ratings r
        where r.service_center_id = ${centerId} and r.hidden_at is null), 0)`,
      rating_count: sql<number>`(select count(*) from ratings r
        where r.service_center_id = ${centerId} and r.hidden_at is null)`,
    })
    .where('id', '=', centerId)
    .execute();
}

export interface RatingInput {
  stars: number;
  comment: string;
}

/** The demo seed builds it without an app, so only the database and its engine are required. */
export function createRatingsService(
  ctx: Pick<AppContext, 'db'> & { database: Pick<AppContext['database'], 'engine'> },
) {
  const { db } = ctx;

  /** The requester's rating of one request, and whether it may be given or changed now. */
  async function stateOf(request: RatedRequest, now = new Date(), proofNeeded = false): Promise<RatingState> {
    const rating = await db
      .selectFrom('ratings')
      .select(['stars', 'comment', 'reply'])
      .where('service_request_id', '=', request.id)
      .executeTakeFirst();
    const until = request.closedAt ? windowEnd(request.closedAt) : null;
    const reason = !until ? M.notClosed : until < now.toISOString() ? M.windowOver : '';
    return {
      servicerequestid: request.id,
      servicecentername: request.centerName,
      canrate: reason === '',
      reason,
      rateuntil: until ? localIso(until) : null,
      stars: rating ? Number(rating.stars) : 0,
      comment: rating?.comment ?? '',
      reply: rating?.reply ?? null,
      rated: rating !== undefined,
      proofneeded: proofNeeded,
      mobileending: proofNeeded ? request.mobile.slice(-4) : '',
    };
  }

  /**
   * Whether the one rating by a tracking link may come from this caller. A request raised signed in: yes (its
   * account proved the number to register). A guest request: only once its number is proven, by a code entered
   * in this browser or by a signed-in account of that number that proved it; the link alone is not enough, as
   * whoever raised the request got it back in the answer, under any number they typed.
   */
  async function mobileProven(
    request: RatedRequest,
    caller: SessionUser | null,
    browserToken: string | undefined,
  ): Promise<boolean> {
    if (request.customerId !== 0) return true;
    if (
      caller?.userType === 'Customer' &&
      caller.mobile === request.mobile &&
      (await isAccountMobileVerified(db, caller.accountId))
    )
      return true;
    return isVerifiedInBrowser(db, request.mobile, browserToken);
  }

  /**
   * A signed-in customer's own request: raised under the account, or as a guest under the account's mobile once
   * the account proved that number (as the request list does). Anything else is 404: no hint that it exists.
   */
  async function ownRequest(user: SessionUser, id: number): Promise<RatedRequest> {
    const row = await requestQuery(db).where('sr.id', '=', id).executeTakeFirst();
    if (!row || user.userType !== 'Customer' || !user.customerId) throw notFound(M.requestNotFound);
    const own =
      row.customer_id === user.customerId ||
      (row.customer_id === 0 &&
        row.mobile === user.mobile &&
        (await isAccountMobileVerified(db, user.accountId)));
    if (!own) throw notFound(M.requestNotFound);
    return toRatedRequest(row);
  }

  async function trackedRequest(token: string): Promise<RatedRequest> {
    const row = await requestQuery(db).where('sr.tracking_token', '=', token).executeTakeFirst();
    if (!row) throw notFound(M.trackingNotFound);
    return toRatedRequest(row);
  }

  /**
   * Creates or changes the one rating of a closed request inside its window. The center's row is locked first,
   * so two ratings of one center (or two submits of one request) run one after the other: the second submit of
   * a request finds the first's row and edits it, and the average is recomputed from the table each time.
   */
  async function rate(request: RatedRequest, input: RatingInput, now = new Date()): Promise<RatingState> {
    if (!request.closedAt) throw conflict(M.notClosed);
    if (windowEnd(request.closedAt) < now.toISOString()) throw conflict(M.windowOver);
    const at = now.toISOString();
    await db.transaction().execute(async (trx) => {
      await lockCenter(trx, ctx.database.engine, request.centerId);
      const existing = await trx
        .selectFrom('ratings')
        .select('id')
        .where('service_request_id', '=', request.id)
        .executeTakeFirst();
      if (existing) {
        await trx
          .updateTable('ratings')
          .set({ stars: input.stars, comment: input.comment, updated_at: at })
          .where('id', '=', existing.id)
          .execute();
      } else {
        await trx
          .insertInto('ratings')
          .values({
            service_request_id: request.id,
            service_center_id: request.centerId,
            customer_id: request.customerId,
            stars: input.stars,
            comment: input.comment,
            created_at: at,
            updated_at: at,
          })
          .execute();
      }
      await recomputeCenterRating(trx, request.centerId);
    });
    return stateOf(request, now);
  }

  async function reviewPage(
    filter: { centerId?: number; visibleOnly: boolean },
    page: PageQuery,
    internal: boolean,
  ) {
    const { limit, offset } = pageWindow(page);
    let list = reviewsQuery(db);
    let count = db.selectFrom('ratings as r').select((eb) => eb.fn.countAll().as('n'));
    if (filter.centerId !== undefined) {
      list = list.where('r.service_center_id', '=', filter.centerId);
      count = count.where('r.service_center_id', '=', filter.centerId);
    }
    if (filter.visibleOnly) {
      list = list.where('r.hidden_at', 'is', null);
      count = count.where('r.hidden_at', 'is', null);
    }
    const [rows, total] = await Promise.all([
      list.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit).offset(offset).execute(),
      count.executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map((row) => toReview(row, internal)), total: toCount(total.n) };
  }

  async function centerSummary(centerId: number) {
    const center = await db
      .selectFrom('service_centers')
      .select(['rating', 'rating_count'])
      .where('id', '=', centerId)
      .executeTakeFirst();
    return { scrating: Number(center?.rating ?? 0), scratingcount: Number(center?.rating_count ?? 0) };
  }

  const reviewById = (id: number) => reviewsQuery(db).where('r.id', '=', id).executeTakeFirst();

  return {
    stateOf,
    ownRequest,
    trackedRequest,
    rate,

    async rateOwn(user: SessionUser, servicerequestid: number, input: RatingInput) {
      return rate(await ownRequest(user, servicerequestid), input);
    },
    /** The state by tracking link, saying whether this caller must prove the request's number first. */
    async trackedState(token: string, caller: SessionUser | null, browserToken: string | undefined) {
      const request = await trackedRequest(token);
      return stateOf(request, new Date(), !(await mobileProven(request, caller, browserToken)));
    },
    async rateTracked(
      token: string,
      input: RatingInput,
      caller: SessionUser | null,
      browserToken: string | undefined,
    ) {
      const request = await trackedRequest(token);
      if (!(await mobileProven(request, caller, browserToken))) throw forbidden(M.proveMobile);
      return rate(request, input);
    },

    /** Visible reviews of one center, newest first, with its average and count. */
    async publicReviews(centerId: number, page: PageQuery) {
      const center = await db
        .selectFrom('service_centers')
        .select('id')
        .where('id', '=', centerId)
        .executeTakeFirst();
      if (!center) throw notFound(M.reviewNotFound);
      return {
        ...(await reviewPage({ centerId, visibleOnly: true }, page, false)),
        ...(await centerSummary(centerId)),
      };
    },
    /** The center's own reviews, hidden ones included (marked, with the reason). */
    async centerReviews(centerId: number, page: PageQuery) {
      return {
        ...(await reviewPage({ centerId, visibleOnly: false }, page, true)),
        ...(await centerSummary(centerId)),
      };
    },
    async managerReviews(centerId: number | undefined, page: PageQuery) {
      const summary = centerId ? await centerSummary(centerId) : { scrating: 0, scratingcount: 0 };
      return { ...(await reviewPage({ centerId, visibleOnly: false }, page, true)), ...summary };
    },

    /** The center's one public reply; a second one is a 409 (the update only matches a review without a reply). */
    async reply(accountId: number, centerId: number, ratingid: number, reply: string) {
      const row = await reviewById(ratingid);
      if (!row || row.service_center_id !== centerId) throw notFound(M.reviewNotFound);
      const result = await db
        .updateTable('ratings')
        .set({ reply, replied_at: nowIso(), replied_by: accountId })
        .where('id', '=', ratingid)
        .where('service_center_id', '=', centerId)
        .where('reply', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw conflict(M.alreadyReplied);
      return toReview((await reviewById(ratingid))!, true);
    },

    /** A manager hides an abusive review: recorded (who, when, why), out of public lists and the average. */
    async hide(accountId: number, ratingid: number, reason: string) {
      const row = await reviewById(ratingid);
      if (!row) throw notFound(M.reviewNotFound);
      await db.transaction().execute(async (trx) => {
        await lockCenter(trx, ctx.database.engine, row.service_center_id);
        const result = await trx
          .updateTable('ratings')
          .set({ hidden_at: nowIso(), hidden_by: accountId, hidden_reason: reason })
          .where('id', '=', ratingid)
          .where('hidden_at', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw conflict(M.alreadyHidden);
        await recomputeCenterRating(trx, row.service_center_id);
      });
      return toReview((await reviewById(ratingid))!, true);
    },
  };
}
