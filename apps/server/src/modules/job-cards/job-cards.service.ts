import {
  JOB_CARD_STATUSES,
  normalizeRegistrationNumber,
  SUITE_MESSAGES as S,
  type JobCardPayload,
  type JobCardsPage,
  type JobCardsQuery,
} from '@fixo/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context.js';
import { nowIso, toCount, type Db } from '../../platform/db.js';
import { conflict, notFound } from '../../platform/errors.js';
import { documentSearchTerms } from '../../platform/sql-like.js';
import type { SuiteCaller } from '../subscriptions/index.js';
import { saveShopCustomer } from '../shop-customers/index.js';
import { acceptedRequestOfCenter, importRequestCustomer } from '../shop-customers/index.js';
import { isUniqueViolation } from '../../platform/unique-violation.js';
import { vehicleLabel } from '../shop-customers/index.js';
import { actorLabel, addTimelineEvent, publishJobCardChange } from './job-card-events.js';
import { writeLines } from './job-card-lines.js';
import { nextDocumentNumber } from './job-card-numbers.js';
import { loadJobCard } from './job-card-read.js';
import { liveInvoiceOf } from '../invoices/index.js';
import { keyedMessage } from '../../platform/keyed-message.js';

type Intake = Pick<
  JobCardPayload,
  | 'odometer'
  | 'fuellevel'
  | 'complaints'
  | 'checklist'
  | 'damagenotes'
  | 'promiseddelivery'
  | 'technician'
  | 'nextservicedate'
  | 'nextserviceodometer'
>;

const intakeColumns = (p: Intake) => ({
  odometer: p.odometer,
  fuel_level: p.fuellevel ?? null,
  complaints: JSON.stringify(p.complaints),
  checklist: JSON.stringify([...new Set(p.checklist)]),
  damage_notes: p.damagenotes,
  promised_delivery: p.promiseddelivery,
  technician: p.technician,
  next_service_date: p.nextservicedate ?? null,
  next_service_odometer: p.nextserviceodometer ?? null,
});

