import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { useStoredSession } from '@/modules/auth';

import { suiteDate } from './suite-dates';
import { endDate, suitePlanState } from './suite-plan-state';
import { NAMESPACE } from './suite.texts';

/** The spec's notices: an expired FixoPro plan (with its end date), a lapsed plan, or no FixoPro plan. */
export function SuiteNotice({
  isSaaS,
  planenddate,
}: {
  isSaaS: boolean;
  planenddate: string | null | undefined;
}) {
  const { t } = useTranslation(NAMESPACE);
  const state = suitePlanState(isSaaS, planenddate);
  const end = endDate(planenddate);
  const date = end ? suiteDate(end) : t('itsEndDate');
  const title =
    state === 'expired' && isSaaS
      ? t('proExpiredTitle')
      : state === 'expired'
        ? t('expiredTitle')
        : t('noPlanTitle');
  const text =
    state === 'expired' && isSaaS
      ? t('proExpiredText', { date })
      : state === 'expired'
        ? t('expiredText', { date })
        : t('noPlanText');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-amber-200 bg-amber-50 px-6 py-10 text-center">
      <Sparkles className="size-10 text-amber-600" aria-hidden />
      <h1 className="text-xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-700" role="status">
        {text}
      </p>
      <div className="flex w-full flex-col justify-center gap-2 sm:w-auto sm:flex-row">
        <Link to="/dashboard-service/subscription" className={buttonClasses('primary', 'lg')}>
          {state === 'no-plan' ? t('seePlans') : t('renewPlan')}
        </Link>
        <Link to="/fixopro" className={buttonClasses('outline', 'lg')}>
          {t('whatIsFixoPro')}
        </Link>
      </div>
    </section>
  );
}

/**
 * Suite screens open only for a center with an active FixoPro plan. This is the web's notice; the server
 * checks the plan again on every call (403 with the expiry message).
 */
export function SuiteGuard() {
  const stored = useStoredSession();
  const data = stored.userData;
  const isSaaS = data?.isSaaS === true;
  if (suitePlanState(isSaaS, data?.planenddate) !== 'active') {
    return (
      <div className="px-4 py-6 sm:px-6 sm:py-10">
        <SuiteNotice isSaaS={isSaaS} planenddate={data?.planenddate} />
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-4 sm:px-6 sm:py-6 lg:px-8">
      <Outlet />
    </div>
  );
}
