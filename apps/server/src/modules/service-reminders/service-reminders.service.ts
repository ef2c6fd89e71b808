import {
  REMINDER_SMS_GAP_HOURS,
  REMINDER_WEEK_DAYS,
  SERVICE_REMINDER_MESSAGES as M,
  serviceIntervalOf,
  serviceReminderText,
  whatsAppLink,
  type ReminderSendPayload,
  type ReminderUpdate,
  type ServiceIntervals,
  type ServiceIntervalsPayload,
  type ServiceReminder,
  type ServiceRemindersPage,
  type ServiceRemindersQuery,
} from '@fixo/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context.js';
import { nowIso, type Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { customerVehicleSearch } from '../../platform/sql-like.js';
import type { SuiteCaller } from '../subscriptions/index.js';
import { actorLabel } from '../job-cards/index.js';
import { addDaysYmd, daysBetween, dueOnOf, istToday, odometerDueDate } from './reminder-plan.js';
import { keyedMessage } from '../../platform/keyed-message.js';

const SENDS_SHOWN = 5;
const GAP_MS = REMINDER_SMS_GAP_HOURS * 3_600_000;

/**
 * A center's due items that are still current: a later visit of the same vehicle (a job card that is not
 * cancelled) takes over from an older one, so a vehicle in the workshop or serviced again is not reminded.
 */
function currentReminders(db: Db, centerId: number) {
  return db
    .selectFrom('service_reminders as r')
    .innerJoin('job_cards as j', 'j.id', 'r.job_card_id')
    .innerJoin('shop_customers as c', 'c.id', 'r.shop_customer_id')
    .innerJoin('shop_vehicles as v', 'v.id', 'r.shop_vehicle_id')
    .where('r.service_center_id', '=', centerId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('job_cards as later')
            .select('later.id')
            .whereRef('later.shop_vehicle_id', '=', 'r.shop_vehicle_id')
            .whereRef('later.id', '>', 'r.job_card_id')
            .where('later.status', '<>', 'Cancelled'),
        ),
      ),
    );
}

type Base = ReturnType<typeof currentReminders>;

const withColumns = (base: Base) =>
  base
    .leftJoin('vehicle_types as t', 't.id', 'v.vehicle_type_id')
    .leftJoin('vehicle_makers as mk', 'mk.id', 'v.maker_id')
    .leftJoin('vehicle_models as md', 'md.id', 'v.model_id')
    .select([
      'r.id',
      'r.job_card_id',
      'r.shop_customer_id',
      'r.last_service_date',
      'r.last_odometer',
      'r.due_date',
      'r.due_odometer',
      'r.daily_km',
      'r.odometer_due_date',
      'r.due_on',
      'r.status',
      'r.last_sms_at',
      'j.number',
      'c.name',
      'c.mobile',
      'v.registration_no',
      'v.make_other',
      't.name as typeName',
      'mk.name as makerName',
      'md.name as modelName',
    ]);
type Row = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

