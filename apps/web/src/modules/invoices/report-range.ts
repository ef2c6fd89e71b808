import { isCalendarDate } from '@fixo/shared';

/** Date ranges of the invoice report, from today's date in India ('YYYY-MM-DD', both ends inclusive). */
export const REPORT_PRESETS = ['this-month', 'last-month', 'this-fy', 'custom'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export interface DateRange {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const ymd = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
/** Days in month `m` (1–12) of year `y`. */
export const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/**
 * The range of a preset on `today`: this month so far; the whole of last month; the financial year April–March
 * that today falls in (January–March belong to the year that began the April before).
 */
export function presetRange(preset: Exclude<ReportPreset, 'custom'>, today: string): DateRange {
  const [y, m] = today.split('-').map(Number) as [number, number];
  if (preset === 'this-month') return { from: ymd(y, m, 1), to: today };
  if (preset === 'last-month') {
    const py = m === 1 ? y - 1 : y;
    const pm = m === 1 ? 12 : m - 1;
    return { from: ymd(py, pm, 1), to: ymd(py, pm, daysIn(py, pm)) };
  }
  const start = m >= 4 ? y : y - 1;
  return { from: ymd(start, 4, 1), to: ymd(start + 1, 3, 31) };
}

/**
 * The report's period as the address keeps it, so a reload or a link sent to the accountant shows the same
 * figures: nothing for this month, `?period=last-month`, or `?period=custom&from=…&to=…`. Anything unknown
 * is this month; a custom end that is not a real date is left empty (the page asks for it).
 */
export function reportPeriodOf(
  params: URLSearchParams,
  today: string,
): { preset: ReportPreset; range: DateRange } {
  const asked = params.get('period') ?? '';
  const preset = (REPORT_PRESETS as readonly string[]).includes(asked)
    ? (asked as ReportPreset)
    : 'this-month';
  if (preset !== 'custom') return { preset, range: presetRange(preset, today) };
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return isCalendarDate(value) ? value : '';
  };
  return { preset, range: { from: day('from'), to: day('to') } };
}

/** The search parameters of a period (reportPeriodOf reads them back). */
export function reportPeriodParams(preset: ReportPreset, range: DateRange): Record<string, string> {
  if (preset === 'this-month') return {};
  if (preset !== 'custom') return { period: preset };
  return { period: 'custom', from: range.from, to: range.to };
}

/** English short month names, as the chart's labels and GST's dates (05-Dec-2026) write them. */
export const MONTH_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** 'YYYY-MM' or 'YYYY-MM-DD' of the chart as a short label: 'Apr 26' / '05 Apr'. */
export function periodLabel(period: string): string {
  const [y, m, d] = period.split('-');
  const month = MONTH_SHORT[Number(m) - 1] ?? m;
  return d ? `${d} ${month}` : `${month} ${y?.slice(2)}`;
}

/** One decimal where it tells ticks apart (1.2k, 1.6k), none where it would only add noise (45k). */
const compact = (value: number): string => String(Number(value.toFixed(value < 10 ? 1 : 0)));

/** Compact rupees for the axis: ₹1.2L, ₹45k, ₹1.6k. */
export const axisRupees = (paise: number): string => {
  const rupees = paise / 100;
  if (rupees >= 1e7) return `₹${compact(rupees / 1e7)}Cr`;
  if (rupees >= 1e5) return `₹${compact(rupees / 1e5)}L`;
  if (rupees >= 1e3) return `₹${compact(rupees / 1e3)}k`;
  return `₹${Math.round(rupees)}`;
};
