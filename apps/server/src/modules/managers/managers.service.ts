import type { AppContext } from '../../platform/context.js';
import { sql, type Expression, type SqlBool } from 'kysely';
import {
  validateGstin,
  type GstinCheckResult,
  type ManagerCenterSort,
  type ManagerServiceCenterDetails,
  type ManagerServiceCenterItem,
  type ManagerServiceCentersPage,
  type ManagerServiceCentersQuery,
} from '@fixo/shared';
import { nowIso, toCount } from '../../platform/db.js';
import { conflict, notFound } from '../../platform/errors.js';
import { currentSubscription } from '../subscriptions/index.js';

/** Ours. */
export const MANAGER_MESSAGES = {
  centerNotFound: 'Service center not found.',
  alreadyActive: 'This service center is already active.',
  alreadyInactive: 'This service center is already inactive.',
} as const;

const NO_PLAN = 'None';

/** LIKE pattern matching `text` anywhere, with the wildcards of the text itself escaped. */
const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createManagersService(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;
  /** The centers with their city, state and the name of their active, unexpired plan ('None' without one). */
  function baseQuery(now: string) {
    return db
      .selectFrom('service_centers as sc')
      .leftJoin('cities', 'cities.id', 'sc.city_id')
      .leftJoin('states', 'states.id', 'sc.state_id')
      .select((eb) => [
        'sc.id as servicecenterid',
        'sc.name as servicecentername',
        eb.fn.coalesce('cities.name', sql<string>`''`).as('city'),
        eb.fn.coalesce('states.name', sql<string>`''`).as('state'),
        'sc.contact_person1 as contactperson',
        'sc.mobile as mobilenO1',
        eb.fn
          .coalesce(
            eb
              .selectFrom('subscriptions as s')
              .innerJoin('plans as p', 'p.id', 's.plan_id')
              .select('p.name')
              .whereRef('s.service_center_id', '=', 'sc.id')
              .where('s.is_active', '=', 1)
              .where('s.valid_till', '>', now)
              // currentSubscription's rule, inside the list query: the one ending last, ties the newest.
              .orderBy('s.valid_till', 'desc')
              .orderBy('s.id', 'desc')
              .limit(1),
            sql<string>`'None'`,
          )
          .as('plan'),
        'sc.rating as scrating',
        'sc.created_at as registeredon',
        'sc.is_active as isactive',
      ]);
  }

  const sortColumns: Record<ManagerCenterSort, Expression<unknown>> = {
    name: sql`lower(sc.name)`,
    city: sql`lower(cities.name)`,
    contact: sql`lower(sc.contact_person1)`,
    mobile: sql`sc.mobile`,
    // PostgreSQL allows an output alias in ORDER BY only on its own, not inside an expression.
    plan: sql.ref('plan'),
    rating: sql`sc.rating`,
    registeredon: sql`sc.created_at`,
  };

  function searchFilter(search: string): Expression<SqlBool> {
    const pattern = containsPattern(search);
    const like = (column: Expression<unknown>) =>
      sql<SqlBool>`lower(${column}) like lower(${pattern}) escape '\\'`;
    return sql<SqlBool>`(${like(sql.ref('sc.name'))} or ${like(sql.ref('cities.name'))} or ${like(
      sql.ref('sc.contact_person1'),
    )} or ${like(sql.ref('sc.mobile'))})`;
  }

  async function item(id: number): Promise<ManagerServiceCenterItem | undefined> {
    const row = await baseQuery(nowIso()).where('sc.id', '=', id).executeTakeFirst();
    return row ? toItem(row) : undefined;
  }

  return {
    /** Everything a manager checks before approving a center; 404 for an unknown id. */
    async details(id: number): Promise<ManagerServiceCenterDetails> {
      const center = await db
        .selectFrom('service_centers as sc')
        .leftJoin('cities', 'cities.id', 'sc.city_id')
        .leftJoin('states', 'states.id', 'sc.state_id')
        .select([
          'sc.id',
          'sc.name',
          'sc.contact_person1',
          'sc.contact_person2',
          'sc.mobile',
          'sc.mobile2',
          'sc.email',
          'sc.address1',
          'sc.address2',
          'cities.name as city',
          'states.name as state',
          'sc.postal_code',
          'sc.lat',
          'sc.lng',
          'sc.gst_no',
          'sc.services_provided',
          'sc.pickup',
          'sc.office_start',
          'sc.office_end',
          'sc.rating',
          'sc.rating_count',
          'sc.is_active',
          'sc.created_at',
          'sc.approved_at',
        ])
        .where('sc.id', '=', id)
        .executeTakeFirst();
      if (!center) throw notFound(MANAGER_MESSAGES.centerNotFound);
      const [services, makers, plan] = await Promise.all([
        db
          .selectFrom('service_center_services as l')
          .innerJoin('service_types as t', 't.id', 'l.service_type_id')
          .select('t.name')
          .where('l.service_center_id', '=', id)
          .orderBy('t.name')
          .execute(),
        db
          .selectFrom('service_center_makers as l')
          .innerJoin('vehicle_makers as m', 'm.id', 'l.maker_id')
          .select('m.name')
          .where('l.service_center_id', '=', id)
          .orderBy('m.name')
          .execute(),
        currentSubscription(db, id),
      ]);
      return {
        servicecenterid: center.id,
        servicecentername: center.name,
        contactpersoN1: center.contact_person1,
        contactpersoN2: center.contact_person2 || null,
        mobilenO1: center.mobile,
        mobilenO2: center.mobile2 || null,
        emailid: center.email,
        addresS1: center.address1,
        addresS2: center.address2 || null,
        city: center.city ?? '',
        state: center.state ?? '',
        postalcode: center.postal_code || null,
        latitude: Number(center.lat),
        longitude: Number(center.lng),
        gstin: center.gst_no || null,
        gstincheck: gstinCheck(center.gst_no),
        services: services.map((r) => r.name),
        makers: makers.map((r) => r.name),
        servicesprovided: center.services_provided,
        pickupservice: center.pickup === 1,
        officestarttime: center.office_start,
        officeendtime: center.office_end,
        scrating: Number(center.rating),
        scratingcount: Number(center.rating_count),
        isactive: center.is_active === 1,
        registeredon: String(center.created_at),
        approvedon: center.approved_at ? String(center.approved_at) : null,
        plan: plan ? { name: plan.planName, validtill: String(plan.validTill) } : null,
      };
    },

    async list(query: ManagerServiceCentersQuery): Promise<ManagerServiceCentersPage> {
      const active = query.STATUS === 'active' ? 1 : 0;
      const search = query.SEARCH;
      const filtered = baseQuery(nowIso())
        .where('sc.is_active', '=', active)
        .$if(search !== '', (q) => q.where(searchFilter(search)));
      const [rows, total] = await Promise.all([
        filtered
          .orderBy(sortColumns[query.SORT], query.ORDER)
          .orderBy('sc.id', query.ORDER)
          .limit(query.PAGESIZE)
          .offset((query.PAGE - 1) * query.PAGESIZE)
          .execute(),
        db
          .selectFrom('service_centers as sc')
          .leftJoin('cities', 'cities.id', 'sc.city_id')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('sc.is_active', '=', active)
          .$if(search !== '', (q) => q.where(searchFilter(search)))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map(toItem),
        total: toCount(total.n as number),
        page: query.PAGE,
        pagesize: query.PAGESIZE,
      };
    },

    /** Sets the center active (approved) or inactive; 404 for an unknown id, 409 when it already is. */
    async setActive(
      id: number,
      active: boolean,
      approverAccountId: number,
    ): Promise<ManagerServiceCenterItem> {
      const now = nowIso();
      const result = await db
        .updateTable('service_centers')
        .set(
          active
            ? // A manager's decision replaces a hiding by withdrawn consent (privacy module).
              {
                is_active: 1,
                hidden_by_consent: 0,
                approved_at: now,
                approved_by: approverAccountId,
                updated_at: now,
              }
            : { is_active: 0, hidden_by_consent: 0, updated_at: now },
        )
        .where('id', '=', id)
        // Only a real change counts, so two managers clicking at once get one success and one 409.
        .where('is_active', '=', active ? 0 : 1)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) {
        const exists = await db
          .selectFrom('service_centers')
          .select('id')
          .where('id', '=', id)
          .executeTakeFirst();
        if (!exists) throw notFound(MANAGER_MESSAGES.centerNotFound);
        throw conflict(active ? MANAGER_MESSAGES.alreadyActive : MANAGER_MESSAGES.alreadyInactive);
      }
      return (await item(id))!;
    },
  };
}

interface ItemRow {
  servicecenterid: number;
  servicecentername: string;
  city: string;
  state: string;
  contactperson: string;
  mobilenO1: string;
  plan: string;
  scrating: number;
  registeredon: string;
  isactive: number;
}

function toItem(row: ItemRow): ManagerServiceCenterItem {
  return {
    ...row,
    plan: row.plan || NO_PLAN,
    scrating: Number(row.scrating),
    isactive: row.isactive === 1,
  };
}

/** The shared GSTIN check (format, state code, checksum) of a stored GSTIN; 'none' when there is none. */
export function gstinCheck(gstin: string | null): GstinCheckResult {
  if (!gstin) return 'none';
  const result = validateGstin(gstin);
  return result.ok ? 'valid' : result.reason === 'state-mismatch' ? 'state' : result.reason;
}
