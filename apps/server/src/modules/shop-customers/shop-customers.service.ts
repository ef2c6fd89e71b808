import {
  isIndianMobile,
  istDate,
  NEXT_SERVICE_DEFAULT,
  normalizeRegistrationNumber,
  SUITE_MESSAGES as S,
  type ShopCustomerPayload,
  type ShopCustomerProfile,
  type ShopCustomersPage,
  type ShopCustomersQuery,
} from '@fixo/shared';
import { sql } from 'kysely';
import type { ServiceRequestTable, ShopCustomerTable, VehicleReferenceColumns } from '../../db/schema.js';
import type { AppContext } from '../../platform/context.js';
import { toCount, type Db } from '../../platform/db.js';
import { conflict, notFound } from '../../platform/errors.js';
import { likeContains, likePrefix } from '../../platform/sql-like.js';
import { billedByJobCard } from '../invoices/index.js';
import { vehicleIdFields } from '../masters/index.js';
import { saveShopCustomer } from './shop-customer-save.js';
import { vehiclesWithNames } from './vehicle-refs.js';

/** Job card totals in the masters: lines the customer declined are not part of the bill. */
function jobCardTotals(db: Db, jobCardIds: number[]) {
  if (jobCardIds.length === 0) return Promise.resolve(new Map<number, number>());
  return db
    .selectFrom('job_card_lines')
    .select(['job_card_id', (eb) => eb.fn.sum<number | string>('total_paise').as('total')])
    .where('job_card_id', 'in', jobCardIds)
    .where('approval', '<>', 'Declined')
    .groupBy('job_card_id')
    .execute()
    .then((rows) => new Map(rows.map((r) => [r.job_card_id, Number(r.total ?? 0)])));
}

