import { Smartphone } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { formatInr } from '@fixo/shared';

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

import { usePaidPlanSelection } from './subscriptions-api';
import { UpiQrCode } from './upi-qr-code';
import { useSubscriptionsText } from './use-subscriptions-text';

const SUBSCRIPTION_PATH = '/dashboard-service/subscription';

/**
 * /dashboard-service/subscription/payment-option?plan={planid}: records the chosen paid plan (reusing a
 * selection already waiting for that plan) and shows how to pay for it by UPI.
 */
export default function PaymentOptionPage() {
  const { t, tc, message, plan } = useSubscriptionsText();
  const [params] = useSearchParams();
  const raw = params.get('plan') ?? '';
  const planid = /^\d+$/.test(raw) ? Number(raw) : NaN;
  const stored = useStoredSession();
  const centerId = Number(stored.userData?.servicecenterid);
  // On a computer the UPI link opens nothing: the QR code is what the phone scans.
  const isPhone = useMediaQuery(PHONE_QUERY);
  const valid = Number.isInteger(planid) && planid > 0 && Number.isInteger(centerId) && centerId > 0;

  const selection = usePaidPlanSelection(centerId, planid, valid);

  return (
    <section className="mx-auto flex w-full max-w-lg flex-col gap-5 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('pay.title')}</h1>
      {!valid ? (
        <Alert variant="error" title={t('pay.noPlan')}>
          <Link to={SUBSCRIPTION_PATH} className="font-semibold underline">
            {t('pay.choosePlan')}
          </Link>
        </Alert>
      ) : selection.isPending ? (
        <p className="flex items-center gap-2 text-slate-600" role="status">
          <Spinner label={null} /> {tc('ui.loading')}
        </p>
      ) : selection.isError ? (
        <Alert variant="error" title={t('pay.couldNotRecord')}>
          <p>{message(errorMessage(selection.error))}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => void selection.refetch()}>
              {t('pay.tryAgain')}
            </Button>
            <Link to={SUBSCRIPTION_PATH} className={buttonClasses('ghost', 'sm')}>
              {t('pay.backToPlans')}
            </Link>
          </div>
        </Alert>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>{plan(selection.data.planname)}</CardTitle>
            <p className="text-3xl font-extrabold text-slate-900" data-testid="payment-amount">
              {formatInr(selection.data.amount)}
              <span className="ml-2 text-base font-medium text-slate-600">{t('gstNote')}</span>
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
                  {t('texts.payWithUpi')}
                </a>
                <p className="text-sm text-slate-600">
                  {t('pay.opensApp')}{' '}
                  <span className="font-semibold">{formatInr(selection.data.amount)}</span> {t('pay.to')}{' '}
                  {selection.data.upipayee.name}, {t('pay.upiId')}{' '}
                  <span className="font-mono font-semibold" data-testid="upi-payee">
                    {selection.data.upipayee.vpa}
                  </span>
                  .
                </p>
                {!isPhone && <UpiQrCode link={selection.data.upiuri} />}
                {selection.data.upipayee.demo && <Alert variant="warning">{t('payment.demoPayee')}</Alert>}
              </>
            ) : (
              <Alert variant="warning" title={t('payment.paymentNotSetUp')}>
                {t('paymentNotSetUpHelp', { contact: selection.data.paymentcontact })}
              </Alert>
            )}
            <div className="rounded-lg bg-slate-50 p-3">
              <p className="text-sm text-slate-600">{t('pay.reference')}</p>
              <p className="font-mono text-lg font-bold text-slate-900" data-testid="payment-reference">
                {selection.data.reference}
              </p>
            </div>
            <Alert variant="info" title={t('pay.next')}>
              {t('payment.activatesAfterConfirmation')}
            </Alert>
            <Link to={SUBSCRIPTION_PATH} className={buttonClasses('ghost', 'md', 'self-start')}>
              {t('pay.another')}
            </Link>
          </CardContent>
        </Card>
      )}
    </section>
  );
}
