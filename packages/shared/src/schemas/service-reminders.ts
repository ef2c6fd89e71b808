import { z } from 'zod';
import { SERVICE_REMINDER_MESSAGES } from './service-reminder-values.js';
import { decimalTextToNumber, MAX_ID } from '../helpers/zod-rules.js';
import { isCalendarDate } from '../helpers/calendar-date.js';
import { formatIndiaTime, istDate } from '../helpers/india-time.js';
import { idOut, pageOf, positiveIdQuery, suiteListQuery } from './suite-common.js';

/**
 * FixoPro service reminders (issue 12): every delivered job card plans the vehicle's next service by date and by
 * odometer, whichever comes first. The center keeps one interval per vehicle kind, can move a single due item,
 * mark it done or dismiss it, and sends the customer a reminder by SMS or a WhatsApp link.
 */

/**
 * Default intervals per vehicle kind (reference vehicle_types ids), from what Indian makers' service books and
 * workshops use: cars 6 months / 10,000 km, two-wheelers 3 months / 3,000 km, autos 3 months / 5,000 km,
 * commercial vehicles more km per visit. A center changes them for its own customers (SaveServiceIntervals).
 */
export const SERVICE_INTERVAL_DEFAULTS: Record<number, { months: number; km: number }> = {
  1: { months: 3, km: 3_000 }, // Two Wheeler
  2: { months: 3, km: 5_000 }, // Three Wheeler
  3: { months: 6, km: 10_000 }, // Car
  4: { months: 6, km: 15_000 }, // LCV
  5: { months: 6, km: 20_000 }, // Truck
  6: { months: 6, km: 20_000 }, // Bus
  7: { months: 6, km: 5_000 }, // Tractor
};
/** A kind missing from the table above (a new reference row) gets the car's interval. */
export const SERVICE_INTERVAL_FALLBACK = { months: 6, km: 10_000 } as const;
export const serviceIntervalOf = (vehicleTypeId: number) =>
  SERVICE_INTERVAL_DEFAULTS[vehicleTypeId] ?? SERVICE_INTERVAL_FALLBACK;

/** 'This week' on the Due list: today and the next 6 days (India time). */
export const REMINDER_WEEK_DAYS = 7;
const M = SERVICE_REMINDER_MESSAGES;

export const REMINDER_STATUSES = ['Due', 'Done', 'Dismissed'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];
export const REMINDER_CHANNELS = ['SMS', 'WhatsApp'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];
/** Lists: Overdue (before today), ThisWeek (today … +6 days), Due (both), Upcoming (later), Closed, All. */
export const REMINDER_VIEWS = ['Due', 'Overdue', 'ThisWeek', 'Upcoming', 'Closed', 'All'] as const;
export type ReminderView = (typeof REMINDER_VIEWS)[number];
export const REMINDER_SORTS = ['dueon', 'customername', 'vehregistrationno', 'lastservicedate'] as const;
export type ReminderSort = (typeof REMINDER_SORTS)[number];

const dueDateSchema = z
  .string({ error: M.dueDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.dueDate)
  .refine(isCalendarDate, M.dueDate)
  .refine((v) => Math.abs(Date.parse(`${v}T00:00:00Z`) - Date.now()) < 5 * 366 * 86_400_000, M.dueDateRange);
const dueOdometerSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number({ error: M.dueOdometer }).int(M.dueOdometer).min(0, M.dueOdometer).max(9_999_999, M.dueOdometer),
);
const reminderId = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: 'reminderid is required' })
    .int('reminderid is required')
    .positive('reminderid is required')
    .max(MAX_ID, 'reminderid is too large'),
);

/** GET /api/ServiceReminder/GetServiceReminders */
export const serviceRemindersQuerySchema = z.object({
  ...suiteListQuery(REMINDER_SORTS, 'dueon'),
  VIEW: z.enum(REMINDER_VIEWS, { error: `VIEW must be one of ${REMINDER_VIEWS.join(', ')}` }).default('Due'),
});
export type ServiceRemindersQuery = z.infer<typeof serviceRemindersQuerySchema>;
export type ServiceRemindersQueryInput = z.input<typeof serviceRemindersQuerySchema>;

export const reminderIdQuerySchema = z.object({ reminderid: positiveIdQuery('reminderid') });

export const reminderSendSchema = z.object({
  channel: z.enum(REMINDER_CHANNELS),
  senton: z.string(),
  sentto: z.string(),
  by: z.string(),
});
export type ReminderSend = z.infer<typeof reminderSendSchema>;

export const serviceReminderSchema = z.object({
  reminderid: idOut,
  jobcardid: idOut,
  jobcardno: z.string(),
  shopcustomerid: idOut,
  customername: z.string(),
  mobilenO1: z.string(),
  vehregistrationno: z.string(),
  vehicle: z.string(),
  vehtype: z.string(),
  /** Date the vehicle was delivered (YYYY-MM-DD, India time) and the odometer then. */
  lastservicedate: z.string(),
  lastodometer: z.number().int().nullable(),
  duedate: z.string(),
  dueodometer: z.number().int().nullable(),
  /** When the odometer is expected to reach dueodometer, from the vehicle's own readings (null: unknown). */
  odometerduedate: z.string().nullable(),
  /** The earlier of duedate and odometerduedate: what the lists sort and filter by. */
  dueon: z.string(),
  dueby: z.enum(['Date', 'Odometer']),
  /** km per day the estimate used (null: fewer than two readings a week apart). */
  dailykm: z.number().int().nullable(),
  status: z.enum(REMINDER_STATUSES),
  /** Days from today to dueon (negative: overdue). */
  daysleft: z.number().int(),
  /** Latest sends first (at most 5). */
  sends: z.array(reminderSendSchema),
  /** When the next SMS may go (null: now). */
  nextsmsafter: z.string().nullable(),
  /** The reminder text and a WhatsApp click-to-chat link with it. */
  message: z.string(),
  whatsappurl: z.string(),
});
export type ServiceReminder = z.infer<typeof serviceReminderSchema>;