function addMonths(isoDate: string, months: number): string {
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/**
 * A marketplace request of this center that it accepted (or already closed), with its customer's name and email:
 * 404 for another center's or an unknown request, 409 while it is not accepted.
 */
export async function acceptedRequestOfCenter(db: Db, centerId: number, requestId: number) {
  const sr = await db
    .selectFrom('service_requests')
    .leftJoin('customers', 'customers.id', 'service_requests.customer_id')
    .selectAll('service_requests')
    .select(['customers.name as customerName', 'customers.email as customerEmail'])
    .where('service_requests.id', '=', requestId)
    .where('service_requests.service_center_id', '=', centerId)
    .executeTakeFirst();
  if (!sr) throw notFound(S.serviceRequestNotFound);
  if (sr.status !== 'Accepted' && sr.status !== 'Closed') throw conflict(S.requestNotAccepted);
  return sr;
}

/** A shop customer's own fields in the contract's spellings (the profile, the CSV export and a request's import). */
export function shopCustomerFields(
  c: Pick<ShopCustomerTable, 'name' | 'mobile' | 'email' | 'address' | 'gst_no' | 'notes'>,
) {
  return {
    customername: c.name,
    mobilenO1: c.mobile,
    emailid: c.email,
    addresS1: c.address,
    gstno: c.gst_no,
    notes: c.notes,
  };
}

export function createShopCustomersService(ctx: AppContext) {
  const { db } = ctx;

  async function profile(centerId: number, id: number): Promise<ShopCustomerProfile> {
    const c = await db
      .selectFrom('shop_customers')
      .selectAll()
      .where('id', '=', id)
      .where('service_center_id', '=', centerId)
      .executeTakeFirst();
    if (!c) throw notFound(S.shopCustomerNotFound);
    const vehicles = await vehiclesWithNames(db, [id]);
    const cards = await db
      .selectFrom('job_cards')
      .innerJoin('shop_vehicles', 'shop_vehicles.id', 'job_cards.shop_vehicle_id')
      .select([
        'job_cards.id',
        'job_cards.number',
        'job_cards.status',
        'job_cards.created_at',
        'job_cards.updated_at',
        'job_cards.odometer',
        'job_cards.next_service_date',
        'job_cards.next_service_odometer',
        'shop_vehicles.registration_no',
      ])
      .where('job_cards.shop_customer_id', '=', id)
      .orderBy('job_cards.created_at', 'desc')
      .orderBy('job_cards.id', 'desc')
      .limit(200)
      .execute();
    const ids = cards.map((j) => j.id);
    const [totals, invoiced] = await Promise.all([jobCardTotals(db, ids), billedByJobCard(db, ids)]);
    const delivered = cards.filter((j) => j.status === 'Delivered');
    // billed: a job card's standing invoice when it has one (less its credit notes), else a delivered card's total
    const billedOf = (j: (typeof cards)[number]) =>
      invoiced.get(j.id)?.billedpaise ?? (j.status === 'Delivered' ? (totals.get(j.id) ?? 0) : 0);
    const lastDelivered = delivered[0];
    const planned = delivered.find((j) => j.next_service_date || j.next_service_odometer);
    const nextservicedate =
      planned?.next_service_date ??
      (lastDelivered
        ? addMonths(istDate(new Date(lastDelivered.updated_at)), NEXT_SERVICE_DEFAULT.months)
        : null);
    const nextserviceodometer =
      planned?.next_service_odometer ??
      (lastDelivered?.odometer != null ? lastDelivered.odometer + NEXT_SERVICE_DEFAULT.km : null);
    return {
      shopcustomerid: c.id,
      ...shopCustomerFields(c),
      source: c.source,
      consentref: c.consent_ref,
      createdon: c.created_at,
      vehicles: vehicles.map(({ shopcustomerid: _owner, ...v }) => v),
      jobcards: cards.map((j) => ({
        jobcardid: j.id,
        jobcardno: j.number,
        status: j.status,
        vehregistrationno: j.registration_no,
        createdon: j.created_at,
        odometer: j.odometer,
        grandtotalpaise: totals.get(j.id) ?? 0,
      })),
      totalbilledpaise: cards.reduce((sum, j) => sum + billedOf(j), 0),
      balanceduepaise: [...invoiced.values()].reduce((sum, b) => sum + b.balancepaise, 0),
      jobcardcount: cards.length,
      lastvisit: cards[0]?.created_at ?? null,
      nextservicedate,
      nextserviceodometer,
    };
  }

  return {
    profile,

    async save(centerId: number, payload: ShopCustomerPayload) {
      const saved = await db.transaction().execute((trx) => saveShopCustomer(trx, centerId, payload));
      return { created: saved.created, profile: await profile(centerId, saved.id) };
    },

    async list(centerId: number, q: ShopCustomersQuery): Promise<ShopCustomersPage> {
      const search = q.SEARCH.trim();
      const lastVisit = sql<
        string | null
      >`(select max(jc.created_at) from job_cards jc where jc.shop_customer_id = sc.id)`;
      let base = db.selectFrom('shop_customers as sc').where('sc.service_center_id', '=', centerId);
      if (search !== '') {
        const reg = normalizeRegistrationNumber(search);
        const digits = search.replace(/[\s-]/g, '');
        base = base.where((eb) =>
          eb.or([
            likeContains(eb.ref('sc.name_lower'), search.toLowerCase()),
            ...(/^\d+$/.test(digits) ? [likePrefix(eb.ref('sc.mobile'), digits)] : []),
            ...(/^[A-Z0-9]+$/.test(reg)
              ? [
                  eb.exists(
                    eb
                      .selectFrom('shop_vehicles as v')
                      .select('v.id')
                      .where('v.service_center_id', '=', centerId)
                      .whereRef('v.shop_customer_id', '=', 'sc.id')
                      // contains: the last four digits find the car, as on the job cards and invoices
                      .where((inner) => likeContains(inner.ref('v.registration_no'), reg)),
                  ),
                ]
              : []),
          ]),
        );
      }
      const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
      const direction = q.ORDER;
      let rows = base.select([
        'sc.id',
        'sc.name',
        'sc.mobile',
        'sc.email',
        'sc.gst_no',
        'sc.created_at',
        lastVisit.as('lastvisit'),
      ]);
      if (q.SORT === 'name') rows = rows.orderBy('sc.name_lower', direction);
      else if (q.SORT === 'mobile') rows = rows.orderBy('sc.mobile', direction);
      else if (q.SORT === 'lastvisit')
        rows = rows.orderBy(sql`${lastVisit} ${sql.raw(direction)} nulls last`);
      else rows = rows.orderBy('sc.created_at', direction);
      const items = await rows
        .orderBy('sc.id', direction)
        .limit(q.PAGESIZE)
        .offset((q.PAGE - 1) * q.PAGESIZE)
        .execute();
      const ids = items.map((r) => r.id);
      const vehicles = ids.length
        ? await db
            .selectFrom('shop_vehicles')
            .select(['shop_customer_id', 'registration_no'])
            .where('shop_customer_id', 'in', ids)
            .orderBy('id')
            .execute()
        : [];
      const counts = ids.length
        ? await db
            .selectFrom('job_cards')
            .select(['shop_customer_id', (eb) => eb.fn.countAll().as('n')])
            .where('shop_customer_id', 'in', ids)
            .groupBy('shop_customer_id')
            .execute()
        : [];
      return {
        items: items.map((r) => {
          const regs = vehicles.filter((v) => v.shop_customer_id === r.id).map((v) => v.registration_no);
          return {
            shopcustomerid: r.id,
            customername: r.name,
            mobilenO1: r.mobile,
            emailid: r.email,
            gstno: r.gst_no,
            vehregistrationnos: regs.join(', '),
            vehiclecount: regs.length,
            jobcardcount: toCount(counts.find((c) => c.shop_customer_id === r.id)?.n),
            lastvisit: r.lastvisit ?? null,
            createdon: r.created_at,
          };
        }),
        total: toCount(total?.n),
        page: q.PAGE,
        pagesize: q.PAGESIZE,
      };
    },

    /**
     * A marketplace customer whose request this center accepted, copied into the masters (name, mobile,
     * vehicle). The consent reference names the request and the customer's latest consent record.
     */
    async addFromServiceRequest(centerId: number, requestId: number) {
      const id = await db.transaction().execute(async (trx) => {
        const sr = await acceptedRequestOfCenter(trx, centerId, requestId);
        const consent = await trx
          .selectFrom('consents')
          .select('id')
          .where('mobile', '=', sr.mobile)
          .where('consent_given', '=', 1)
          .orderBy('id', 'desc')
          .executeTakeFirst();
        const consentRef = [`SR:${sr.booking_ref}`, consent ? `consent:${consent.id}` : '']
          .filter(Boolean)
          .join(' ');
        return importRequestCustomer(trx, centerId, sr, consentRef);
      });
      return profile(centerId, id);
    },
  };
}

/** The request's customer and vehicle into the masters (reusing the customer by mobile, the vehicle by registration). */
export async function importRequestCustomer(
  db: Db,
  centerId: number,
  sr: Pick<
    ServiceRequestTable,
    | keyof VehicleReferenceColumns
    | 'customer_id'
    | 'mobile'
    | 'email'
    | 'registration_no'
    | 'make_other'
    | 'chassis_no'
    | 'mileage'
  > & { customerName: string | null; customerEmail: string | null },
  consentRef: string,
): Promise<number> {
  if (!isIndianMobile(sr.mobile)) throw conflict(S.requestNotAccepted);
  const payload: ShopCustomerPayload = {
    shopcustomerid: 0,
    customername: sr.customerName ?? `Customer ${sr.mobile}`,
    mobilenO1: sr.mobile,
    emailid: sr.email || sr.customerEmail || '',
    addresS1: '',
    gstno: '',
    notes: '',
    vehicles: [
      {
        shopvehicleid: 0,
        vehregistrationno: normalizeRegistrationNumber(sr.registration_no),
        ...vehicleIdFields(sr),
        others: sr.make_other ?? '',
        vehchassisno: sr.chassis_no ?? '',
        vehmileage: sr.mileage ?? '',
      },
    ],
  };
  const existing = await db
    .selectFrom('shop_customers')
    .selectAll()
    .where('service_center_id', '=', centerId)
    .where('mobile', '=', sr.mobile)
    .executeTakeFirst();
  if (existing) {
    // keep what the center already knows about the customer; only add the vehicle
    Object.assign(payload, { shopcustomerid: existing.id, ...shopCustomerFields(existing) });
  }
  const saved = await saveShopCustomer(db, centerId, payload, {
    source: 'Marketplace',
    consentRef,
    marketplaceCustomerId: sr.customer_id || null,
  });
  return saved.id;
}
