import { differenceInCalendarDays, format, parseISO } from 'date-fns';
import { ArrowRight, CalendarClock, CircleCheck, ClipboardList, Star, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Alert, Button, Card, CardContent, Spinner } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { formatDate, useLanguage, useMessageTranslator, type Language } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { useSupportMobile } from '@/modules/app-config';
import { useStoredSession } from '@/modules/auth';
import { DueRemindersCard } from '@/modules/service-reminders';
import { suitePlanState } from '@/modules/suite';
import { CenterReviews } from '@/modules/ratings';

import { BarChart } from './bar-chart';
import { useCenterSummary } from './center-requests-api';
import { NAMESPACE } from './center-requests.texts';
import { useCenterEvents } from './use-center-events';

const SUBSCRIPTION_PATH = '/dashboard-service/subscription';
/** Warn this many days before the plan ends. */
export const PLAN_WARNING_DAYS = 7;

function parseDate(text: string | null | undefined): Date | null {
  if (!text) return null;
  const d = parseISO(text);
  return Number.isNaN(d.getTime()) ? null : d;
}

export type PlanState = 'none' | 'active' | 'expiring' | 'expired';
export function planState(end: Date | null, now = new Date()): { state: PlanState; daysLeft: number } {
  if (!end) return { state: 'none', daysLeft: 0 };
  if (end.getTime() <= now.getTime()) return { state: 'expired', daysLeft: 0 };
  const daysLeft = differenceInCalendarDays(end, now);
  return { state: daysLeft <= PLAN_WARNING_DAYS ? 'expiring' : 'active', daysLeft };
}

/** '05 Dec 2026' in English (as before), the same day in Hindi through Intl hi-IN. */
function dayText(date: Date, language: Language, pattern = 'dd MMM yyyy'): string {
  if (language === 'en') return format(date, pattern);
  const withYear = pattern.includes('y');
  return formatDate(
    date,
    { day: '2-digit', month: 'short', ...(withYear ? { year: 'numeric' } : {}) },
    language,
  );
}

function Stars({ value }: { value: number }) {
  const { t } = useTranslation(NAMESPACE);
  const v = Math.max(0, Math.min(5, value));
  return (
    <span
      className="inline-flex items-center gap-0.5"
      aria-label={t('home.ratingOutOf5', { value: v.toFixed(1) })}
    >
      {[1, 2, 3, 4, 5].map((i) => {
        const fill = Math.max(0, Math.min(1, v - (i - 1)));
        return (
          <span key={i} className="relative inline-block size-6" aria-hidden>
            <Star className="absolute inset-0 size-6 text-slate-300" />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star className="size-6 fill-amber-400 text-amber-500" />
            </span>
          </span>
        );
      })}
    </span>
  );
}

function Stat({
  label,
  value,
  icon,
  tone = 'slate',
  children,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  tone?: 'slate' | 'brand' | 'green';
  children?: ReactNode;
}) {
  return (
    <Card className="h-full">
      <CardContent className="flex h-full flex-col gap-1 p-4">
        <span className="flex items-center gap-2 text-sm font-medium text-slate-600">
          {icon}
          {label}
        </span>
        <span
          className={cn(
            'text-3xl font-bold tabular-nums',
            tone === 'brand' ? 'text-brand-700' : tone === 'green' ? 'text-green-700' : 'text-slate-900',
          )}
        >
          {value}
        </span>
        {children}
      </CardContent>
    </Card>
  );
}

