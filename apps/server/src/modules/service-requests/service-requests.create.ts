/** Raising a service request: validation, limits, idempotent replay, the row, its event and its messages. */
import {
  NEW_SR_REMARKS,
  NEW_SR_STATUS,
  OTHER_MAKE_ID,
  parseCoordinates,
  stripPrefix,
  VALIDATION_MESSAGES,
  type ServiceRequestPayload,
} from '@fixo/shared';
import type { Insertable, Transaction } from 'kysely';
import type { Database, ServiceRequestTable } from '../../db/schema.js';
import { compiledQuery } from '../../platform/compiled-query.js';
import type { AppContext } from '../../platform/context.js';
import { nowIso, toCount } from '../../platform/db.js';
import { assertUnderLimit, DAY_MS, HOUR_MS, lockRow, since } from '../../platform/create-limits.js';
import { randomToken } from '../../platform/crypto.js';
import { isUniqueViolationOn } from '../../platform/unique-violation.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/errors.js';
import type { SessionUser } from '../../platform/auth.js';
import { keyedMessage } from '../../platform/keyed-message.js';
import { newBookingRef } from './service-requests.format.js';
import { createNotificationsService } from '../notifications/index.js';
import { locationIfConsented } from '../privacy/index.js';
import { createReferenceCache, type ReferenceCache, type ReferenceTable } from './reference-cache.js';
import { SR_MESSAGES } from './service-requests.messages.js';
import { createGroupCommit } from './group-commit.js';
import { CURRENT_LOCATION, PROBLEM, requestQuery, toCreatedContract } from './service-requests.contract.js';

// The create's own statements, compiled once (platform/compiled-query.ts): they run on every create.
const centerQuery = compiledQuery((db, $: { id: number }) =>
  db
    .selectFrom('service_centers')
    .select([
      'id',
      'is_active',
      'name as center_name',
      'contact_person1 as center_contact',
      'mobile as center_mobile',
      'address1 as center_address',
      'services_provided as center_services',
      // For the new request's messages (notifications' enqueueForNewRequest), so it need not be read back.
      'language as center_language',
      'lat',
      'lng',
    ])
    .where('id', '=', $.id),
);

const customerRecentQuery = compiledQuery(
  (db, $: { customerId: number; hourSince: string; daySince: string }) =>
    db
      .selectFrom('service_requests')
      .select((eb) => [
        eb.fn.countAll().as('day'),
        eb.fn.sum(eb.case().when('created_at', '>=', $.hourSince).then(1).else(0).end()).as('hour'),
      ])
      .where('customer_id', '=', $.customerId)
      .where('created_at', '>=', $.daySince),
);

type NewRequest = Omit<Insertable<ServiceRequestTable>, 'id' | 'language'> & { language: string };

const insertRequestQuery = compiledQuery((db, $: Required<NewRequest>) =>
  db
    .insertInto('service_requests')
    .values({
      booking_ref: $.booking_ref,
      tracking_token: $.tracking_token,
      customer_id: $.customer_id,
      mobile: $.mobile,
      issue: $.issue,
      current_location: $.current_location,
      vehicle_text: $.vehicle_text,
      status: $.status,
      created_at: $.created_at,
      idempotency_key: $.idempotency_key,
      email: $.email,
      service_type_id: $.service_type_id,
      city_id: $.city_id,
      state_id: $.state_id,
      country_id: $.country_id,
      location: $.location,
      service_center_id: $.service_center_id,
      vehicle_type_id: $.vehicle_type_id,
      vehicle_id: $.vehicle_id,
      make_id: $.make_id,
      maker_id: $.maker_id,
      make_other: $.make_other,
      model_id: $.model_id,
      color_id: $.color_id,
      fuel_type_id: $.fuel_type_id,
      registration_no: $.registration_no,
      chassis_no: $.chassis_no,
      mileage: $.mileage,
      remarks: $.remarks,
      language: $.language,
      updated_at: $.updated_at,
    })
    .returning('id'),
);

const insertEventQuery = compiledQuery(
  (db, $: { service_request_id: number; actor_account_id: number | null; created_at: string }) =>
    db
      .insertInto('service_request_events')
      .values({
        service_request_id: $.service_request_id,
        from_status: null,
        to_status: NEW_SR_STATUS,
        remark: NEW_SR_REMARKS,
        actor_account_id: $.actor_account_id,
        created_at: $.created_at,
      })
      .returning('id'),
);

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

export function createServiceRequestCreateService(ctx: AppContext) {
  const { db } = ctx;
  const notifications = createNotificationsService(ctx);
  const references = createReferenceCache(db);
  const groupCommit = createGroupCommit(ctx.database);

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
    // SQLite runs one transaction at a time (one connection), so only PostgreSQL needs the row lock.
    if (ctx.database.engine === 'postgres') await lockRow(trx, ctx.database.engine, 'customers', customerId);
    const recent = await customerRecentQuery.executeTakeFirstOrThrow(trx, {
      customerId,
      hourSince: since(HOUR_MS),
      daySince: since(DAY_MS),
    });
    assertUnderLimit(
      recent.hour,
      limits.customerRequestsPerHour,
      keyedMessage('limits.customerRequestsPerHour', { n: limits.customerRequestsPerHour }),
    );
    assertUnderLimit(
      recent.day,
      limits.customerRequestsPerDay,
      keyedMessage('limits.customerRequestsPerDay', { n: limits.customerRequestsPerDay }),
    );
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
      const center = await centerQuery.executeTakeFirst(db, { id: p.servicecenterid });
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
          const { id, eventid } = await groupCommit.run(async (trx) => {
            if (customerId > 0) await assertCustomerCreateLimits(trx, customerId);
            const row = await insertRequestQuery.executeTakeFirstOrThrow(trx, {
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
              language: p.language,
              updated_at: now,
            });
            const event = await insertEventQuery.executeTakeFirstOrThrow(trx, {
              service_request_id: row.id,
              actor_account_id: user?.accountId ?? null,
              created_at: now,
            });
            // In this transaction: the messages exist exactly when the request does.
            await notifications.enqueueForNewRequest(
              trx,
              row.id,
              {
                booking_ref: values.booking_ref,
                tracking_token: values.tracking_token,
                mobile: values.mobile,
                customer_id: customerId,
                issue: values.issue,
                vehicle_text: vehicleText,
                request_language: p.language,
                center_name: center.center_name,
                center_language: center.center_language,
                center_mobile: center.center_mobile,
                lat: center.lat,
                lng: center.lng,
              },
              { centerWatching },
            );
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
          if (key && isUniqueViolationOn(error, 'idempotency_key')) {
            const first = await replay(key, p.mobileno, customerId);
            if (first) return { replayed: true, body: first };
          }
          if (
            attempt < 5 &&
            (isUniqueViolationOn(error, 'booking_ref') || isUniqueViolationOn(error, 'tracking_token'))
          )
            continue;
          throw error;
        }
      }
    },
  };
}
