import { format } from 'date-fns';
import { formatDateTimeIndia, parseLocalIsoNoZone } from '@fixo/shared';

import { i18n, LOCALES, type Language } from '@/lib/i18n';

/** Hindi screens show dates as Intl 'hi-IN' writes them ('21 नवंबर 2026, 10:42 am'); English keeps the spec's. */
function intlDateTime(d: Date, language: Language, withTime = true): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
  }).format(d);
}

function toDate(text: string): Date | null {
  const local = parseLocalIsoNoZone(text.replace(/\.\d+$/, ''));
  if (local) return local;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Month/day/year with hour and minute, 12-hour: '11/21/2026 10:42 AM' (spec section 2: the confirmation). */
export function formatRequestDate(text: string | null | undefined, language: Language = 'en'): string {
  if (!text) return '';
  const d = toDate(text);
  if (d && language !== 'en') return intlDateTime(d, language);
  return d ? format(d, 'MM/dd/yyyy hh:mm a') : text;
}

/** Customer-facing date and time in India's day/month/year: '21/11/2026, 10:42 AM'. */
export function formatCustomerDateTime(text: string | null | undefined, language: Language = 'en'): string {
  if (!text) return '';
  const d = toDate(text);
  if (d && language !== 'en') return intlDateTime(d, language);
  return d ? formatDateTimeIndia(d) : text;
}

/** Short time for lists: 'Today 10:42 AM', else '21/11/2026, 10:42 AM'. */
export function formatListTime(
  text: string | null | undefined,
  now = new Date(),
  language: Language = 'en',
): string {
  if (!text) return '';
  const d = toDate(text);
  if (!d) return text;
  const sameDay = d.toDateString() === now.toDateString();
  if (language !== 'en') {
    if (!sameDay) return intlDateTime(d, language);
    const time = new Intl.DateTimeFormat(LOCALES[language], { hour: 'numeric', minute: '2-digit' }).format(d);
    return i18n.t('serviceRequests:dashboard.today', { lng: language, time });
  }
  return sameDay ? `Today ${format(d, 'hh:mm a')}` : formatDateTimeIndia(d);
}
