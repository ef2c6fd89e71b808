// Calendar checks for the schemas (zod, loaded on first use), in a file of their own: in helpers/dates.ts, which
// most first screens load for their date formatting, they put about 0.2 KB into every one of those screens.

/** 'YYYY-MM-DD' naming a day of the calendar: not '2026-02-30', which `Date.parse` moves to 2 March. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

const ISO_WITH_ZONE =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-](0\d|1[0-4]):[0-5]\d)$/;

/**
 * An ISO-8601 date-time with its zone ('2026-12-01T18:00:00+05:30', '...Z') on a real calendar day, as UTC
 * ('2026-12-01T12:30:00.000Z'); null for anything else, '2026-02-30T10:00Z' and zone-less text included.
 * One form stored means the text sorts as the times do.
 */
export function isoDateTimeToUtc(text: string): string | null {
  const m = ISO_WITH_ZONE.exec(text);
  if (!m || !isCalendarDate(m[1]!)) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
