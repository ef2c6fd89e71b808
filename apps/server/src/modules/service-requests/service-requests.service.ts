import {
  canTransition,
  CREATE_LIMIT_MESSAGES,
  NEW_SR_REMARKS,
  NEW_SR_STATUS,
  OTHER_MAKE_ID,
  parseCoordinates,
  stripPrefix,
  VALIDATION_MESSAGES,
  type AcceptedSrPair,
  type CenterRequestSort,
  type PageQuery,
  type ServiceRequestPayload,
  type SrStatus,
  type SrUpdateStatus,
  type TrackedServiceRequest,
} from '@fixo/shared';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AppContext } from '../../platform/context.js';
import { nowIso, toCount, type Db } from '../../platform/db.js';
import { pageWindow, toPage } from '../../platform/paging.js';
import { assertUnderLimit, DAY_MS, HOUR_MS, lockRow, since } from '../../platform/create-limits.js';
import { randomToken } from '../../platform/crypto.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/errors.js';
import type { SessionUser } from '../../platform/auth.js';
import { bookingText, localDate, localIso, newBookingRef } from './service-requests.format.js';
import { createNotificationsService, STATUS_EVENTS } from '../notifications/notifications.service.js';
import { locationIfConsented } from '../privacy/consent-state.js';
import { createReferenceCache, type ReferenceCache, type ReferenceTable } from './reference-cache.js';

export const SR_MESSAGES = {
  centerNotFound: (id: number) => `Service center ${id} was not found.`,
  centerInactive: 'This service center is not accepting requests right now. Please choose another one.',
  unknownReference: (field: string, id: number) => `${field}: ${id} is not a known value`,
  cityNotInState: 'cityid: the city does not belong to the chosen state',
  guestLimit: (n: number) =>
    `Too many service requests from this mobile number: at most ${n} per hour without logging in. Please log in or try again later.`,
  idempotencyMismatch: 'This idempotency key was already used for a different service request.',
  trackingNotFound: 'No service request was found for this tracking link.',
  requestsNotFound: (ids: number[]) => `Service requests not found: ${ids.join(', ')}`,
  notYourRequests: (ids: number[]) =>
    `These service requests are not addressed to your service center: ${ids.join(', ')}`,
  wrongState: (to: string, refs: string[]) => `Cannot mark as ${to}: ${refs.join(', ')}`,
  changedMeanwhile: 'These service requests were changed by someone else meanwhile. Reload and try again.',
  wrongAction: (allowed: readonly string[]) =>
    `srstatus must be ${allowed.map((s) => `'${s}'`).join(' or ')} here`,
  mobileMismatch: 'mobileno does not match the signed-in service center.',
  centerIdRequired: 'SERVICECENTERID is required',
  notYourMobile: 'You can only see the service requests of your own mobile number.',
  fileUnderOwnMobile:
    'You can only raise a service request under your own mobile number. Log out to raise one for someone else.',
} as const;

const PROBLEM = 'Problem: ';
const CURRENT_LOCATION = 'Current Location: ';
const CUSTOMER_MOBILE = 'Customer Mobile No: ';

/** The columns every answer is built from: one query shape for all lists. */
function requestQuery(db: Db) {
  return db
    .selectFrom('service_requests as sr')
    .innerJoin('service_centers as sc', 'sc.id', 'sr.service_center_id')
    .leftJoin('vehicle_makes as mk', 'mk.id', 'sr.make_id')
    .leftJoin('vehicle_types as vt', 'vt.id', 'sr.vehicle_type_id')
    .leftJoin('fuel_types as ft', 'ft.id', 'sr.fuel_type_id')
    .leftJoin('vehicle_models as md', 'md.id', 'sr.model_id')
    .leftJoin('vehicle_colors as vc', 'vc.id', 'sr.color_id')
    .select([
      'sr.id',
      'sr.booking_ref',
      'sr.tracking_token',
      'sr.customer_id',
      'sr.mobile',
      'sr.issue',
      'sr.current_location',
      'sr.location',
      'sr.service_center_id',
      'sr.make_other',
      'sr.mileage',
      'sr.vehicle_text',
      'sr.registration_no',
      'sr.status',
      'sr.remarks',
      'sr.created_at',
      'sr.updated_at',
      'sc.name as center_name',
      'sc.contact_person1 as center_contact',
      'sc.mobile as center_mobile',
      'sc.address1 as center_address',
      'sc.services_provided as center_services',
      'mk.name as make_name',
      'vt.name as vehicle_type_name',
      'ft.name as fuel_name',
      'md.name as model_name',
      'vc.name as color_name',
    ]);
}
/** Counts the rows a list filter selects (same alias as requestQuery, so one filter serves both). */
function countQuery(db: Db) {
  return db.selectFrom('service_requests as sr').select((eb) => eb.fn.countAll().as('n'));
}
/** What a request list is narrowed by. */
interface ListFilter {
  customerId?: number;
  mobile?: string;
  centerId?: number;
  statuses?: readonly SrStatus[] | null;
}
type ListQuery = ReturnType<typeof requestQuery>;
type CountQuery = ReturnType<typeof countQuery>;

