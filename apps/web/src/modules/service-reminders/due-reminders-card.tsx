import { ArrowRight, BellRing } from 'lucide-react';
import { Link } from 'react-router';

import { Alert, Card, CardContent, Spinner } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';

import { DueText, ReminderActions, SentInfo, dayText } from './reminder-parts';
import { useReminders } from './service-reminders-api';

export const REMINDERS_PATH = '/service-manager/service-reminders';
const SHOWN = 5;

/**
 * The center home's 'Due' list: vehicles whose next service is overdue or falls this week, most urgent first,
 * with the reminder buttons at hand. Shown only with an active FixoPro plan (the server checks it too).
 */
export function DueRemindersCard() {
  const query = useReminders({ VIEW: 'Due', SORT: 'dueon', ORDER: 'asc', PAGE: 1, PAGESIZE: SHOWN });
  const data = query.data;
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <BellRing className="size-5 text-brand-600" aria-hidden />
            Due for service
          </h2>
          {data && (
            <span className="text-sm text-slate-600" data-testid="due-counts">
              <span className={data.counts.Overdue > 0 ? 'font-semibold text-red-700' : ''}>
                {data.counts.Overdue} overdue
              </span>{' '}
              · {data.counts.ThisWeek} this week
            </span>
          )}
        </div>
        {query.isError && <Alert variant="error">{errorMessage(query.error)}</Alert>}
        {!data && !query.isError && <Spinner />}
        {data && data.items.length === 0 && (
          <p className="text-sm text-slate-600">
            No vehicle is due this week. Delivered job cards plan the next service; it shows here when due.
          </p>
        )}
        {data && data.items.length > 0 && (
          <ul className="divide-y divide-slate-200" aria-label="Due for service">
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
                  <p className="text-xs text-slate-500">Last service {dayText(r.lastservicedate)}</p>
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
          All service reminders
          {data && data.total > SHOWN ? ` (${data.total} due)` : ''}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </CardContent>
    </Card>
  );
}
