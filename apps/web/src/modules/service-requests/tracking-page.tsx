import { useTranslation } from 'react-i18next';
import { Phone } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { Link, useParams } from 'react-router';

import { Alert, Spinner } from '@/components/ui';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useLanguage, useMessageTranslator } from '@/lib/i18n';

import { RatingForm } from '@/modules/ratings';

import { ChooseAnotherCenterLink } from './choose-another-center';
import { formatCustomerDateTime } from './format';
import { findRecentRequest, updateRecentStatus } from './recent-requests';
import {
  trackQueryKey,
  useStatusEvents,
  useTrackedRequest,
  type TrackHistoryEntry,
} from './service-request-api';
import { StatusBadge } from './status-badge';

const DOT: Record<string, string> = {
  Open: 'bg-amber-500',
  Accepted: 'bg-green-600',
  Rejected: 'bg-red-600',
  Closed: 'bg-slate-500',
};

function Timeline({ history }: { history: TrackHistoryEntry[] }) {
  const entries = [...history].reverse();
  const { t } = useTranslation('serviceRequests');
  const language = useLanguage();
  return (
    <ol className="relative ml-2 border-l-2 border-slate-200" aria-label={t('tracking.history')}>
      {entries.map((entry, i) => {
        const remark = entry.remarks;
        return (
          <li
            key={`${entry.status}-${i}`}
            className="relative mb-4 ml-5 last:mb-0"
            data-testid="history-entry"
          >
            <span
              aria-hidden
              className={cn(
                'absolute top-1 -left-[27px] size-3.5 rounded-full ring-4 ring-white',
                DOT[entry.status] ?? 'bg-slate-400',
              )}
            />
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={entry.status} />
              <span className="text-sm text-slate-500">{formatCustomerDateTime(entry.on, language)}</span>
            </div>
            {remark && remark !== entry.status && <p className="mt-1 text-sm text-slate-700">{remark}</p>}
          </li>
        );
      })}
    </ol>
  );
}

export default function TrackingPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('serviceRequests');
  const tm = useMessageTranslator();
  const language = useLanguage();
  const query = useTrackedRequest(token);
  const request = query.data;
  const find = useCallback(() => request, [request]);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  useStatusEvents(
    token && !notFound ? `/api/Events/Track/${encodeURIComponent(token)}` : null,
    trackQueryKey(token),
    find,
  );
  const trackingPath = `/track/${token}`;
  const status = request?.status;
  // The device remembers the status a guest last saw, for the dashboard and the landing page.
  useEffect(() => {
    if (status) updateRecentStatus(trackingPath, status);
  }, [trackingPath, status]);

  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" />
      </div>
    );
  }
  if (query.isError || !request) {
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-10">
        <h1 className="text-2xl font-extrabold text-slate-900">{t('tracking.title')}</h1>
        <Alert variant="error">{tm(errorMessage(query.error))}</Alert>
        <Link
          to="/dashboard-customer/service-request"
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          {t('tracking.raiseNew')}
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-3 py-6 sm:px-6 sm:py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <p className="text-sm text-slate-500">{t('confirmation.requestNumber')}</p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="font-mono text-2xl font-extrabold tracking-wider text-slate-900">
            {request.bookingref}
          </h1>
          <StatusBadge status={request.status} className="px-3 py-1 text-sm" />
        </div>
        <p className="mt-1 text-sm text-slate-500">{t('tracking.live')}</p>
        {request.status === 'Rejected' && (
          <div className="mt-4 flex flex-col gap-3 rounded-xl bg-red-50 p-4 ring-1 ring-red-200">
            <p className="text-sm font-semibold text-red-900">
              {t('tracking.rejected', { name: request.servicecentername || t('confirmation.theCenter') })}
            </p>
            <ChooseAnotherCenterLink
              prefill={findRecentRequest(trackingPath)?.prefill ?? { values: { issue: request.issue } }}
            />
          </div>
        )}
        <dl className="mt-4 grid gap-2 text-sm">
          <div>
            <dt className="text-slate-500">{t('confirmation.vehicle')}</dt>
            <dd className="font-semibold text-slate-900">{request.vehicle}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('confirmation.problem')}</dt>
            <dd className="font-semibold text-slate-900">{request.issue}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('tracking.raisedOn')}</dt>
            <dd className="font-semibold text-slate-900">
              {formatCustomerDateTime(request.createdon, language)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('confirmation.serviceCenter')}</dt>
            <dd className="font-semibold text-slate-900">{request.servicecentername}</dd>
          </div>
        </dl>
        {request.servicecentermobile && (
          <a
            href={`tel:+91${request.servicecentermobile}`}
            className="mt-4 flex min-h-12 items-center justify-center gap-2 rounded-xl bg-green-700 px-4 text-base font-bold text-white hover:bg-green-800"
          >
            <Phone className="size-5" aria-hidden />
            {t('confirmation.call', { name: request.servicecentermobile })}
          </a>
        )}
      </div>
      {request.status === 'Closed' && (
        <section
          aria-labelledby="rating-heading"
          data-testid="rating-section"
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <RatingForm target={{ kind: 'track', token }} />
        </section>
      )}
      <section
        aria-labelledby="history-heading"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="history-heading" className="mb-4 text-lg font-bold text-slate-900">
          {t('tracking.status')}
        </h2>
        <Timeline history={request.history ?? []} />
      </section>
    </div>
  );
}
