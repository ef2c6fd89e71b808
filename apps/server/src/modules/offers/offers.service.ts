import {
  isIdInRange,
  MAX_ID,
  OFFER_MESSAGES,
  VALIDATION_MESSAGES,
  indiaIsoNoZone,
  type OfferPayload,
  type OffersListQuery,
} from '@fixo/shared';
import { sql, type Transaction } from 'kysely';
import { ownCenterId, type SessionUser } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { nowIso, type Db } from '../../platform/db.js';
import { assertUnderLimit, DAY_MS, since } from '../../platform/create-limits.js';
import { pageWindow, toPage, type Page } from '../../platform/paging.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/errors.js';
import { lockCenter } from '../service-centers/index.js';
import { isUniqueViolation } from '../../platform/unique-violation.js';
import { keyedMessage } from '../../platform/keyed-message.js';
import type { Database } from '../../db/schema.js';

/** First key of the PostgreSQL advisory lock that orders the saves of one center (the second is its id). */
export const OFFER_SAVE_LOCK = 0x0ffe;

/** Ids are 32-bit integer columns: a larger number would make PostgreSQL fail the query instead of finding nothing. */
export const MAX_DB_ID = MAX_ID;

/** One offer in the contract's spellings (list items and the save answer). */
export interface OfferView {
  offersvcntid: number;
  servicecenterid: number;
  servicecentername: string;
  discountofferedpercentage: string;
  offer: string;
  discountofferedamount: string;
  offercode: string;
  startdate: string;
  enddate: string;
  validtill: string | null;
  isactive: boolean;
  isprimaryoffer: boolean;
  offerremarks: string;
}

export interface SavedOffer {
  created: boolean;
  /** With `message` when the caller asked for primary but a save that ran at the same time took it over. */
  offer: OfferView & { message?: string };
}

/** The id in SERVICECENTERID, or null when it is missing, empty or not a usable id. */
export function parseCenterIdParam(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\s*\d+\s*$/.test(value)) return null;
  const id = Number(value);
  return isIdInRange(id) ? id : null;
}

/** Compares offer codes like people read them: 'monsoon20' and 'MONSOON20' are the same code. */
const codeKey = (code: string): string => code.trim().toLocaleUpperCase('en-IN');

function offerBase(db: Db | Transaction<Database>) {
  return db
    .selectFrom('offers')
    .innerJoin('service_centers', 'service_centers.id', 'offers.service_center_id');
}

const OFFER_SELECT = [
  'offers.id as id',
  'offers.service_center_id as centerId',
  'service_centers.name as centerName',
  'offers.discount_percentage as percentage',
  'offers.custom_offer as customOffer',
  'offers.discount_amount as amount',
  'offers.offer_code as code',
  'offers.start_date as startDate',
  'offers.end_date as endDate',
  'offers.valid_till as validTill',
  'offers.is_active as isActive',
  'offers.is_primary as isPrimary',
  'offers.remarks as remarks',
] as const;

function offerQuery(db: Db | Transaction<Database>) {
  return offerBase(db).select(OFFER_SELECT);
}
/** The list and its count share one filter, applied before either selects. */
type OfferListQuery = ReturnType<typeof offerBase>;

/** Column of each offers-table sort key; text dates sort as the times they name. */
const OFFER_SORT_COLUMNS = {
  offer: [sql`lower(offers.custom_offer)`],
  discountofferedpercentage: [
    sql`length(offers.discount_percentage)`,
    sql`lower(offers.discount_percentage)`,
  ],
  // Digits only: a shorter number is a smaller one.
  discountofferedamount: [sql`length(offers.discount_amount)`, sql`offers.discount_amount`],
  startdate: [sql`offers.start_date`],
  enddate: [sql`offers.end_date`],
  validtill: [sql`coalesce(offers.valid_till, '')`],
  offerremarks: [sql`lower(offers.remarks)`],
  isactive: [sql`offers.is_active`],
} as const;

type OfferRow = Awaited<ReturnType<ReturnType<typeof offerQuery>['executeTakeFirstOrThrow']>>;

function toView(row: OfferRow): OfferView {
  return {
    offersvcntid: Number(row.id),
    servicecenterid: Number(row.centerId),
    servicecentername: row.centerName,
    discountofferedpercentage: row.percentage,
    offer: row.customOffer,
    discountofferedamount: row.amount,
    offercode: row.code,
    startdate: row.startDate,
    enddate: row.endDate,
    validtill: row.validTill,
    isactive: Number(row.isActive) === 1,
    isprimaryoffer: Number(row.isPrimary) === 1,
    offerremarks: row.remarks,
  };
}

