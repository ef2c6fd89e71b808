import { addCalendarDays, indiaToday, istDate, serviceIntervalOf } from '@fixo/shared';
import type { Db } from '../../platform/db.js';
import { nowIso } from '../../platform/db.js';

/** Calendar arithmetic on YYYY-MM-DD (no time zone: these are India calendar dates already). */
const DAY_MS = 86_400_000;
const utc = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`);
export const addDaysYmd = addCalendarDays;
export const daysBetween = (from: string, to: string): number => Math.round((utc(to) - utc(from)) / DAY_MS);

/** 31 Aug + 6 months = 28/29 Feb: the month's last day when the day does not exist (what a service book prints). */
export function addMonthsYmd(ymd: string, months: number): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Today in India. */
export const istToday = indiaToday;

/** A center's interval for a vehicle kind: its own setting, else the shared default. */
export async function intervalFor(db: Db, centerId: number, vehicleTypeId: number) {
  const own = await db
    .selectFrom('service_intervals')
    .select(['months', 'km'])
    .where('service_center_id', '=', centerId)
    .where('vehicle_type_id', '=', vehicleTypeId)
    .executeTakeFirst();
  return own ?? serviceIntervalOf(vehicleTypeId);
}

/**
 * km per day from the vehicle's own odometer readings at this center (job card intakes): first to last, at
 * least a week apart and going up. Null when the readings cannot tell (a first visit): the date then rules.
 */
export function dailyKmOf(readings: { date: string; odometer: number }[]): number | null {
  if (readings.length < 2) return null;
  const sorted = [...readings].sort((a, b) => a.date.localeCompare(b.date));
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  const days = daysBetween(first.date, last.date);
  const km = last.odometer - first.odometer;
  if (days < 7 || km <= 0) return null;
  return Math.min(2_000, Math.max(1, Math.round(km / days)));
}

/** The day the odometer should reach `dueOdometer`, counting from the last service at `dailyKm`. */
export function odometerDueDate(
  lastServiceDate: string,
  lastOdometer: number | null,
  dueOdometer: number | null,
  dailyKm: number | null,
): string | null {
  if (lastOdometer == null || dueOdometer == null || !dailyKm) return null;
  return addDaysYmd(lastServiceDate, Math.max(0, Math.ceil((dueOdometer - lastOdometer) / dailyKm)));
}

/** Whichever comes first. */
export const dueOnOf = (dueDate: string, byOdometer: string | null): string =>
  byOdometer && byOdometer < dueDate ? byOdometer : dueDate;

/**
 * At delivery (inside the delivery's transaction): the next service by the center's interval for the vehicle's
 * kind unless the job card set its own date or reading, written on the job card and as the vehicle's due item.
 */
export async function planNextService(db: Db, centerId: number, jobCardId: number): Promise<void> {
  const card = await db
    .selectFrom('job_cards as j')
    .innerJoin('shop_vehicles as v', 'v.id', 'j.shop_vehicle_id')
    .select([
      'j.id',
      'j.shop_vehicle_id',
      'j.shop_customer_id',
      'j.odometer',
      'j.next_service_date',
      'j.next_service_odometer',
      'v.vehicle_type_id',
    ])
    .where('j.id', '=', jobCardId)
    .where('j.service_center_id', '=', centerId)
    .executeTakeFirstOrThrow();
  const today = istToday();
  const interval = await intervalFor(db, centerId, card.vehicle_type_id);
  const dueDate = card.next_service_date ?? addMonthsYmd(today, interval.months);
  const dueOdometer =
    card.next_service_odometer ?? (card.odometer != null ? card.odometer + interval.km : null);
  const readings = await db
    .selectFrom('job_cards')
    .select(['created_at', 'odometer'])
    .where('shop_vehicle_id', '=', card.shop_vehicle_id)
    .where('status', '<>', 'Cancelled')
    .where('odometer', 'is not', null)
    .execute();
  const dailyKm = dailyKmOf(
    readings.map((r) => ({ date: istDate(new Date(r.created_at)), odometer: r.odometer! })),
  );
  const byOdometer = odometerDueDate(today, card.odometer, dueOdometer, dailyKm);
  const now = nowIso();
  await db
    .updateTable('job_cards')
    .set({ next_service_date: dueDate, next_service_odometer: dueOdometer })
    .where('id', '=', card.id)
    .execute();
  await db
    .insertInto('service_reminders')
    .values({
      service_center_id: centerId,
      job_card_id: card.id,
      shop_vehicle_id: card.shop_vehicle_id,
      shop_customer_id: card.shop_customer_id,
      last_service_date: today,
      last_odometer: card.odometer,
      due_date: dueDate,
      due_odometer: dueOdometer,
      daily_km: dailyKm,
      odometer_due_date: byOdometer,
      due_on: dueOnOf(dueDate, byOdometer),
      status: 'Due',
      created_at: now,
      updated_at: now,
    })
    .execute();
}