/** Applies a list filter to the list query or to its count (both read service_requests as `sr`). */
function filtered<Q extends ListQuery | CountQuery>(query: Q, f: ListFilter): Q {
  // The two builders differ only in their joins and selections; the filter touches `sr` columns alone.
  let q = query as unknown as CountQuery;
  if (f.customerId !== undefined) q = q.where('sr.customer_id', '=', f.customerId);
  if (f.mobile !== undefined) q = q.where('sr.mobile', '=', f.mobile);
  if (f.centerId !== undefined) q = q.where('sr.service_center_id', '=', f.centerId);
  if (f.statuses) q = q.where('sr.status', 'in', f.statuses);
  return q as unknown as Q;
}

/** Columns of each request-table sort key (text columns sort as stored; mileage by length, then digits). */
const CENTER_SORT_COLUMNS = {
  refNo: ['sr.booking_ref'],
  date: ['sr.created_at'],
  problem: ['sr.issue'],
  vehicle: ['sr.vehicle_text'],
  mileage: [sql`length(coalesce(sr.mileage, ''))`, sql`coalesce(sr.mileage, '')`],
  mobile: ['sr.mobile'],
  location: ['sr.current_location'],
  remarks: ['sr.remarks'],
} as const;

type RequestRow = Awaited<ReturnType<ReturnType<typeof requestQuery>['executeTakeFirstOrThrow']>>;
/** What the create answer is built from: known without reading the new row back. */
type CreatedRow = Pick<
  RequestRow,
  | 'id'
  | 'booking_ref'
  | 'created_at'
  | 'vehicle_text'
  | 'issue'
  | 'mobile'
  | 'customer_id'
  | 'current_location'
  | 'center_name'
  | 'center_contact'
  | 'center_mobile'
  | 'center_address'
  | 'center_services'
  | 'status'
  | 'tracking_token'
>;

/** Answer of AddNewServiceRequest (spec section 3 'response fields read', plus id, status and tracking). */
export function toCreatedContract(row: CreatedRow) {
  return {
    srSERVICEREQUESTID: row.id,
    srBOOKINGREFNO: row.booking_ref,
    srSERVICEREQUESTDATE: localIso(row.created_at),
    srVEHICLE: row.vehicle_text,
    srISSUEDESCRIPTION: row.issue,
    srMOBILENO: row.mobile,
    srCUSTID: row.customer_id,
    srCURRENTLOCATIONADDRESS: row.current_location,
    scSERVICECENTERNAME: row.center_name,
    scCONTACTPERSON1: row.center_contact,
    scMOBILENO1: row.center_mobile,
    scADDRESS1: row.center_address,
    scSERVICESPROVIDED: row.center_services,
    srSTATUS: row.status,
    srTRACKINGTOKEN: row.tracking_token,
    srTRACKINGURL: `/track/${row.tracking_token}`,
  };
}

/** Customer-side shape (my requests, by mobile, tracking). */
export function toCustomerContract(row: RequestRow) {
  return {
    servicerequestid: row.id,
    bookingref: row.booking_ref,
    servicecentername: row.center_name,
    servicecentermobile: row.center_mobile,
    status: row.status,
    remarks: row.remarks,
    createdon: localIso(row.created_at),
    updatedon: localIso(row.updated_at),
    vehicle: row.vehicle_text,
    issue: row.issue,
  };
}