/** Inserts a job card with the next number of the center's financial year (in the caller's transaction). */
async function insertJobCard(
  db: Db,
  caller: SuiteCaller,
  ids: { customerId: number; vehicleId: number; requestId?: number | null },
  intake: Intake,
): Promise<{ id: number; number: string }> {
  const now = nowIso();
  const number = await nextDocumentNumber(db, caller.centerId, 'JC');
  const row = await db
    .insertInto('job_cards')
    .values({
      ...intakeColumns(intake),
      service_center_id: caller.centerId,
      number,
      shop_customer_id: ids.customerId,
      shop_vehicle_id: ids.vehicleId,
      service_request_id: ids.requestId ?? null,
      status: 'Open',
      created_by: caller.accountId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addTimelineEvent(db, {
    jobCardId: row.id,
    from: null,
    to: 'Open',
    remark: ids.requestId ? 'Job card opened from a marketplace request' : 'Job card opened',
    accountId: caller.accountId,
    actor: await actorLabel(db, caller.accountId),
  });
  return { id: row.id, number };
}

export function createJobCardsService(ctx: AppContext) {
  const { db } = ctx;

  return {
    get: (centerId: number, id: number) => loadJobCard(db, centerId, id),

    /** Creates (jobcardid 0) or updates a job card with its lines, in one transaction. */
    async save(caller: SuiteCaller, p: JobCardPayload) {
      const { centerId } = caller;
      const result = await db.transaction().execute(async (trx) => {
        if (p.jobcardid) {
          const card = await trx
            .selectFrom('job_cards')
            .select(['id', 'number', 'status', 'created_at'])
            .where('id', '=', p.jobcardid)
            .where('service_center_id', '=', centerId)
            .executeTakeFirst();
          if (!card) throw notFound(S.jobCardNotFound);
          // the status is re-checked by the conditional update: a delivery racing this edit wins or loses whole
          if (card.status === 'Delivered' || card.status === 'Cancelled') throw conflict(S.closedJobCard);
          const updated = await trx
            .updateTable('job_cards')
            .set({ ...intakeColumns(p), updated_at: nowIso() })
            .where('id', '=', card.id)
            .where('status', '=', card.status)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) === 0) throw conflict(S.statusChanged);
          const invoiceNo = await liveInvoiceOf(trx, card.id);
          if (invoiceNo) throw conflict(keyedMessage('suite.jobCardHasInvoice', { invoiceNo }));
          await writeLines(trx, centerId, card.id, new Date(card.created_at), p.lines);
          return { id: card.id, number: card.number, status: card.status, created: false };
        }
        let customerId = p.shopcustomerid;
        let vehicleId = p.shopvehicleid;
        if (p.newcustomer) {
          const saved = await saveShopCustomer(trx, centerId, p.newcustomer, { reuseByMobile: true });
          customerId = saved.id;
          vehicleId = saved.vehicleIds[0]!;
        } else {
          const vehicle = await trx
            .selectFrom('shop_vehicles')
            .select('id')
            .where('id', '=', vehicleId)
            .where('shop_customer_id', '=', customerId)
            .where('service_center_id', '=', centerId)
            .executeTakeFirst();
          if (!vehicle) throw notFound(S.shopVehicleNotFound);
        }
        const card = await insertJobCard(trx, caller, { customerId, vehicleId }, p);
        await writeLines(trx, centerId, card.id, new Date(), p.lines);
        return { ...card, status: 'Open', created: true };
      });
      await publishJobCardChange(ctx, centerId, result, result.created ? 'created' : 'updated');
      return { created: result.created, card: await loadJobCard(db, centerId, result.id) };
    },

    /** One job card per accepted marketplace request: customer and vehicle into the masters, complaint prefilled. */
    async fromServiceRequest(caller: SuiteCaller, requestId: number) {
      const { centerId } = caller;
      const result = await db
        .transaction()
        .execute(async (trx) => {
          const sr = await acceptedRequestOfCenter(trx, centerId, requestId);
          const linked = await trx
            .selectFrom('job_cards')
            .select('id')
            .where('service_request_id', '=', sr.id)
            .executeTakeFirst();
          if (linked) throw conflict(S.alreadyLinked);
          const customerId = await importRequestCustomer(trx, centerId, sr, `SR:${sr.booking_ref}`);
          const vehicle = await trx
            .selectFrom('shop_vehicles')
            .select('id')
            .where('service_center_id', '=', centerId)
            .where('registration_no', '=', normalizeRegistrationNumber(sr.registration_no))
            .executeTakeFirstOrThrow();
          const complaint = sr.issue.replace(/^Problem:\s*/i, '').trim();
          const location = sr.current_location.replace(/^Current Location:\s*/i, '').trim();
          const mileage = /^\d{1,7}$/.test(sr.mileage ?? '') ? Number(sr.mileage) : null;
          return insertJobCard(
            trx,
            caller,
            { customerId, vehicleId: vehicle.id, requestId: sr.id },
            {
              odometer: mileage,
              fuellevel: undefined,
              complaints: [complaint || 'As reported in the marketplace request'],
              checklist: [],
              damagenotes: location
                ? `Marketplace request ${sr.booking_ref}; customer location: ${location}`
                : '',
              promiseddelivery: '',
              technician: '',
              nextservicedate: undefined,
              nextserviceodometer: undefined,
            },
          );
        })
        .catch((error: unknown) => {
          // two clicks at once: the unique service_request_id lets one job card in
          if (isUniqueViolation(error)) throw conflict(S.alreadyLinked);
          throw error;
        });
      await publishJobCardChange(ctx, centerId, { ...result, status: 'Open' }, 'created');
      return loadJobCard(db, centerId, result.id);
    },

    async list(centerId: number, q: JobCardsQuery): Promise<JobCardsPage> {
      const totalOf = sql<
        number | string
      >`(select coalesce(sum(l.total_paise), 0) from job_card_lines l where l.job_card_id = j.id and l.approval <> 'Declined')`;
      // waiting for the customer: sent on an estimate and not answered (Draft lines were never sent)
      const pendingOf = sql<
        number | string
      >`(select count(*) from job_card_lines l where l.job_card_id = j.id and l.approval = 'Pending')`;
      let base = db
        .selectFrom('job_cards as j')
        .innerJoin('shop_customers as c', 'c.id', 'j.shop_customer_id')
        .innerJoin('shop_vehicles as v', 'v.id', 'j.shop_vehicle_id')
        .where('j.service_center_id', '=', centerId);
      if (q.shopcustomerid) base = base.where('j.shop_customer_id', '=', q.shopcustomerid);
      const search = q.SEARCH.trim();
      if (search !== '') {
        base = base.where((eb) =>
          eb.or(
            documentSearchTerms(search, {
              number: eb.ref('j.number'),
              nameLower: eb.ref('c.name_lower'),
              registration: eb.ref('v.registration_no'),
              mobile: eb.ref('c.mobile'),
            }),
          ),
        );
      }
      const countRows = await base
        .select(['j.status', (eb) => eb.fn.countAll().as('n')])
        .groupBy('j.status')
        .execute();
      const counts = Object.fromEntries(JOB_CARD_STATUSES.map((s) => [s, 0])) as Record<string, number>;
      for (const r of countRows) counts[r.status] = toCount(r.n);
      const filtered = q.STATUS ? base.where('j.status', '=', q.STATUS) : base;
      const total = q.STATUS ? counts[q.STATUS]! : Object.values(counts).reduce((a, b) => a + b, 0);
      let rows = filtered
        .leftJoin('vehicle_makers as mk', 'mk.id', 'v.maker_id')
        .leftJoin('vehicle_models as md', 'md.id', 'v.model_id')
        .leftJoin('fuel_types as f', 'f.id', 'v.fuel_type_id')
        // at most one: live_job_card_id is unique (a cancelled invoice lets go of it)
        .leftJoin('invoices as inv', 'inv.live_job_card_id', 'j.id')
        .select([
          'inv.id as invoiceId',
          'inv.number as invoiceNo',
          'mk.name as makerName',
          'md.name as modelName',
          'f.name as fuelName',
          'v.make_other',
          'j.id',
          'j.number',
          'j.status',
          'j.shop_customer_id',
          'j.promised_delivery',
          'j.technician',
          'j.created_at',
          'c.name',
          'c.mobile',
          'v.registration_no',
          totalOf.as('grandtotal'),
          pendingOf.as('pending'),
        ]);
      const dir = q.ORDER;
      if (q.SORT === 'jobcardno') rows = rows.orderBy('j.number', dir);
      else if (q.SORT === 'customername') rows = rows.orderBy('c.name_lower', dir);
      else if (q.SORT === 'promiseddelivery') rows = rows.orderBy('j.promised_delivery', dir);
      else if (q.SORT === 'grandtotal') rows = rows.orderBy(sql`grandtotal`, dir);
      else rows = rows.orderBy('j.created_at', dir);
      const items = await rows
        .orderBy('j.id', dir)
        .limit(q.PAGESIZE)
        .offset((q.PAGE - 1) * q.PAGESIZE)
        .execute();
      return {
        items: items.map((r) => ({
          jobcardid: r.id,
          jobcardno: r.number,
          status: r.status,
          shopcustomerid: r.shop_customer_id,
          customername: r.name,
          mobilenO1: r.mobile,
          vehregistrationno: r.registration_no,
          vehicle: vehicleLabel({
            vehiclemaker: r.makerName ?? '',
            vehiclemake: '',
            vehiclemodel: r.modelName ?? '',
            vehiclefuel: r.fuelName ?? '',
            others: r.make_other,
          }),
          promiseddelivery: r.promised_delivery,
          technician: r.technician,
          grandtotalpaise: Number(r.grandtotal),
          pendingapprovalcount: Number(r.pending),
          createdon: r.created_at,
          invoice: r.invoiceId === null ? null : { invoiceid: r.invoiceId, invoiceno: r.invoiceNo ?? '' },
        })),
        total,
        page: q.PAGE,
        pagesize: q.PAGESIZE,
        counts,
      };
    },
  };
}
