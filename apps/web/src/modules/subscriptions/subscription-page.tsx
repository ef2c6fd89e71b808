import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  ERROR_MESSAGES,
  FREE_PLAN_ID,
  FREE_PLAN_RECORD_DEFAULTS,
  PAGE_IDS,
  SUBSCRIPTION_TEXTS,
  TOAST_MESSAGES,
  UI_TEXTS,
  type SubscriptionPlanView,
} from '@fixo/shared';

import { Alert, Spinner } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { loginPath, sessionQueryKey, useStoredSession } from '@/modules/auth';
import { usePageVisit } from '@/modules/stats/use-page-visit';

import { PlanSelectionForm } from './plan-selection-form';
import {
  addFreePlan,
  fetchMySubscription,
  fetchPlans,
  formatPlanDate,
  mySubscriptionKey,
  plansQueryKey,
} from './subscriptions-api';

export const paymentOptionPath = (planid: number): string =>
  `/dashboard-service/subscription/payment-option?plan=${planid}`;

/** /dashboard-service/subscription: plan selection (unguarded per spec; submitting needs a signed-in center). */
export default function SubscriptionPage() {
  usePageVisit(PAGE_IDS.subscriptionPlans);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const stored = useStoredSession();
  const centerId = stored.userType === 'ServiceCenter' ? Number(stored.userData?.servicecenterid) : NaN;
  const isLoggedIn = stored.isLoggedIn && Number.isInteger(centerId) && centerId > 0;

  const plans = useQuery({
    queryKey: plansQueryKey,
    queryFn: ({ signal }) => fetchPlans(signal),
    refetchOnWindowFocus: false,
  });
  const mine = useQuery({
    queryKey: mySubscriptionKey,
    queryFn: ({ signal }) => fetchMySubscription(signal),
    enabled: isLoggedIn,
  });

  const subscribe = useMutation({
    mutationFn: async (plan: SubscriptionPlanView) => {
      if (plan.planid !== FREE_PLAN_ID) return { paid: true as const, planid: plan.planid };
      await addFreePlan({
        servicecenterid: centerId,
        servicecentername: stored.centerName ?? stored.userData?.servicecentername ?? '',
        ...FREE_PLAN_RECORD_DEFAULTS,
      });
      return { paid: false as const, planid: plan.planid };
    },
    onSuccess: async (result) => {
      if (result.paid) {
        await navigate(paymentOptionPath(result.planid));
        return;
      }
      toast.success(TOAST_MESSAGES.subscriptionSuccessTitle, {
        description: `${TOAST_MESSAGES.subscriptionSuccessText} ${SUBSCRIPTION_TEXTS.freePlanRegistered}`,
      });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      await queryClient.invalidateQueries({ queryKey: mySubscriptionKey });
      await navigate('/dashboard-service');
    },
    onError: (error) => {
      toast.error(TOAST_MESSAGES.errorTitle, {
        description: ERROR_MESSAGES.subscriptionFailed(errorMessage(error)),
      });
    },
  });

  const current = mine.data?.current ?? null;
  const pending = mine.data?.pendingselection ?? null;

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900">Subscription plans</h1>
        <p className="text-slate-600">
          Stay listed for customers with the Free plan, or choose FixoPro for job cards, GST invoices and
          reports.
        </p>
      </header>

      {current && (
        <Alert variant={current.issaas ? 'success' : 'info'} title={`Current plan: ${current.planname}`}>
          Valid till {formatPlanDate(current.validtill)}.
        </Alert>
      )}
      {pending && (
        <Alert variant="warning" title={`${pending.planname} is waiting for your payment`}>
          <Link to={paymentOptionPath(pending.planid)} className="font-semibold underline">
            Pay or check the payment details
          </Link>
        </Alert>
      )}
      {!isLoggedIn && (
        <Alert variant="info" title="Sign in to subscribe">
          <Link to={loginPath('ServiceCenter')} className="font-semibold underline">
            Sign in as a service center
          </Link>
        </Alert>
      )}

      {plans.isPending ? (
        <p className="flex items-center gap-2 text-slate-600" role="status">
          <Spinner label={null} /> {UI_TEXTS.loadingSubscriptionPlans}
        </p>
      ) : plans.isError ? (
        <Alert variant="error">{ERROR_MESSAGES.errorLoadingSubscriptionPlans}</Alert>
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
