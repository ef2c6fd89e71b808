import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { ERROR_MESSAGES, PAGE_IDS } from '@fixo/shared';

import { Alert, Spinner } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { loginPath, useStoredSession } from '@/modules/auth';
import { usePageVisit } from '@/modules/stats';

import { PlanSelectionForm } from './plan-selection-form';
import { useSubscriptionsText } from './use-subscriptions-text';
import { formatPlanDate, useChoosePlan, useMySubscription, usePlans } from './subscriptions-api';

export const paymentOptionPath = (planid: number): string =>
  `/dashboard-service/subscription/payment-option?plan=${planid}`;

/** /dashboard-service/subscription: plan selection (unguarded per spec; submitting needs a signed-in center). */
export default function SubscriptionPage() {
  usePageVisit(PAGE_IDS.subscriptionPlans);
  const { t, tc, tm, message, plan, language } = useSubscriptionsText();
  const navigate = useNavigate();
  const stored = useStoredSession();
  const centerId = stored.userType === 'ServiceCenter' ? Number(stored.userData?.servicecenterid) : NaN;
  const isLoggedIn = stored.isLoggedIn && Number.isInteger(centerId) && centerId > 0;

  const plans = usePlans();
  const mine = useMySubscription(isLoggedIn);

  const center = { id: centerId, name: stored.centerName ?? stored.userData?.servicecentername ?? '' };
  const subscribe = useChoosePlan(center, {
    onSuccess: async (result) => {
      if (result.paid) {
        await navigate(paymentOptionPath(result.planid));
        return;
      }
      toast.success(tc('toast.subscriptionSuccessTitle'), {
        description: `${tc('toast.subscriptionSuccessText')} ${t('texts.freePlanRegistered')}`,
      });
      await navigate('/dashboard-service');
    },
    onError: (error) => {
      // English: exactly ERROR_MESSAGES.subscriptionFailed(message); another language: its prefix and message.
      toast.error(tc('toast.errorTitle'), {
        description: `${tm(ERROR_MESSAGES.subscriptionFailedPrefix)}${message(errorMessage(error))}`,
      });
    },
  });

  const current = mine.data?.current ?? null;
  const pending = mine.data?.pendingselection ?? null;

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900">{t('plans.title')}</h1>
        <p className="text-slate-600">{t('plans.intro')}</p>
      </header>

      {current && (
        <Alert
          variant={current.issaas ? 'success' : 'info'}
          title={t('plans.current', { name: plan(current.planname) })}
        >
          {t('plans.validTill', { date: formatPlanDate(current.validtill, language) })}
        </Alert>
      )}
      {pending && (
        <Alert variant="warning" title={t('plans.waiting', { name: plan(pending.planname) })}>
          <Link to={paymentOptionPath(pending.planid)} className="font-semibold underline">
            {t('plans.payOrCheck')}
          </Link>
        </Alert>
      )}
      {!isLoggedIn && (
        <Alert variant="info" title={t('plans.signInTitle')}>
          <Link to={loginPath('ServiceCenter')} className="font-semibold underline">
            {t('plans.signIn')}
          </Link>
        </Alert>
      )}

      {plans.isPending ? (
        <p className="flex items-center gap-2 text-slate-600" role="status">
          <Spinner label={null} /> {tc('ui.loadingSubscriptionPlans')}
        </p>
      ) : plans.isError ? (
        <Alert variant="error">{tm(ERROR_MESSAGES.errorLoadingSubscriptionPlans)}</Alert>
      ) : (
        <PlanSelectionForm
          plans={plans.data}
          isLoggedIn={isLoggedIn}
          processing={subscribe.isPending}
          currentPlanId={current?.planid ?? null}
          onSubmit={(plan) => subscribe.mutate(plan)}
        />
      )}
    </section>
  );
}
