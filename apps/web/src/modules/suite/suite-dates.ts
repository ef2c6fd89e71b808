import { format } from 'date-fns';

import { formatDate, i18n, isLanguage } from '@/lib/i18n';

/**
 * A suite date in the language on screen: English keeps its date-fns pattern (tests and printed papers pin
 * '05 Mar 2026, 3:04 PM'), Hindi gets Intl hi-IN (month names in Hindi, Latin digits).
 */
export function suiteDate(date: Date, withTime = false): string {
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  if (language === 'en') return format(date, withTime ? 'dd MMM yyyy, h:mm a' : 'dd MMM yyyy');
  return formatDate(
    date,
    withTime
      ? { day: '2-digit', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }
      : { day: '2-digit', month: 'short', year: 'numeric' },
    language,
  );
}
