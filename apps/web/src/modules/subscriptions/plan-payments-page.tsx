import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  confirmPlanPaymentSchema,
  formatInr,
  PLAN_PAYMENT_MESSAGES,
  TOAST_MESSAGES,
  UI_TEXTS,
  type PendingPlanPayment,
} from '@fixo/shared';

import { Alert, Button, Card, CardContent, FormField, Input, SimpleDialog, Spinner } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';

import {
  confirmPlanPayment,
  fetchPendingPayments,
  formatPlanDate,
  pendingPaymentsKey,
} from './subscriptions-api';

const referenceSchema = confirmPlanPaymentSchema.pick({ reference: true });
type ReferenceForm = { reference: string };

function ConfirmPaymentDialog({
  payment,
  onClose,
}: {
  payment: PendingPlanPayment | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<ReferenceForm>({
    resolver: zodResolver(referenceSchema),
    mode: 'onBlur',
    defaultValues: { reference: '' },
  });
  const confirm = useMutation({
    mutationFn: (reference: string) => confirmPlanPayment(payment?.scspid ?? 0, reference),
    onSuccess: async () => {
      toast.success(PLAN_PAYMENT_MESSAGES.paymentConfirmed);
      form.reset();
      onClose();
      await queryClient.invalidateQueries({ queryKey: pendingPaymentsKey });
    },
    onError: (error) => toast.error(TOAST_MESSAGES.errorTitle, { description: errorMessage(error) }),
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
      title="Confirm payment"
      description={
        payment
          ? `${payment.servicecentername}: ${payment.planname}, ${formatInr(payment.amount)} (reference ${payment.reference}).`
          : undefined
      }
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) => confirm.mutate(values.reference))}
      >
        <FormField
          label="UPI transaction reference"
          error={form.formState.errors.reference?.message}
          hint="The UTR / transaction id shown in the bank statement."
          required
        >
          <Input autoComplete="off" {...form.register('reference')} />
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              form.reset();
              onClose();
            }}
          >
            Cancel
          </Button>
          <Button type="submit" loading={confirm.isPending} loadingText="Confirming...">
            Confirm payment
          </Button>
        </div>
      </form>
    </SimpleDialog>
  );
}

/** Manager: paid-plan selections waiting for their UPI payment to be confirmed. */
export default function PlanPaymentsPage() {
  const [confirming, setConfirming] = useState<PendingPlanPayment | null>(null);
  const pending = useQuery({
    queryKey: pendingPaymentsKey,
    queryFn: ({ signal }) => fetchPendingPayments(signal),
  });

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900">Plan payments</h1>
        <p className="text-slate-600">
          Confirm a FixoPro payment once it shows in Fixo&apos;s account; the center&apos;s plan starts at
          once.
        </p>
      </header>
      {pending.isPending ? (
        <p className="flex items-center gap-2 text-slate-600" role="status">
          <Spinner label={null} /> {UI_TEXTS.loading}
        </p>
      ) : pending.isError ? (
        <Alert variant="error">{errorMessage(pending.error)}</Alert>
      ) : pending.data.length === 0 ? (
        <Alert variant="info">No plan payments are waiting.</Alert>
      ) : (
        <ul className="flex flex-col gap-3">
          {pending.data.map((p) => (
            <li key={p.scspid}>
              <Card>
                <CardContent className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
                  <div className="flex flex-col gap-0.5">
                    <span className="font-semibold text-slate-900">{p.servicecentername}</span>
                    <span className="text-sm text-slate-600">
                      {p.planname} · {formatInr(p.amount)} · chosen {formatPlanDate(p.selectedon)}
                    </span>
                    <span className="font-mono text-sm text-slate-700">{p.reference}</span>
                  </div>
                  <Button onClick={() => setConfirming(p)} aria-label={`Confirm payment ${p.reference}`}>
                    Confirm payment
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
