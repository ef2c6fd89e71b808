import { useTranslation } from 'react-i18next';
import { CarFront, LogIn, Phone, UserPlus, Wrench } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';

import { Alert, Button, buttonClasses, Spinner } from '@/components/ui';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useLanguage, useMessageTranslator } from '@/lib/i18n';
import { loginPath, useStoredSession } from '@/modules/auth';
import { RateRequest } from '@/modules/ratings';

import { ChooseAnotherCenterLink } from './choose-another-center';
import { formatListTime } from './format';
import { useRecentRequests } from './recent-requests';
import { RecentRequestsList } from './recent-requests-list';
import {
  MY_REQUESTS_PAGE_SIZE,
  myRequestsQueryKey,
  useMyServiceRequests,
  useStatusEvents,
  type CustomerServiceRequest,
} from './service-request-api';
import { StatusBadge } from './status-badge';

const REQUEST_PATH = '/dashboard-customer/service-request';
// Wraps instead of overflowing a phone when the label is long (Hindi).
const GUEST_LINK = 'h-auto min-h-12 w-full py-2 text-center whitespace-normal';

function RequestHelpButton() {
  const { t } = useTranslation('serviceRequests');
  return (
    <Link
      to={REQUEST_PATH}
      className="flex min-h-16 items-center justify-center gap-3 rounded-2xl bg-brand-600 px-5 text-xl font-extrabold text-white shadow-md hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <Wrench className="size-6" aria-hidden />
      {t('title')}
    </Link>
  );
}

function RequestCard({ request }: { request: CustomerServiceRequest }) {
  const { t } = useTranslation('serviceRequests');
  const language = useLanguage();
  return (
    <li
      data-testid="my-request"
      data-request-id={request.servicerequestid}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-mono text-base font-bold tracking-wide text-slate-900">{request.bookingref}</p>
          <p className="text-sm text-slate-500">{formatListTime(request.createdon, undefined, language)}</p>
        </div>
        <StatusBadge status={request.status} className="shrink-0 text-sm" />
      </div>
      <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
        <CarFront className="size-4 shrink-0 text-slate-500" aria-hidden />
        <span className="truncate">{request.vehicle}</span>
      </p>
      {request.issue && <p className="mt-1 line-clamp-2 text-sm text-slate-700">{request.issue}</p>}
      {request.remarks && request.remarks !== request.status && (
        <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <span className="font-semibold">{t('dashboard.centerSays')}</span> {request.remarks}
        </p>
      )}
      {request.status === 'Rejected' && (
        <div className="mt-3">
          <ChooseAnotherCenterLink prefill={{ values: { issue: request.issue } }} />
        </div>
      )}
      {request.status === 'Closed' && <RateRequest servicerequestid={request.servicerequestid} />}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <span className="text-sm font-semibold text-slate-900">{request.servicecentername}</span>
        {request.servicecentermobile && (
          <a
            href={`tel:+91${request.servicecentermobile}`}
            className={buttonClasses('outline', 'md', 'text-green-800')}
            aria-label={t('dashboard.callOn', {
              name: request.servicecentername,
              mobile: request.servicecentermobile,
            })}
          >
            <Phone className="size-4" aria-hidden />
            {request.servicecentermobile}
          </a>
        )}
      </div>
    </li>
  );
}

function GuestWelcome() {
  const { t } = useTranslation('serviceRequests');
  const recent = useRecentRequests();
  return (
    <div className="flex flex-col gap-4">
      <RecentRequestsList requests={recent} />
      <div className="rounded-2xl bg-slate-900 p-5 text-white sm:p-8">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t('dashboard.guestTitle')}</h1>
        <p className="mt-2 text-slate-200">{t('dashboard.guestText')}</p>
        <div className="mt-5">
          <RequestHelpButton />
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Link to={loginPath('Customer')} className={buttonClasses('outline', 'lg', GUEST_LINK)}>
          <LogIn className="size-5" aria-hidden />
          {t('dashboard.signIn')}
        </Link>
        <Link to="/customer-registration" className={buttonClasses('outline', 'lg', GUEST_LINK)}>
          <UserPlus className="size-5" aria-hidden />
          {t('dashboard.register')}
        </Link>
      </div>
    </div>
  );
}

export default function CustomerDashboardPage() {
  const stored = useStoredSession();
  const { t } = useTranslation(['serviceRequests', 'common']);
  const tm = useMessageTranslator();
  const signedIn = stored.isLoggedIn && stored.userType === 'Customer';
  const [page, setPage] = useState(1);
  const requests = useMyServiceRequests(signedIn, page);
  const sessionGone =
    requests.error instanceof ApiError && (requests.error.status === 401 || requests.error.status === 403);
  const list = requests.data?.items;
  const pages = Math.max(1, Math.ceil((requests.data?.total ?? 0) / MY_REQUESTS_PAGE_SIZE));
  const find = useCallback((id: number) => list?.find((r) => r.servicerequestid === id), [list]);
  useStatusEvents(signedIn && !sessionGone ? '/api/Events/Customer' : null, myRequestsQueryKey, find);

  if (!signedIn || sessionGone) {
    return (
      <div className="mx-auto w-full max-w-3xl px-3 py-6 sm:px-6 sm:py-10">
        <GuestWelcome />
      </div>
    );
  }

  const name = stored.userData?.customername?.trim();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-3 py-6 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
          {name ? t('dashboard.hello', { name }) : t('dashboard.yourRequests')}
        </h1>
        <p className="text-slate-600">{t('dashboard.needHelp')}</p>
      </div>
      <RequestHelpButton />
      <section aria-labelledby="my-requests-heading" className="flex flex-col gap-3">
        <div className="flex items-center justify-between">
          <h2 id="my-requests-heading" className="text-lg font-bold text-slate-900">
            {t('dashboard.myRequests')}
          </h2>
          {requests.isFetching && !requests.isPending && (
            <Spinner size="sm" label={t('dashboard.updating')} />
          )}
        </div>
        {requests.isPending ? (
          <p className="flex items-center gap-2 text-slate-600">
            <Spinner size="sm" label={null} />
            {t('common:ui.loading')}
          </p>
        ) : requests.isError ? (
          <Alert variant="error">
            {tm(errorMessage(requests.error))}{' '}
            <Button variant="link" onClick={() => void requests.refetch()}>
              {t('dashboard.tryAgain')}
            </Button>
          </Alert>
        ) : list && list.length > 0 ? (
          <>
            <ul className="flex flex-col gap-3" aria-live="polite">
              {list.map((r) => (
                <RequestCard key={r.servicerequestid} request={r} />
              ))}
            </ul>
            {pages > 1 && (
              <nav aria-label={t('dashboard.pagination')} className="flex items-center justify-between gap-2">
                <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('dashboard.newer')}
                </Button>
                <span className="text-sm text-slate-600">
                  {t('dashboard.page', { page: Math.min(page, pages), pages })}
                </span>
                <Button variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {t('dashboard.older')}
                </Button>
              </nav>
            )}
          </>
        ) : (
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
            {t('dashboard.empty')}
          </p>
        )}
      </section>
    </div>
  );
}
