import { useTranslation } from 'react-i18next';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { istDate, PAYMENT_MODES, paymentCreateSchema, type Invoice } from '@fixo/shared';

import { useZodForm } from '@/components/form/use-zod-form';
import { DialogFormButtons } from '@/components/ui/dialog-form-buttons';
import { Alert } from '@/components/ui/alert';
import { SimpleDialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { MoneyInput, moneyError, useSuiteMessage } from '@/modules/suite';

import { inr } from './invoice-format';
import { useAddPayment } from './invoices-api';
import { NAMESPACE } from './invoices.texts';

/**
 * Record a payment: Cash, UPI (its reference is required), Card or Bank transfer; part of the balance is fine,
 * more than the balance is refused here with the server's own words before anything is sent.
 */
export function PaymentDialog({
  invoice,
  open,
  onOpenChange,
}: {
  invoice: Invoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { apiError, template, fieldError } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const balance = invoice.balancepaise;
  const form = useZodForm(paymentCreateSchema, {
    defaultValues: {
      invoiceid: invoice.invoiceid,
      mode: 'UPI',
      amountpaise: balance,
      reference: '',
      paidon: istDate(new Date()),
    },
  });
  const pay = useAddPayment();
  const mode = useWatch({ control: form.control, name: 'mode' });
  const errors = form.formState.errors;

  const submit = form.handleSubmit((payload) => {
    if (payload.amountpaise > balance) {
      form.setError('amountpaise', { message: template('suite.overpayment', { balance }) });
      return;
    }
    pay.mutate(payload, {
      onSuccess: (updated) => {
        const receipt = updated.payments.at(-1)?.receiptno ?? '';
        toast.success(
          receipt
            ? t('paymentRecordedReceipt', { amount: inr(payload.amountpaise), receipt })
            : t('paymentRecorded', { amount: inr(payload.amountpaise) }),
        );
        onOpenChange(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors)
          for (const field of Object.keys(error.errors))
            form.setError(field as 'amountpaise', { message: fieldError(error, field) });
      },
    });
  });

  return (
    <SimpleDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('recordPayment')}
      description={
        <>
          {invoice.invoiceno} · {t('balanceDueColon')}{' '}
          <strong className="text-slate-900">{inr(balance)}</strong>
        </>
      }
    >
      <form id="payment-form" onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('mode')}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {PAYMENT_MODES.map((m) => (
              <label
                key={m}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center justify-center rounded-lg border px-2 text-center text-sm font-semibold',
                  mode === m
                    ? 'border-brand-600 bg-brand-50 text-brand-800 ring-1 ring-brand-600'
                    : 'border-slate-300 text-slate-700 hover:bg-slate-50',
                )}
              >
                <input type="radio" value={m} {...form.register('mode')} className="sr-only" />
                {t(`paymentMode.${m}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <Controller
          control={form.control}
          name="amountpaise"
          render={({ field }) => (
            <FormField
              label={t('amount')}
              required
              hint={t('partHint')}
              error={moneyError(errors.amountpaise?.message)}
            >
              <MoneyInput value={field.value} onChange={field.onChange} />
            </FormField>
          )}
        />
        <FormField label={t(`reference.${mode}`)} required={mode === 'UPI'} error={errors.reference?.message}>
          <Input {...form.register('reference')} autoComplete="off" maxLength={100} />
        </FormField>
        <FormField label={t('paidOn')} error={errors.paidon?.message}>
          <Input type="date" {...form.register('paidon')} min={invoice.issuedate} max={istDate(new Date())} />
        </FormField>
        {pay.error && !(pay.error instanceof ApiError && pay.error.errors) && (
          <Alert variant="error">{apiError(pay.error)}</Alert>
        )}
        <DialogFormButtons
          cancelLabel={t('cancel')}
          onCancel={() => onOpenChange(false)}
          submitLabel={t('recordPayment')}
          busy={pay.isPending}
          busyLabel={t('saving')}
        />
      </form>
    </SimpleDialog>
  );
}