/** Why customers cannot reach an inactive center, and what to do: wait for approval, or call Fixo. */
function InactiveNotice({ approvedOn }: { approvedOn: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  const support = useSupportMobile();
  const call = support ? (
    <>
      {' '}
      {t('home.callSupport')}{' '}
      <a href={`tel:${support.replace(/[^\d+]/g, '')}`} className="font-semibold underline">
        {support}
      </a>
      .
    </>
  ) : (
    ` ${t('home.contactSupport')}`
  );
  if (approvedOn)
    return (
      <Alert variant="error" title={t('home.deactivatedTitle')}>
        {t('home.deactivated')}
        {call}
      </Alert>
    );
  return (
    <Alert variant="warning" title={t('home.waitingTitle')}>
      {t('home.waiting')}
      {call}
    </Alert>
  );
}

/** /dashboard-service: what a workshop owner checks first (the spec does not show this page's content). */
export default function CenterHomePage() {
  const { t } = useTranslation(NAMESPACE);
  const tm = useMessageTranslator();
  const language = useLanguage();
  const stored = useStoredSession();
  const data = stored.userType === 'ServiceCenter' ? stored.userData : null;
  const name = stored.centerName ?? data?.servicecentername ?? t('home.yourCenter');
  useCenterEvents();
  const summary = useCenterSummary();

  const planEnd = parseDate(data?.planenddate);
  const plan = planState(planEnd);
  const s = summary.data;
  const rating = s?.rating ?? (typeof data?.scrating === 'number' ? data.scrating : 0);
  // FixoPro only: the Due list of service reminders (the server refuses it without an active paid plan)
  const suiteActive = suitePlanState(data?.isSaaS === true, data?.planenddate) === 'active';
  const ratingCount = s?.ratingCount ?? data?.scratingcount;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-3 py-4 sm:px-6 sm:py-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{name}</h1>
        <p className="text-sm text-slate-600">
          {data?.isactive === false ? t('home.inactive') : t('home.dashboard')}
        </p>
      </div>

      {data?.isactive === false && <InactiveNotice approvedOn={data.approvedon ?? null} />}

      {plan.state === 'expired' && (
        <Alert variant="error" title={t('home.expiredTitle')}>
          {t('home.expired', { date: dayText(planEnd!, language) })}{' '}
          <Link to={SUBSCRIPTION_PATH} className="font-semibold underline">
            {t('home.renew')}
          </Link>
        </Alert>
      )}
      {plan.state === 'expiring' && (
        <Alert
          variant="warning"
          title={plan.daysLeft === 1 ? t('home.endsInOne') : t('home.endsIn', { n: plan.daysLeft })}
        >
          {t('home.planEnd', { date: dayText(planEnd!, language) })}{' '}
          <Link to={SUBSCRIPTION_PATH} className="font-semibold underline">
            {t('home.renew')}
          </Link>
        </Alert>
      )}

      {summary.isError && (
        <Alert variant="error">{t('errorOccurred', { message: tm(errorMessage(summary.error)) })}</Alert>
      )}

      <Link
        to="/dashboard-service/service-request"
        className={cn(
          'flex items-center justify-between gap-4 rounded-2xl p-5 shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          (s?.open ?? 0) > 0
            ? 'bg-red-600 text-white hover:bg-red-700'
            : 'bg-white text-slate-900 ring-1 ring-slate-200 hover:bg-slate-50',
        )}
      >
        <span>
          <span className="block text-sm font-semibold opacity-90">{t('home.openWaiting')}</span>
          <span className="block text-5xl font-extrabold tabular-nums" data-testid="open-count">
            {s ? s.open : <Spinner label={t('home.loading')} />}
          </span>
        </span>
        <span className="inline-flex items-center gap-1 text-base font-bold whitespace-nowrap">
          {(s?.open ?? 0) > 0 ? t('home.actNow') : t('home.viewRequests')}
          <ArrowRight className="size-5" aria-hidden />
        </span>
      </Link>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Link
          to="/dashboard-service/close-service-request"
          className="rounded-xl focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Stat
            label={t('home.accepted')}
            value={s?.accepted ?? '–'}
            icon={<Wrench className="size-4" aria-hidden />}
            tone="brand"
          />
        </Link>
        <Stat
          label={t('home.closedToday')}
          value={s?.closedToday ?? '–'}
          icon={<CircleCheck className="size-4" aria-hidden />}
          tone="green"
        />
        <Stat
          label={t('home.closedThisMonth')}
          value={s?.closedThisMonth ?? '–'}
          icon={<ClipboardList className="size-4" aria-hidden />}
        >
          {s && (
            <span className="text-xs text-slate-500">
              {t('home.rejectedThisMonth', { n: s.rejectedThisMonth })}
            </span>
          )}
        </Stat>
        <Stat
          label={t('home.rating')}
          value={rating.toFixed(1)}
          icon={<Star className="size-4" aria-hidden />}
        >
          <Stars value={rating} />
          {ratingCount !== undefined && (
            <span className="text-xs text-slate-500" data-testid="home-rating-count">
              {ratingCount === 1 ? t('home.oneRating') : t('home.ratings', { n: ratingCount })}
            </span>
          )}
        </Stat>
      </div>

      {suiteActive && <DueRemindersCard />}

      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4">
          <span className="flex items-center gap-3">
            <CalendarClock className="size-6 text-slate-500" aria-hidden />
            <span>
              <span className="block text-sm font-medium text-slate-600">{t('home.subscription')}</span>
              <span className="block font-semibold text-slate-900">
                {plan.state === 'none'
                  ? t('home.noPlan')
                  : t(
                      `home.plan.${data?.isSaaS ? 'pro' : 'plan'}${plan.state === 'expired' ? 'Expired' : 'Active'}`,
                      { date: dayText(planEnd!, language) },
                    )}
              </span>
            </span>
          </span>
          <Button
            asChild
            variant={plan.state === 'active' ? 'outline' : 'primary'}
            size="sm"
            className="h-10"
          >
            <Link to={SUBSCRIPTION_PATH}>
              {plan.state === 'active' ? t('home.viewPlans') : t('home.choosePlan')}
            </Link>
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardContent className="space-y-3 p-4">
          <h2 className="text-base font-semibold text-slate-900">{t('home.perDay')}</h2>
          {s ? (
            <BarChart
              title={t('home.perDayChart')}
              labelEvery={7}
              bars={s.perDay.map((d) => {
                const date = parseDate(d.date);
                return {
                  label: date ? dayText(date, language, 'dd MMM') : d.date,
                  value: d.count,
                };
              })}
            />
          ) : (
            <Spinner />
          )}
        </CardContent>
      </Card>

      <CenterReviews />
    </div>
  );
}