export const serviceRemindersPageSchema = pageOf(serviceReminderSchema).extend({
  counts: z.object({
    Overdue: z.number().int(),
    ThisWeek: z.number().int(),
    Upcoming: z.number().int(),
    Closed: z.number().int(),
  }),
});
export type ServiceRemindersPage = z.infer<typeof serviceRemindersPageSchema>;

/** PUT /api/ServiceReminder/UpdateReminder: move the due date/odometer, or mark Done / Dismissed / Due again. */
export const reminderUpdateSchema = z
  .object({
    reminderid: reminderId,
    duedate: dueDateSchema.optional(),
    dueodometer: z.union([dueOdometerSchema, z.null()]).optional(),
    status: z.enum(REMINDER_STATUSES, { error: 'status must be Due, Done or Dismissed' }).optional(),
  })
  .refine(
    (v) => v.duedate !== undefined || v.dueodometer !== undefined || v.status !== undefined,
    M.nothingToChange,
  );
export type ReminderUpdate = z.infer<typeof reminderUpdateSchema>;
export type ReminderUpdateInput = z.input<typeof reminderUpdateSchema>;

/** POST /api/ServiceReminder/SendReminder: SMS through the provider, or record a tapped WhatsApp link. */
export const reminderSendPayloadSchema = z.object({
  reminderid: reminderId,
  channel: z.enum(REMINDER_CHANNELS, { error: 'channel must be SMS or WhatsApp' }),
});
export type ReminderSendPayload = z.infer<typeof reminderSendPayloadSchema>;

const monthsSchema = z.preprocess(
  decimalTextToNumber,
  z.number({ error: M.months }).int(M.months).min(1, M.months).max(24, M.months),
);
const kmSchema = z.preprocess(
  decimalTextToNumber,
  z.number({ error: M.km }).int(M.km).min(100, M.km).max(100_000, M.km),
);

export const serviceIntervalSchema = z.object({
  vehtypid: idOut,
  vehtype: z.string(),
  months: z.number().int(),
  km: z.number().int(),
  /** True while the center has not changed the default. */
  isdefault: z.boolean(),
});
export type ServiceInterval = z.infer<typeof serviceIntervalSchema>;
export const serviceIntervalsSchema = z.object({ intervals: z.array(serviceIntervalSchema) });
export type ServiceIntervals = z.infer<typeof serviceIntervalsSchema>;

/** PUT /api/ServiceReminder/SaveIntervals: the center's interval per vehicle kind (for deliveries from now on). */
export const serviceIntervalsPayloadSchema = z.object({
  intervals: z
    .array(
      z.object({
        vehtypid: z.preprocess(
          (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
          z.number({ error: M.unknownVehicleType }).int(M.unknownVehicleType).min(1).max(MAX_ID),
        ),
        months: monthsSchema,
        km: kmSchema,
      }),
      { error: M.intervalsRequired },
    )
    .min(1, M.intervalsRequired)
    .max(50, M.intervalsRequired),
});
export type ServiceIntervalsPayload = z.infer<typeof serviceIntervalsPayloadSchema>;
export type ServiceIntervalsPayloadInput = z.input<typeof serviceIntervalsPayloadSchema>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2027-01-05' → '05 Jan 2027' (a calendar date: no time zone involved). */
export function formatDueDate(ymd: string): string {
  const [y, m, d] = ymd.split('-');
  return `${d} ${MONTHS[Number(m) - 1] ?? m} ${y}`;
}

/**
 * The reminder text (one SMS of up to about two segments): who, which vehicle, when and at what reading, and how
 * to book with the center. The same text goes into the WhatsApp link.
 */
export function serviceReminderText(r: {
  customerName: string;
  registration: string;
  dueDate: string;
  dueOdometer: number | null;
  centerName: string;
  centerMobile: string;
}): string {
  const odo =
    r.dueOdometer != null ? ` or at ${r.dueOdometer.toLocaleString('en-IN')} km, whichever comes first` : '';
  return (
    `Dear ${r.customerName}, your vehicle ${r.registration} is due for its next service on ` +
    `${formatDueDate(r.dueDate)}${odo}. Book your visit with ${r.centerName}: call ${r.centerMobile}. Thank you!`
  );
}

/** WhatsApp click-to-chat: https://wa.me/91XXXXXXXXXX?text=... (Indian 10-digit mobile, text URL-encoded). */
export function whatsAppLink(mobile: string, text: string): string {
  const digits = mobile.replace(/\D/g, '').slice(-10);
  return `https://wa.me/91${digits}?text=${encodeURIComponent(text)}`;
}

/** An instant as India reads it: '24 Nov 2026, 10:05 AM'. */
export function formatIstDateTime(at: number | string): string {
  const t = typeof at === 'string' ? Date.parse(at) : at;
  return `${formatDueDate(istDate(t))}, ${formatIndiaTime(t)}`;
}