export function createServiceRemindersService(ctx: AppContext) {
  const { db } = ctx;

  async function centerOf(centerId: number) {
    return db
      .selectFrom('service_centers')
      .select(['name', 'mobile'])
      .where('id', '=', centerId)
      .executeTakeFirstOrThrow();
  }

  /** Rows in the contract's shape, with their latest sends, the text and the WhatsApp link. */
  async function toItems(centerId: number, rows: Row[]): Promise<ServiceReminder[]> {
    if (rows.length === 0) return [];
    const center = await centerOf(centerId);
    const sends = await db
      .selectFrom('service_reminder_sends')
      .select(['reminder_id', 'channel', 'to_mobile', 'sent_at', 'sent_by_label'])
      .where(
        'reminder_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('id', 'desc')
      .execute();
    const today = istToday();
    const now = Date.now();
    return rows.map((r) => {
      const message = serviceReminderText({
        customerName: r.name,
        registration: r.registration_no,
        dueDate: r.due_date,
        dueOdometer: r.due_odometer,
        centerName: center.name,
        centerMobile: center.mobile,
      });
      const nextSms = r.last_sms_at ? Date.parse(r.last_sms_at) + GAP_MS : 0;
      return {
        reminderid: r.id,
        jobcardid: r.job_card_id,
        jobcardno: r.number,
        shopcustomerid: r.shop_customer_id,
        customername: r.name,
        mobilenO1: r.mobile,
        vehregistrationno: r.registration_no,
        vehicle: [r.makerName, r.modelName || r.make_other].filter(Boolean).join(' '),
        vehtype: r.typeName ?? '',
        lastservicedate: r.last_service_date,
        lastodometer: r.last_odometer,
        duedate: r.due_date,
        dueodometer: r.due_odometer,
        odometerduedate: r.odometer_due_date,
        dueon: r.due_on,
        dueby: r.odometer_due_date && r.odometer_due_date < r.due_date ? 'Odometer' : 'Date',
        dailykm: r.daily_km,
        status: r.status,
        daysleft: daysBetween(today, r.due_on),
        sends: sends
          .filter((s) => s.reminder_id === r.id)
          .slice(0, SENDS_SHOWN)
          .map((s) => ({ channel: s.channel, senton: s.sent_at, sentto: s.to_mobile, by: s.sent_by_label })),
        nextsmsafter: nextSms > now ? new Date(nextSms).toISOString() : null,
        message,
        whatsappurl: whatsAppLink(r.mobile, message),
      };
    });
  }

  async function get(centerId: number, id: number): Promise<ServiceReminder> {
    const row = await withColumns(currentReminders(db, centerId)).where('r.id', '=', id).executeTakeFirst();
    if (!row) throw notFound(M.notFound);
    return (await toItems(centerId, [row]))[0]!;
  }

  /** A due item of this center (404 otherwise: another center's id looks like no id at all). */
  async function own(centerId: number, id: number) {
    const row = await db
      .selectFrom('service_reminders')
      .selectAll()
      .where('id', '=', id)
      .where('service_center_id', '=', centerId)
      .executeTakeFirst();
    if (!row) throw notFound(M.notFound);
    return row;
  }

  /** Every vehicle kind with the center's interval (or the default). */
  async function intervals(centerId: number): Promise<ServiceIntervals> {
    const rows = await db
      .selectFrom('vehicle_types as t')
      .leftJoin('service_intervals as i', (join) =>
        join.onRef('i.vehicle_type_id', '=', 't.id').on('i.service_center_id', '=', centerId),
      )
      .select(['t.id', 't.name', 'i.months', 'i.km'])
      .orderBy('t.id')
      .execute();
    return {
      intervals: rows.map((r) => {
        const fallback = serviceIntervalOf(r.id);
        return {
          vehtypid: r.id,
          vehtype: r.name,
          months: r.months ?? fallback.months,
          km: r.km ?? fallback.km,
          isdefault: r.months == null,
        };
      }),
    };
  }

  return {
    get,

    async list(centerId: number, q: ServiceRemindersQuery): Promise<ServiceRemindersPage> {
      const today = istToday();
      const weekEnd = addDaysYmd(today, REMINDER_WEEK_DAYS - 1);
      let base = currentReminders(db, centerId);
      const search = q.SEARCH.trim();
      if (search !== '') {
        base = base.where((eb) =>
          eb.or([
            ...customerVehicleSearch(search, {
              nameLower: eb.ref('c.name_lower'),
              registration: eb.ref('v.registration_no'),
              mobile: eb.ref('c.mobile'),
            }),
          ]),
        );
      }
      const countOf = (condition: ReturnType<typeof sql>) =>
        sql<number | string>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;
      const due = sql`r.status = 'Due'`;
      const c = await base
        .select([
          countOf(sql`${due} and r.due_on < ${today}`).as('overdue'),
          countOf(sql`${due} and r.due_on >= ${today} and r.due_on <= ${weekEnd}`).as('week'),
          countOf(sql`${due} and r.due_on > ${weekEnd}`).as('upcoming'),
          countOf(sql`r.status <> 'Due'`).as('closed'),
        ])
        .executeTakeFirstOrThrow();
      const counts = {
        Overdue: Number(c.overdue),
        ThisWeek: Number(c.week),
        Upcoming: Number(c.upcoming),
        Closed: Number(c.closed),
      };
      let filtered = base;
      if (q.VIEW === 'Closed') filtered = filtered.where('r.status', '<>', 'Due');
      else if (q.VIEW !== 'All') {
        filtered = filtered.where('r.status', '=', 'Due');
        if (q.VIEW === 'Overdue') filtered = filtered.where('r.due_on', '<', today);
        if (q.VIEW === 'ThisWeek') filtered = filtered.where('r.due_on', '>=', today);
        if (q.VIEW !== 'Upcoming') filtered = filtered.where('r.due_on', '<=', weekEnd);
        else filtered = filtered.where('r.due_on', '>', weekEnd);
      }
      const total = {
        Due: counts.Overdue + counts.ThisWeek,
        Overdue: counts.Overdue,
        ThisWeek: counts.ThisWeek,
        Upcoming: counts.Upcoming,
        Closed: counts.Closed,
        All: counts.Overdue + counts.ThisWeek + counts.Upcoming + counts.Closed,
      }[q.VIEW];
      let rows = withColumns(filtered);
      const dir = q.ORDER;
      if (q.SORT === 'customername') rows = rows.orderBy('c.name_lower', dir);
      else if (q.SORT === 'vehregistrationno') rows = rows.orderBy('v.registration_no', dir);
      else if (q.SORT === 'lastservicedate') rows = rows.orderBy('r.last_service_date', dir);
      else rows = rows.orderBy('r.due_on', dir);
      const page = await rows
        .orderBy('r.id', dir)
        .limit(q.PAGESIZE)
        .offset((q.PAGE - 1) * q.PAGESIZE)
        .execute();
      return { items: await toItems(centerId, page), total, page: q.PAGE, pagesize: q.PAGESIZE, counts };
    },

    /** Move the due date or reading of one item, or close / reopen it. */
    async update(centerId: number, p: ReminderUpdate): Promise<ServiceReminder> {
      const r = await own(centerId, p.reminderid);
      const dueDate = p.duedate ?? r.due_date;
      const dueOdometer = p.dueodometer === undefined ? r.due_odometer : p.dueodometer;
      const byOdometer = odometerDueDate(r.last_service_date, r.last_odometer, dueOdometer, r.daily_km);
      const status = p.status ?? r.status;
      const now = nowIso();
      await db
        .updateTable('service_reminders')
        .set({
          due_date: dueDate,
          due_odometer: dueOdometer,
          odometer_due_date: byOdometer,
          due_on: dueOnOf(dueDate, byOdometer),
          status,
          closed_at: status === 'Due' ? null : status === r.status ? r.closed_at : now,
          updated_at: now,
        })
        .where('id', '=', r.id)
        .execute();
      return get(centerId, r.id);
    },

    /**
     * SMS through the provider (at most one per item per 24 hours: one conditional UPDATE decides between two
     * taps at once), or a WhatsApp link the owner tapped (recorded; the owner sends it from their phone).
     */
    async send(caller: SuiteCaller, p: ReminderSendPayload): Promise<ServiceReminder> {
      const r = await own(caller.centerId, p.reminderid);
      if (r.status !== 'Due') throw conflict(M.closed);
      const item = await get(caller.centerId, r.id);
      const now = nowIso();
      const label = await actorLabel(db, caller.accountId);
      const sendId = await db.transaction().execute(async (trx) => {
        if (p.channel === 'SMS') {
          const cutoff = new Date(Date.now() - GAP_MS).toISOString();
          const claimed = await trx
            .updateTable('service_reminders')
            .set({ last_sms_at: now })
            .where('id', '=', r.id)
            .where((eb) => eb.or([eb('last_sms_at', 'is', null), eb('last_sms_at', '<=', cutoff)]))
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) === 0) {
            const last = await trx
              .selectFrom('service_reminders')
              .select('last_sms_at')
              .where('id', '=', r.id)
              .executeTakeFirstOrThrow();
            throw conflict(
              keyedMessage('reminders.smsTooSoon', {
                nextAt: new Date(Date.parse(last.last_sms_at ?? now) + GAP_MS).toISOString(),
              }),
            );
          }
        }
        const row = await trx
          .insertInto('service_reminder_sends')
          .values({
            reminder_id: r.id,
            channel: p.channel,
            to_mobile: item.mobilenO1,
            body: item.message,
            sent_by: caller.accountId,
            sent_by_label: label,
            sent_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
      if (p.channel === 'SMS') {
        // after commit: the development outbox writes on its own connection. A failed send is taken back so
        // the owner can try again at once instead of waiting out the 24 hours.
        try {
          await ctx.sms.send(item.mobilenO1, item.message);
        } catch (error) {
          await db.deleteFrom('service_reminder_sends').where('id', '=', sendId).execute();
          await db
            .updateTable('service_reminders')
            .set({ last_sms_at: r.last_sms_at })
            .where('id', '=', r.id)
            .execute();
          throw error;
        }
      }
      return get(caller.centerId, r.id);
    },

    intervals,

    /** Saves the center's intervals; a value equal to the default is kept as "default" (no own row). */
    async saveIntervals(centerId: number, p: ServiceIntervalsPayload): Promise<ServiceIntervals> {
      const ids = [...new Set(p.intervals.map((i) => i.vehtypid))];
      const known = await db.selectFrom('vehicle_types').select('id').where('id', 'in', ids).execute();
      const knownIds = new Set(known.map((k) => k.id));
      const errors: Record<string, string> = {};
      p.intervals.forEach((i, n) => {
        if (!knownIds.has(i.vehtypid)) errors[`intervals.${n}.vehtypid`] = M.unknownVehicleType;
      });
      if (Object.keys(errors).length > 0) throw badRequest(M.unknownVehicleType, errors);
      const now = nowIso();
      await db.transaction().execute(async (trx) => {
        for (const i of p.intervals) {
          const fallback = serviceIntervalOf(i.vehtypid);
          const mine = trx
            .deleteFrom('service_intervals')
            .where('service_center_id', '=', centerId)
            .where('vehicle_type_id', '=', i.vehtypid);
          if (i.months === fallback.months && i.km === fallback.km) {
            await mine.execute();
            continue;
          }
          await trx
            .insertInto('service_intervals')
            .values({
              service_center_id: centerId,
              vehicle_type_id: i.vehtypid,
              months: i.months,
              km: i.km,
              updated_at: now,
            })
            .onConflict((oc) =>
              oc
                .columns(['service_center_id', 'vehicle_type_id'])
                .doUpdateSet({ months: i.months, km: i.km, updated_at: now }),
            )
            .execute();
        }
      });
      return intervals(centerId);
    },
  };
}
