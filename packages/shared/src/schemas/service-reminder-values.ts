// The service reminders' SMS gap and messages, without zod: the suite's messages name them on every screen.

/** One SMS per due item per this many hours: a second tap must not spam the customer. */
export const REMINDER_SMS_GAP_HOURS = 24;

export const SERVICE_REMINDER_MESSAGES = {
  notFound: 'Service reminder not found.',
  smsTooSoon: (nextAt: string) =>
    `An SMS reminder was already sent in the last ${REMINDER_SMS_GAP_HOURS} hours. You can send the next one after ${nextAt}.`,
  closed: 'This reminder is closed. Reopen it before sending a reminder.',
  dueDate: 'Due date must be a real date (YYYY-MM-DD)',
  dueDateRange: 'Due date must be within 5 years of today',
  dueOdometer: 'Due odometer must be a whole number of kilometres (up to 7 digits)',
  nothingToChange: 'Change the due date, the due odometer or the status',
  months: 'Months must be a whole number from 1 to 24',
  km: 'Kilometres must be a whole number from 100 to 1,00,000',
  unknownVehicleType: 'Unknown vehicle type',
  intervalsRequired: 'Give at least one interval',
} as const;
