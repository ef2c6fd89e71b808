import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { confirmPlanPaymentSchema, formatInr, type PendingPlanPayment } from '@fixo/shared';

import {
  Alert,
  Button,
  Card,
  CardContent,
  DialogFormButtons,
  FormField,
  Input,
  SimpleDialog,
  Spinner,
} from '@/components/ui';
import { errorMessage } from '@/lib/api-client';

import { formatPlanDate, useConfirmPlanPayment, usePendingPayments } from './subscriptions-api';
import { useSubscriptionsText } from './use-subscriptions-text';

const referenceSchema = confirmPlanPaymentSchema.pick({ reference: true });
type ReferenceForm = { reference: string };

function ConfirmPaymentDialog({
  payment,
  onClose,
}: {
  payment: PendingPlanPayment | null;
  onClose: () => void;
}) {
  const { t, tc, message, plan } = useSubscriptionsText();
  const form = useForm<ReferenceForm>({
    resolver: zodResolver(referenceSchema),
    mode: 'onBlur',
    defaultValues: { reference: '' },
  });
  const confirm = useConfirmPlanPayment({
    onSuccess: () => {
      toast.success(t('payment.paymentConfirmed'));
      form.reset();
      onClose();
    },
    onError: (error) => toast.error(tc('toast.errorTitle'), { description: message(errorMessage(error)) }),
  });

  return (
    <SimpleDialog
      open={payment !== null}
      onOpenChange={(open) => {
        if (!open) {
          form.reset();
          onClose();
        }
      }}
      title={t('manager.confirm')}
      description={
        payment
          ? t('manager.describe', {
              center: payment.servicecentername,
              plan: plan(payment.planname),
              amount: formatInr(payment.amount),
              reference: payment.reference,
            })
          : undefined
      }
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) =>
          confirm.mutate({ scspid: payment?.scspid ?? 0, reference: values.reference }),
        )}
      >
        <FormField
          label={t('manager.utr')}
          error={message(form.formState.errors.reference?.message)}
          hint={t('manager.utrHint')}
          required
        >
          <Input autoComplete="off" {...form.register('reference')} />
        </FormField>
        <DialogFormButtons
          cancelLabel={t('manager.cancel')}
          onCancel={() => {
            form.reset();
            onClose();
          }}
          submitLabel={t('manager.confirm')}
          busy={confirm.isPending}
          busyLabel={t('manager.confirming')}
        />
      </form>
    </SimpleDialog>
  );
}

/** Manager: paid-plan selections waiting for their UPI payment to be confirmed. */
export default function PlanPaymentsPage() {
  const { t, tc, message, plan, language } = useSubscriptionsText();
  const [confirming, setConfirming] = useState<PendingPlanPayment | null>(null);
  const pending = usePendingPayments();

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900">{t('manager.title')}</h1>
        <p className="text-slate-600">{t('manager.intro')}</p>
      </header>
      {pending.isPending ? (
        <p className="flex items-center gap-2 text-slate-600" role="status">
          <Spinner label={null} /> {tc('ui.loading')}
        </p>
      ) : pending.isError ? (
        <Alert variant="error">{message(errorMessage(pending.error))}</Alert>
      ) : pending.data.length === 0 ? (
        <Alert variant="info">{t('manager.none')}</Alert>
      ) : (
        <ul className="flex flex-col gap-3">
          {pending.data.map((p) => (
            <li key={p.scspid}>
              <Card>
                <CardContent className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
                  <div className="flex flex-col gap-0.5">
                    <span className="font-semibold text-slate-900">{p.servicecentername}</span>
                    <span className="text-sm text-slate-600">
                      {plan(p.planname)} · {formatInr(p.amount)} ·{' '}
                      {t('manager.chosen', { date: formatPlanDate(p.selectedon, language) })}
                    </span>
                    <span className="font-mono text-sm text-slate-700">{p.reference}</span>
                  </div>
                  <Button
                    onClick={() => setConfirming(p)}
                    aria-label={t('manager.confirmRef', { reference: p.reference })}
                  >
                    {t('manager.confirm')}
                  </Button>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <ConfirmPaymentDialog payment={confirming} onClose={() => setConfirming(null)} />
    </section>
  );
}
