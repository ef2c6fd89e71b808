import { useQuery } from '@tanstack/react-query';
import { Smartphone } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import {
  formatInr,
  PLAN_PAYMENT_MESSAGES,
  PLAN_PRICE_GST_NOTE,
  SUBSCRIPTION_TEXTS,
  UI_TEXTS,
} from '@fixo/shared';

import {
  Alert,
  Button,
  buttonClasses,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Spinner,
} from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { useStoredSession } from '@/modules/auth';

import { fetchMySubscription, selectPaidPlan } from './subscriptions-api';
import { UpiQrCode } from './upi-qr-code';

const SUBSCRIPTION_PATH = '/dashboard-service/subscription';

/**
 * /dashboard-service/subscription/payment-option?plan={planid}: records the chosen paid plan (reusing a
 * selection already waiting for that plan) and shows how to pay for it by UPI.
 */
export default function PaymentOptionPage() {
  const [params] = useSearchParams();
  const raw = params.get('plan') ?? '';
  const planid = /^\d+$/.test(raw) ? Number(raw) : NaN;
  const stored = useStoredSession();
  const centerId = Number(stored.userData?.servicecenterid);
  // On a computer the UPI link opens nothing: the QR code is what the phone scans.
  const isPhone = useMediaQuery(PHONE_QUERY);
  const valid = Number.isInteger(planid) && planid > 0 && Number.isInteger(centerId) && centerId > 0;

  const selection = useQuery({
    queryKey: ['subscriptions', 'selection', centerId, planid],
    queryFn: async ({ signal }) => {
      const mine = await fetchMySubscription(signal);
      if (mine.pendingselection?.planid === planid) return mine.pendingselection;
      return selectPaidPlan(centerId, planid);
    },
    enabled: valid,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

  return (
    <section className="mx-auto flex w-full max-w-lg flex-col gap-5 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900">Payment</h1>
      {!valid ? (
        <Alert variant="error" title="No plan chosen">
          <Link to={SUBSCRIPTION_PATH} className="font-semibold underline">
            Choose a subscription plan
          </Link>
        </Alert>
      ) : selection.isPending ? (
        <p className="flex items-center gap-2 text-slate-600" role="status">
          <Spinner label={null} /> {UI_TEXTS.loading}
        </p>
      ) : selection.isError ? (
        <Alert variant="error" title="Could not record your plan">
          <p>{errorMessage(selection.error)}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => void selection.refetch()}>
              Try again
            </Button>
            <Link to={SUBSCRIPTION_PATH} className={buttonClasses('ghost', 'sm')}>
              Back to plans
            </Link>
          </div>
        </Alert>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>{selection.data.planname}</CardTitle>
            <p className="text-3xl font-extrabold text-slate-900" data-testid="payment-amount">
              {formatInr(selection.data.amount)}
              <span className="ml-2 text-base font-medium text-slate-600">{PLAN_PRICE_GST_NOTE}</span>
            </p>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {selection.data.upiuri && selection.data.upipayee ? (
              <>
                <a
                  href={selection.data.upiuri}
                  className={buttonClasses('primary', 'lg', 'w-full gap-2')}
                  data-testid="upi-link"
                >
                  <Smartphone className="size-5" aria-hidden />
                  {SUBSCRIPTION_TEXTS.payWithUpi}
                </a>
                <p className="text-sm text-slate-600">
                  Opens your UPI app (GPay, PhonePe, Paytm, BHIM) on this phone. On a computer, pay{' '}
                  <span className="font-semibold">{formatInr(selection.data.amount)}</span> to{' '}
                  {selection.data.upipayee.name}, UPI ID{' '}
                  <span className="font-mono font-semibold" data-testid="upi-payee">
                    {selection.data.upipayee.vpa}
                  </span>
                  .
                </p>
                {!isPhone && <UpiQrCode link={selection.data.upiuri} />}
                {selection.data.upipayee.demo && (
                  <Alert variant="warning">{PLAN_PAYMENT_MESSAGES.demoPayee}</Alert>
                )}
              </>
            ) : (
              <Alert variant="warning" title={PLAN_PAYMENT_MESSAGES.paymentNotSetUp}>
                {PLAN_PAYMENT_MESSAGES.paymentNotSetUpHelp(selection.data.paymentcontact)}
              </Alert>
            )}
            <div className="rounded-lg bg-slate-50 p-3">
              <p className="text-sm text-slate-600">Reference to quote with your payment</p>
              <p className="font-mono text-lg font-bold text-slate-900" data-testid="payment-reference">
                {selection.data.reference}
              </p>
            </div>
            <Alert variant="info" title="What happens next">
              {PLAN_PAYMENT_MESSAGES.activatesAfterConfirmation}
            </Alert>
            <Link to={SUBSCRIPTION_PATH} className={buttonClasses('ghost', 'md', 'self-start')}>
              Choose another plan
            </Link>
          </CardContent>
        </Card>
      )}
    </section>
  );
}