export function createOffersService(ctx: AppContext) {
  const { db } = ctx;
  const engine = ctx.database.engine;
  const createLimits = ctx.config.createLimits;

  /**
   * PostgreSQL: a transaction-scoped advisory lock per center. Unlike a row lock, its waiters are served in
   * order (a new request queues behind those already waiting), which the save answer relies on. A center id
   * beyond the 32-bit range has no row and no saves to order.
   */
  async function lockCenterSaves(trx: Transaction<Database>, centerId: number): Promise<void> {
    if (engine !== 'postgres' || centerId > MAX_DB_ID) return;
    await sql`select pg_advisory_xact_lock(${OFFER_SAVE_LOCK}, ${centerId}::int)`.execute(trx);
  }

  /**
   * The owning center and managers see every offer of the center; everyone else only the active offers running
   * now, of an approved (active) center.
   */
  /** One page of a center's offers (search, sort; offer code ascending by default), with the total. */
  async function listForCenter(
    centerId: number,
    viewer: SessionUser | null,
    list: OffersListQuery,
  ): Promise<Page<OfferView> & { primaryId: number | null }> {
    const seesAll =
      viewer?.userType === 'Manager' ||
      (viewer?.userType === 'ServiceCenter' && viewer.serviceCenterId === centerId);
    const filter = (input: OfferListQuery): OfferListQuery => {
      let query = input.where('offers.service_center_id', '=', centerId);
      if (!seesAll) {
        // Stored dates are local 'YYYY-MM-DDTHH:mm:ss' text: same-format texts compare as the times they name.
        const now = indiaIsoNoZone(new Date());
        query = query
          .where('service_centers.is_active', '=', 1)
          .where('offers.is_active', '=', 1)
          .where('offers.start_date', '<=', now)
          .where('offers.end_date', '>=', now)
          .where((eb) => eb.or([eb('offers.valid_till', 'is', null), eb('offers.valid_till', '>=', now)]));
      }
      const needle = list.SEARCH.toLowerCase();
      if (needle) {
        const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where((eb) =>
          eb.or([
            eb(sql`lower(offers.offer_code)`, 'like', sql`${pattern} escape '\\'`),
            eb(sql`lower(offers.custom_offer)`, 'like', sql`${pattern} escape '\\'`),
          ]),
        );
      }
      return query;
    };
    const { limit, offset } = pageWindow(list);
    const dir = list.ORDER;
    const codeOrder = sql`upper(trim(offers.offer_code))`;
    const filteredBase = filter(offerBase(db));
    let rowsQuery = filteredBase.select(OFFER_SELECT);
    if (list.SORT !== 'offercode')
      for (const column of OFFER_SORT_COLUMNS[list.SORT]) rowsQuery = rowsQuery.orderBy(column, dir);
    rowsQuery = rowsQuery
      .orderBy(codeOrder, list.SORT === 'offercode' ? dir : 'asc')
      .orderBy('offers.id', 'asc');
    const [rows, count, primary] = await Promise.all([
      rowsQuery.limit(limit).offset(offset).execute(),
      filteredBase.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      // The screens warn before replacing the primary offer, which may sit on another page.
      seesAll
        ? db
            .selectFrom('offers')
            .select('id')
            .where('service_center_id', '=', centerId)
            .where('is_primary', '=', 1)
            .orderBy('id')
            .executeTakeFirst()
        : undefined,
    ]);
    return { ...toPage(rows.map(toView), count.n), primaryId: primary ? Number(primary.id) : null };
  }

  /** The center whose offer this save writes: a center's own (from the session), or the manager's choice. */
  function targetCenterId(payload: OfferPayload, user: SessionUser): number {
    if (user.userType === 'ServiceCenter') return ownCenterId(user);
    if (user.userType !== 'Manager') throw forbidden();
    if (payload.servicecenterid <= 0) {
      throw badRequest(VALIDATION_MESSAGES.serviceCenterIdRequired, {
        servicecenterid: VALIDATION_MESSAGES.serviceCenterIdRequired,
      });
    }
    return payload.servicecenterid;
  }

  async function saveOnce(payload: OfferPayload, user: SessionUser, centerId: number): Promise<SavedOffer> {
    const offerId = await db.transaction().execute(async (trx) => {
      // Saves for one center run one after another, so the offer-code check and the primary switch see each
      // other's results (SQLite already runs one write transaction at a time).
      await lockCenterSaves(trx, centerId);
      const center = centerId <= MAX_DB_ID ? await lockCenter(trx, engine, centerId) : undefined;
      if (!center) {
        throw badRequest(OFFER_MESSAGES.serviceCenterNotFound, {
          servicecenterid: OFFER_MESSAGES.serviceCenterNotFound,
        });
      }

      const editing = payload.offersvcntid > 0;
      if (editing) {
        const existing =
          payload.offersvcntid <= MAX_DB_ID
            ? await trx
                .selectFrom('offers')
                .select(['id', 'service_center_id'])
                .where('id', '=', payload.offersvcntid)
                .executeTakeFirst()
            : undefined;
        if (!existing) throw notFound(OFFER_MESSAGES.offerNotFound);
        if (Number(existing.service_center_id) !== centerId) {
          // A center may never touch another center's offer; a manager cannot move an offer between centers.
          if (user.userType !== 'Manager') throw forbidden();
          throw badRequest(OFFER_MESSAGES.offerOfOtherCenter, {
            servicecenterid: OFFER_MESSAGES.offerOfOtherCenter,
          });
        }
      }
      if (!editing && user.userType === 'ServiceCenter') {
        // A center adds at most N offers a day (its row is locked above, so parallel saves count in turn).
        // Managers, the marketplace's operators, are not limited.
        const recent = await trx
          .selectFrom('offers')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('service_center_id', '=', centerId)
          .where('created_at', '>=', since(DAY_MS))
          .executeTakeFirstOrThrow();
        const limit = createLimits.centerOffersPerDay;
        assertUnderLimit(recent.n, limit, keyedMessage('limits.centerOffersPerDay', { n: limit }));
      }

      const codes = await trx
        .selectFrom('offers')
        .select(['id', 'offer_code'])
        .where('service_center_id', '=', centerId)
        .execute();
      const wanted = codeKey(payload.offercode);
      if (codes.some((c) => Number(c.id) !== payload.offersvcntid && codeKey(c.offer_code) === wanted)) {
        throw conflict(OFFER_MESSAGES.offerCodeTaken(payload.offercode));
      }

      const now = nowIso();
      // An inactive offer is never the primary one.
      const primary = payload.isprimaryoffer && payload.isactive;
      if (primary) {
        // Clear the old primary first, then set the new one: the unique index never sees two at once.
        let clear = trx
          .updateTable('offers')
          .set({ is_primary: 0, updated_at: now })
          .where('service_center_id', '=', centerId)
          .where('is_primary', '=', 1);
        if (editing) clear = clear.where('id', '!=', payload.offersvcntid);
        await clear.execute();
      }

      const values = {
        discount_percentage: payload.discountofferedpercentage,
        custom_offer: payload.offer,
        discount_amount: payload.discountofferedamount,
        offer_code: payload.offercode,
        start_date: payload.startdate,
        end_date: payload.enddate,
        valid_till: payload.validtill,
        is_active: payload.isactive ? 1 : 0,
        is_primary: primary ? 1 : 0,
        remarks: payload.offerremarks,
        // The client's recordby is a fixed number; the session says who really saved it.
        record_by: user.accountId,
        updated_at: now,
      } as const;
      if (editing) {
        await trx.updateTable('offers').set(values).where('id', '=', payload.offersvcntid).execute();
        return payload.offersvcntid;
      }
      const inserted = await trx
        .insertInto('offers')
        .values({ ...values, service_center_id: centerId, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(inserted.id);
    });
    const offer = await readAfterQueuedSaves(centerId, offerId);
    const superseded = payload.isprimaryoffer && payload.isactive && !offer.isprimaryoffer;
    return {
      created: payload.offersvcntid === 0,
      offer: superseded ? { ...offer, message: OFFER_MESSAGES.primarySuperseded } : offer,
    };
  }

  /**
   * The saved offer as it stands once every save of the same center that was already waiting has run, so
   * that of parallel "set primary" saves only the one that really ended up primary is told so, and the others
   * learn they were superseded. PostgreSQL: taking the center's save lock again queues this read behind the
   * saves waiting for it. SQLite: the one connection runs queued statements in order, so a plain read comes after
   * the transactions queued before it.
   */
  async function readAfterQueuedSaves(centerId: number, offerId: number): Promise<OfferView> {
    return db.transaction().execute(async (trx) => {
      await lockCenterSaves(trx, centerId);
      return toView(await offerQuery(trx).where('offers.id', '=', offerId).executeTakeFirstOrThrow());
    });
  }

  /** Create (offersvcntid 0), edit or change the status of an offer. */
  async function save(payload: OfferPayload, user: SessionUser): Promise<SavedOffer> {
    const centerId = targetCenterId(payload, user);
    try {
      return await saveOnce(payload, user, centerId);
    } catch (error) {
      if (error instanceof HttpError || !isUniqueViolation(error)) throw error;
    }
    // Only a concurrent primary switch that slipped past the lock can trip the unique index: try once more.
    try {
      return await saveOnce(payload, user, centerId);
    } catch (error) {
      if (error instanceof HttpError || !isUniqueViolation(error)) throw error;
      throw conflict(OFFER_MESSAGES.primaryConflict);
    }
  }

  return { listForCenter, save };
}
