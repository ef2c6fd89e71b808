import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { SUITE_MESSAGES, type Invoice } from '@fixo/shared';

import { DialogFormButtons } from '@/components/ui/dialog-form-buttons';
import { Alert } from '@/components/ui/alert';
import { SimpleDialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { MoneyInput, moneyError, useSuiteMessage } from '@/modules/suite';

import { inr } from './invoice-format';
import { useAddCreditNote, useCancelInvoice } from './invoices-api';
import { NAMESPACE } from './invoices.texts';

type Errors = Record<string, string | undefined>;
const fieldErrors = (error: unknown): Errors => (error instanceof ApiError && error.errors) || {};

/** Cancel with a reason: the number stays used and the invoice shows why it was cancelled. */
export function CancelInvoiceDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { apiError } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const cancel = useCancelInvoice();
  const [reason, setReason] = useState('');
  const [local, setLocal] = useState<string | undefined>();
  const errors = fieldErrors(cancel.error);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setLocal(SUITE_MESSAGES.reasonRequired);
    setLocal(undefined);
    cancel.mutate(
      { invoiceid: invoice.invoiceid, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(t('cancelled', { no: invoice.invoiceno }));
          onClose();
        },
      },
    );
  };
  return (
    <SimpleDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('cancelTitle', { no: invoice.invoiceno })}
      description={t('cancelText')}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormField label={t('reason')} required error={local ?? errors.reason}>
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} maxLength={500} />
        </FormField>
        {cancel.error && !errors.reason && <Alert variant="error">{apiError(cancel.error)}</Alert>}
        <DialogFormButtons
          cancelLabel={t('goBack')}
          onCancel={onClose}
          submitLabel={t('cancelInvoice')}
          busy={cancel.isPending}
          busyLabel={t('saving')}
          destructive
        />
      </form>
    </SimpleDialog>
  );
}

/**
 * A credit note of an amount (tax included), taken from the invoice's lines in order by the server; its own
 * CN series. At most what is left of the invoice after earlier credit notes.
 */
export function CreditNoteDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { apiError, template } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const credit = useAddCreditNote();
  const left = invoice.totals.grandtotalpaise - invoice.creditedpaise;
  const [amount, setAmount] = useState<number | string>(0);
  const [reason, setReason] = useState('');
  const [local, setLocal] = useState<Errors>({});
  const errors = { ...fieldErrors(credit.error), ...local };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const next: Errors = {};
    if (typeof amount !== 'number' || amount < 1) next.amountpaise = SUITE_MESSAGES.creditAmountInvalid;
    else if (amount > left) next.amountpaise = template('suite.creditOverInvoice', { left });
    if (!reason.trim()) next.reason = SUITE_MESSAGES.reasonRequired;
    setLocal(next);
    if (Object.keys(next).length > 0) return;
    credit.mutate(
      { invoiceid: invoice.invoiceid, amountpaise: amount as number, reason: reason.trim() },
      {
        onSuccess: (updated) => {
          toast.success(t('creditIssued', { no: updated.creditnotes.at(-1)?.creditnoteno ?? '' }));
          onClose();
        },
      },
    );
  };
  return (
    <SimpleDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('creditTitle')}
      description={t('creditText', { no: invoice.invoiceno, amount: inr(left) })}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormField label={t('amountTaxIncluded')} required error={moneyError(errors.amountpaise)}>
          <MoneyInput value={amount} onChange={setAmount} />
        </FormField>
        <FormField label={t('reason')} required error={errors.reason}>
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} maxLength={500} />
        </FormField>
        {credit.error && !errors.amountpaise && !errors.reason && (
          <Alert variant="error">{apiError(credit.error)}</Alert>
        )}
        <DialogFormButtons
          cancelLabel={t('goBack')}
          onCancel={onClose}
          submitLabel={t('issueCredit')}
          busy={credit.isPending}
          busyLabel={t('saving')}
        />
      </form>
    </SimpleDialog>
  );
}