/** Spec section 3 'Service request row (service-center list)', texts with their prefixes. */
export function toCenterRowContract(row: RequestRow) {
  return {
    servicerequestid: row.id,
    bookingrefno: bookingText(row.booking_ref, row.created_at),
    issuedescription: PROBLEM + row.issue,
    vehiclemake: row.make_other ? row.make_other : (row.make_name ?? ''),
    vehicletype: row.vehicle_type_name ?? '',
    // Ours: what the mechanic identifies the vehicle by (the make alone reads 'Maruti Suzuki Arena' for a Swift).
    vehiclemodel: row.model_name ?? '',
    vehregno: row.registration_no,
    vehiclecolor: row.color_name ?? '',
    mobileno: CUSTOMER_MOBILE + row.mobile,
    locationcoordinates: row.location,
    vehfueltype: row.fuel_name ?? '',
    vehmileage: row.mileage ?? '',
    currentlocationaddress: CURRENT_LOCATION + row.current_location,
    srstatus: row.status,
    srremarks: row.remarks,
    createdon: localIso(row.created_at),
  };
}

export interface CreateInput {
  payload: ServiceRequestPayload;
  user: SessionUser | null;
  idempotencyKey: string | undefined;
}

/** Ids in the payload that must name reference rows; 0 is allowed only where the contract says "0 if none". */
async function validateReferences(refs: ReferenceCache, p: ServiceRequestPayload): Promise<string> {
  const checks: Array<[field: string, table: ReferenceTable, id: number]> = [
    ['servicetypeid', 'service_types', p.servicetypeid],
    ['countryid', 'countries', p.countryid],
    ['stateid', 'states', p.stateid],
    ['cityid', 'cities', p.cityid],
    ['vehtypid', 'vehicle_types', p.vehtypid],
    ['vehid', 'vehicles', p.vehid],
    ['vehmaketypeid', 'vehicle_makes', p.vehmaketypeid],
    ['vehmodelid', 'vehicle_models', p.vehmodelid],
    ['vehfueltypeid', 'fuel_types', p.vehfueltypeid],
  ];
  // The 'Other' make has no maker; a colour is optional (0 if none).
  if (!(p.vehmaketypeid === OTHER_MAKE_ID && p.vehmakertypid === 0)) {
    checks.push(['vehmakertypid', 'vehicle_makers', p.vehmakertypid]);
  }
  if (p.vehcolorid !== 0) checks.push(['vehcolorid', 'vehicle_colors', p.vehcolorid]);
  for (const [field, table, id] of checks) {
    if (!(await refs.exists(table, id))) {
      throw badRequest(SR_MESSAGES.unknownReference(field, id), {
        [field]: SR_MESSAGES.unknownReference(field, id),
      });
    }
  }
  if ((await refs.cityState(p.cityid)) !== p.stateid)
    throw badRequest(SR_MESSAGES.cityNotInState, { cityid: SR_MESSAGES.cityNotInState });
  if (p.vehmaketypeid === OTHER_MAKE_ID && p.vehothers.trim() === '') {
    throw badRequest(VALIDATION_MESSAGES.otherMakeRequired, {
      vehothers: VALIDATION_MESSAGES.otherMakeRequired,
    });
  }
  // Both exist (checked above): reference rows are never deleted.
  const make = (await refs.make(p.vehmaketypeid))!;
  const modelName = (await refs.modelName(p.vehmodelid))!;
  // The text shown everywhere comes from our reference names, not from the client's copies.
  const makeName = p.vehmaketypeid === OTHER_MAKE_ID ? p.vehothers.trim() : make.make;
  return [makeName, modelName].filter((s) => s && s.trim() !== '').join(' ');
}

const isUniqueViolation = (error: unknown, column: string): boolean => {
  const e = error as { message?: string; constraint?: string; code?: string; detail?: string };
  const text = `${e.message ?? ''} ${e.constraint ?? ''} ${e.detail ?? ''}`;
  return (e.code === '23505' || /UNIQUE constraint failed/.test(e.message ?? '')) && text.includes(column);
};

