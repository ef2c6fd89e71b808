import { useTranslation } from 'react-i18next';
import { ArrowRight, BellRing } from 'lucide-react';
import { Link } from 'react-router';

import { Alert, Card, CardContent, Spinner } from '@/components/ui';

import { DueText, ReminderActions, SentInfo, dayText } from './reminder-parts';
import { useReminders } from './service-reminders-api';
import { NAMESPACE } from './service-reminders.texts';
import { useSuiteMessage } from '@/modules/suite';

export const REMINDERS_PATH = '/service-manager/service-reminders';
const SHOWN = 5;

/**
 * The center home's 'Due' list: vehicles whose next service is overdue or falls this week, most urgent first,
 * with the reminder buttons at hand. Shown only with an active FixoPro plan (the server checks it too).
 */
export function DueRemindersCard() {
  const { apiError } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const query = useReminders({ VIEW: 'Due', SORT: 'dueon', ORDER: 'asc', PAGE: 1, PAGESIZE: SHOWN });
  const data = query.data;
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <BellRing className="size-5 text-brand-600" aria-hidden />
            {t('dueForService')}
          </h2>
          {data && (
            <span className="text-sm text-slate-600" data-testid="due-counts">
              <span className={data.counts.Overdue > 0 ? 'font-semibold text-red-700' : ''}>
                {t('overdueCount', { n: data.counts.Overdue })}
              </span>{' '}
              · {t('thisWeekCount', { n: data.counts.ThisWeek })}
            </span>
          )}
        </div>
        {query.isError && <Alert variant="error">{apiError(query.error)}</Alert>}
        {!data && !query.isError && <Spinner />}
        {data && data.items.length === 0 && <p className="text-sm text-slate-600">{t('noneDueWeek')}</p>}
        {data && data.items.length > 0 && (
          <ul className="divide-y divide-slate-200" aria-label={t('dueForService')}>
            {data.items.map((r) => (
              <li
                key={r.reminderid}
                className="flex flex-col gap-2 py-3 lg:flex-row lg:items-center lg:gap-4"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-mono font-bold text-slate-900">{r.vehregistrationno}</p>
                  <p className="text-sm text-slate-700">
                    {r.customername} ·{' '}
                    <a href={`tel:${r.mobilenO1}`} className="underline">
                      {r.mobilenO1}
                    </a>
                  </p>
                  <p className="text-xs text-slate-500">
                    {t('lastServiceOn', { date: dayText(r.lastservicedate) })}
                  </p>
                </div>
                <div className="lg:w-64">
                  <DueText reminder={r} />
                </div>
                <div className="flex flex-col gap-1 lg:shrink-0 lg:items-end">
                  <ReminderActions reminder={r} />
                  <SentInfo reminder={r} />
                </div>
              </li>
            ))}
          </ul>
        )}
        <Link
          to={REMINDERS_PATH}
          className="inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('allReminders')}
          {data && data.total > SHOWN ? t('totalDue', { n: data.total }) : ''}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </CardContent>
    </Card>
  );
}