export function createServiceRequestsService(ctx: AppContext) {
  const { db } = ctx;
  const notifications = createNotificationsService(ctx);
  const references = createReferenceCache(db);

  const byId = (id: number) => requestQuery(db).where('sr.id', '=', id).executeTakeFirstOrThrow();

  async function replay(key: string, mobile: string, customerId: number) {
    const existing = await db
      .selectFrom('service_requests')
      .select(['id', 'mobile', 'customer_id'])
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (!existing) return null;
    // A key names one submission of one person: never hand someone else's request back.
    if (existing.mobile !== mobile || existing.customer_id !== customerId)
      throw conflict(SR_MESSAGES.idempotencyMismatch);
    return toCreatedContract(await byId(existing.id));
  }

  /**
   * A signed-in customer raises at most N requests an hour and M a day (a flood was 1,458 in 30 s). The
   * customer's row is locked first, so parallel creates are counted one after another.
   */
  async function assertCustomerCreateLimits(trx: Transaction<Database>, customerId: number) {
    const limits = ctx.config.createLimits;
    await lockRow(trx, ctx.database.engine, 'customers', customerId);
    const recent = await trx
      .selectFrom('service_requests')
      .select((eb) => [
        eb.fn.countAll().as('day'),
        eb.fn.sum(eb.case().when('created_at', '>=', since(HOUR_MS)).then(1).else(0).end()).as('hour'),
      ])
      .where('customer_id', '=', customerId)
      .where('created_at', '>=', since(DAY_MS))
      .executeTakeFirstOrThrow();
    assertUnderLimit(
      recent.hour,
      limits.customerRequestsPerHour,
      CREATE_LIMIT_MESSAGES.customerRequestsPerHour(limits.customerRequestsPerHour),
    );
    assertUnderLimit(
      recent.day,
      limits.customerRequestsPerDay,
      CREATE_LIMIT_MESSAGES.customerRequestsPerDay(limits.customerRequestsPerDay),
    );
  }

  /** A newest-first page of customer-facing rows matching `filter`, with the total of all pages. */
  async function listPage(page: PageQuery, filter: ListFilter) {
    const { limit, offset } = pageWindow(page);
    const [rows, count] = await Promise.all([
      filtered(requestQuery(db), filter)
        .orderBy('sr.created_at', 'desc')
        .orderBy('sr.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      filtered(countQuery(db), filter).executeTakeFirstOrThrow(),
    ]);
    return toPage(rows.map(toCustomerContract), count.n);
  }

  return {
    /** Returns the created request (201) or, for a retried idempotency key, the first one (replayed: true). */
    async create({ payload: p, user, idempotencyKey }: CreateInput) {
      const customerId = user?.userType === 'Customer' && user.customerId ? user.customerId : 0;
      // A signed-in customer's request lands in the list of its mobile: never under someone else's number.
      if (customerId !== 0 && user?.mobile !== p.mobileno) throw forbidden(SR_MESSAGES.fileUnderOwnMobile);
      const key = idempotencyKey ?? p.idempotencykey;
      if (key) {
        const first = await replay(key, p.mobileno, customerId);
        if (first) return { replayed: true, body: first };
      }

      // The center's answer fields are read here, so the new request need not be read back afterwards.
      const center = await db
        .selectFrom('service_centers')
        .select([
          'id',
          'is_active',
          'name as center_name',
          'contact_person1 as center_contact',
          'mobile as center_mobile',
          'address1 as center_address',
          'services_provided as center_services',
        ])
        .where('id', '=', p.servicecenterid)
        .executeTakeFirst();
      if (!center) throw notFound(SR_MESSAGES.centerNotFound(p.servicecenterid));
      if (center.is_active !== 1)
        throw badRequest(SR_MESSAGES.centerInactive, { servicecenterid: SR_MESSAGES.centerInactive });

      const sent = p.locationcoordinates === '' ? '0,0' : p.locationcoordinates;
      if (sent !== '0,0' && !parseCoordinates(sent)) {
        throw badRequest(VALIDATION_MESSAGES.coordinatesInvalid, {
          locationcoordinates: VALIDATION_MESSAGES.coordinatesInvalid,
        });
      }
      const vehicleText = await validateReferences(references, p);
      // A number that withdrew the request's location consent shares no position with the center.
      const location = await locationIfConsented(db, p.mobileno, 'AddNewServiceRequest', sent, '0,0');

      if (customerId === 0) {
        const since = new Date(Date.now() - 3_600_000).toISOString();
        const recent = await db
          .selectFrom('service_requests')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('mobile', '=', p.mobileno)
          .where('customer_id', '=', 0)
          .where('created_at', '>=', since)
          .executeTakeFirstOrThrow();
        if (toCount(recent.n) >= ctx.config.guestRequestsPerHour) {
          throw new HttpError(429, SR_MESSAGES.guestLimit(ctx.config.guestRequestsPerHour));
        }
      }

      // Read once: a center with its request list open live hears about the request there, not by SMS.
      const centerWatching = ctx.presence.isWatched(`center:${p.servicecenterid}`);
      for (let attempt = 0; ; attempt += 1) {
        const now = nowIso();
        try {
          const values = {
            booking_ref: newBookingRef(),
            tracking_token: randomToken(24),
            customer_id: customerId,
            mobile: p.mobileno,
            issue: stripPrefix(p.issuedescription, PROBLEM).trim(),
            current_location: stripPrefix(p.currentlocationaddress, CURRENT_LOCATION).trim(),
            vehicle_text: vehicleText,
            status: NEW_SR_STATUS,
            created_at: now,
          };
          const { id, eventid } = await db.transaction().execute(async (trx) => {
            if (customerId > 0) await assertCustomerCreateLimits(trx, customerId);
            const row = await trx
              .insertInto('service_requests')
              .values({
                ...values,
                idempotency_key: key ?? null,
                email: p.customeremail || null,
                service_type_id: p.servicetypeid,
                city_id: p.cityid,
                state_id: p.stateid,
                country_id: p.countryid,
                location,
                service_center_id: p.servicecenterid,
                vehicle_type_id: p.vehtypid,
                vehicle_id: p.vehid,
                make_id: p.vehmaketypeid,
                maker_id: p.vehmakertypid,
                make_other: p.vehothers || null,
                model_id: p.vehmodelid,
                color_id: p.vehcolorid,
                fuel_type_id: p.vehfueltypeid,
                registration_no: p.vehregno,
                chassis_no: p.vehchassisno || null,
                mileage: p.vehmileage || null,
                remarks: NEW_SR_REMARKS,
                updated_at: now,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            const event = await trx
              .insertInto('service_request_events')
              .values({
                service_request_id: row.id,
                from_status: null,
                to_status: NEW_SR_STATUS,
                remark: NEW_SR_REMARKS,
                actor_account_id: user?.accountId ?? null,
                created_at: now,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            // In this transaction: the messages exist exactly when the request does.
            await notifications.enqueueForRequest(trx, row.id, STATUS_EVENTS.Open, { centerWatching });
            return { id: row.id, eventid: event.id };
          });
          // eventid lets a live stream tell what it already delivered when it catches up after a drop.
          await ctx.bus.publish(`center:${p.servicecenterid}`, {
            type: 'request-created',
            servicerequestid: id,
            eventid,
          });
          return { replayed: false, body: toCreatedContract({ ...values, ...center, id }) };
        } catch (error) {
          // Two submits with one key racing: the unique column lets only one in; the other answers with it.
          if (key && isUniqueViolation(error, 'idempotency_key')) {
            const first = await replay(key, p.mobileno, customerId);
            if (first) return { replayed: true, body: first };
          }
          if (
            attempt < 5 &&
            (isUniqueViolation(error, 'booking_ref') || isUniqueViolation(error, 'tracking_token'))
          )
            continue;
          throw error;
        }
      }
    },

    /** One page of a customer's requests, newest first, with the total of all pages. */
    async listForCustomer(customerId: number, page: PageQuery) {
      return listPage(page, { customerId });
    },

    async listForMobile(mobile: string, page: PageQuery) {
      return listPage(page, { mobile });
    },

    async track(token: string): Promise<TrackedServiceRequest> {
      const row = await requestQuery(db).where('sr.tracking_token', '=', token).executeTakeFirst();
      if (!row) throw notFound(SR_MESSAGES.trackingNotFound);
      const events = await db
        .selectFrom('service_request_events')
        .select(['from_status', 'to_status', 'remark', 'created_at'])
        .where('service_request_id', '=', row.id)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return {
        ...toCustomerContract(row),
        // The columns hold only the statuses this service writes; the answer's serializer checks them again.
        history: events.map((e) => ({
          status: e.to_status as SrStatus,
          fromstatus: e.from_status as SrStatus | null,
          remarks: e.remark,
          on: localIso(e.created_at),
        })),
      };
    },

    async trackingTokenExists(token: string): Promise<boolean> {
      const row = await db
        .selectFrom('service_requests')
        .select('id')
        .where('tracking_token', '=', token)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** One page of a center's requests (newest first unless sorted by a column), with the total. */
    async listForCenter(
      centerId: number,
      statuses: readonly SrStatus[] | null,
      page: PageQuery,
      sort?: { key: CenterRequestSort; order: 'asc' | 'desc' },
    ) {
      const filter: ListFilter = { centerId, statuses };
      const { limit, offset } = pageWindow(page);
      let query = filtered(requestQuery(db), filter);
      if (sort) {
        const dir = sort.order;
        for (const column of CENTER_SORT_COLUMNS[sort.key]) query = query.orderBy(column, dir);
        query = query.orderBy('sr.id', dir);
      } else {
        query = query.orderBy('sr.created_at', 'desc').orderBy('sr.id', 'desc');
      }
      const [rows, count] = await Promise.all([
        query.limit(limit).offset(offset).execute(),
        filtered(countQuery(db), filter).executeTakeFirstOrThrow(),
      ]);
      return toPage(rows.map(toCenterRowContract), count.n);
    },

    /**
     * Moves every listed request of this center to `to` in one transaction, or none of them.
     * Each update is conditional on the expected from-state, so of two racing tabs only one can win.
     */
    async changeStatus(
      user: SessionUser,
      centerId: number,
      pairs: readonly AcceptedSrPair[],
      to: SrUpdateStatus,
    ) {
      const ids = pairs.map((p) => p.id);
      const now = nowIso();
      const changed = await db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('service_requests')
          .select(['id', 'booking_ref', 'status', 'service_center_id', 'customer_id', 'tracking_token'])
          .where('id', 'in', ids)
          .execute();
        const byIdMap = new Map(rows.map((r) => [r.id, r]));
        const missing = ids.filter((id) => !byIdMap.has(id));
        if (missing.length) throw notFound(SR_MESSAGES.requestsNotFound(missing));
        const foreign = rows.filter((r) => r.service_center_id !== centerId).map((r) => r.id);
        if (foreign.length) throw forbidden(SR_MESSAGES.notYourRequests(foreign));
        const wrong = ids.map((id) => byIdMap.get(id)!).filter((r) => !canTransition(r.status, to));
        if (wrong.length)
          throw conflict(
            SR_MESSAGES.wrongState(
              to,
              wrong.map((r) => `${r.booking_ref} (${r.status})`),
            ),
          );

        const result = [];
        for (const pair of pairs) {
          const row = byIdMap.get(pair.id)!;
          const remark = pair.remark.trim() === '' ? to : pair.remark.trim();
          const update = await trx
            .updateTable('service_requests')
            .set({ status: to, remarks: remark, updated_at: now })
            .where('id', '=', row.id)
            .where('service_center_id', '=', centerId)
            .where('status', '=', row.status)
            .executeTakeFirst();
          if (Number(update.numUpdatedRows) !== 1) throw conflict(SR_MESSAGES.changedMeanwhile);
          const event = await trx
            .insertInto('service_request_events')
            .values({
              service_request_id: row.id,
              from_status: row.status,
              to_status: to,
              remark,
              actor_account_id: user.accountId,
              created_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await notifications.enqueueForRequest(trx, row.id, STATUS_EVENTS[to]);
          result.push({ ...row, remark, eventid: event.id });
        }
        return result;
      });
      for (const row of changed) {
        const event = {
          type: 'status-changed',
          servicerequestid: row.id,
          status: to,
          remarks: row.remark,
          eventid: row.eventid,
        };
        if (row.customer_id !== 0) await ctx.bus.publish(`customer:${row.customer_id}`, event);
        await ctx.bus.publish(`track:${row.tracking_token}`, event);
        await ctx.bus.publish(`center:${row.service_center_id}`, event);
      }
      return { updated: changed.length, srstatus: to };
    },

    async summary(centerId: number, now = new Date()) {
      const counts = await db
        .selectFrom('service_requests')
        .select(['status', (eb) => eb.fn.countAll().as('n')])
        .where('service_center_id', '=', centerId)
        .where('status', 'in', ['Open', 'Accepted'])
        .groupBy('status')
        .execute();
      const count = (s: string) => toCount(counts.find((c) => c.status === s)?.n);
      const dayStart = new Date(now.getFullYear(), now.getMonth(), now.getDate());
      const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
      // Closed and Rejected are final, so updated_at is the time of that change.
      const finals = await db
        .selectFrom('service_requests')
        .select(['status', 'updated_at'])
        .where('service_center_id', '=', centerId)
        .where('status', 'in', ['Closed', 'Rejected'])
        .where('updated_at', '>=', (dayStart < monthStart ? dayStart : monthStart).toISOString())
        .execute();
      const fromDay = dayStart.toISOString();
      const fromMonth = monthStart.toISOString();
      const periodStart = new Date(dayStart.getFullYear(), dayStart.getMonth(), dayStart.getDate() - 29);
      const created = await db
        .selectFrom('service_requests')
        .select('created_at')
        .where('service_center_id', '=', centerId)
        .where('created_at', '>=', periodStart.toISOString())
        .execute();
      const perDayMap = new Map<string, number>();
      for (let i = 0; i < 30; i += 1) {
        perDayMap.set(
          localDate(new Date(periodStart.getFullYear(), periodStart.getMonth(), periodStart.getDate() + i)),
          0,
        );
      }
      for (const r of created) {
        const day = localDate(r.created_at);
        if (perDayMap.has(day)) perDayMap.set(day, (perDayMap.get(day) ?? 0) + 1);
      }
      const center = await db
        .selectFrom('service_centers')
        .select(['rating', 'rating_count'])
        .where('id', '=', centerId)
        .executeTakeFirst();
      return {
        open: count('Open'),
        accepted: count('Accepted'),
        closedToday: finals.filter((r) => r.status === 'Closed' && r.updated_at >= fromDay).length,
        closedThisMonth: finals.filter((r) => r.status === 'Closed' && r.updated_at >= fromMonth).length,
        rejectedThisMonth: finals.filter((r) => r.status === 'Rejected' && r.updated_at >= fromMonth).length,
        rating: Number(center?.rating ?? 0),
        ratingCount: Number(center?.rating_count ?? 0),
        perDay: [...perDayMap].map(([date, n]) => ({ date, count: n })),
      };
    },

    /** Requests created from the local day `from` to the local day `to`, both included. */
    async report(centerId: number, from: Date, to: Date, status: SrStatus | 'All') {
      const start = from.toISOString();
      const end = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1).toISOString();
      const rows = await requestQuery(db)
        .where('sr.service_center_id', '=', centerId)
        .where('sr.created_at', '>=', start)
        .where('sr.created_at', '<', end)
        .orderBy('sr.created_at')
        .orderBy('sr.id')
        .execute();
      const totals = { Open: 0, Accepted: 0, Rejected: 0, Closed: 0 };
      for (const r of rows) totals[r.status] += 1;
      const shown = status === 'All' ? rows : rows.filter((r) => r.status === status);
      return {
        totals,
        rows: shown.map((r) => ({
          servicerequestid: r.id,
          bookingref: r.booking_ref,
          createdon: localIso(r.created_at),
          updatedon: localIso(r.updated_at),
          status: r.status,
          remarks: r.remarks,
          vehicle: r.vehicle_text,
          issue: r.issue,
          mobileno: r.mobile,
          currentlocation: r.current_location,
        })),
      };
    },
  };
}
export type ServiceRequestsService = ReturnType<typeof createServiceRequestsService>;
