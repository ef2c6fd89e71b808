import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider, useController, useWatch } from 'react-hook-form';
import {
  GSTIN_EXAMPLE,
  gstinStateCode,
  invoiceCreateSchema,
  type Invoice,
  type InvoiceCreatePayloadInput,
} from '@fixo/shared';

import { useMessageTranslator } from '@/lib/i18n';
import { useUnsavedChanges } from '@/components/form/unsaved-changes';
import { showServerFieldErrors, useZodForm } from '@/components/form/use-zod-form';
import { FixedSubmitBar } from '@/components/form/submit-button';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Panel, useSuiteMessage } from '@/modules/suite';
import { JobCardLines } from '@/modules/job-cards';
import { useGstStates } from './gst-states';

import { useCreateInvoice, useInvoiceSettings } from './invoices-api';
import { NAMESPACE } from './invoices.texts';
import { PlaceOfSupplySelect } from './place-of-supply-select';

const EMPTY: InvoiceCreatePayloadInput = {
  jobcardid: 0,
  recipient: { name: '', address: '', mobile: '', gstin: '' },
  lines: [],
};

/**
 * A counter sale (parts sold over the counter, no job card): the buyer, with a GSTIN when registered (B2B),
 * and lines from the catalogue with the job card's line editor. The server decides the tax and the number.
 */
export function CounterSaleForm({ onCreated }: { onCreated: (invoice: Invoice) => void }) {
  const { apiError } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const tm = useMessageTranslator();
  const form = useZodForm(invoiceCreateSchema, {
    defaultValues: EMPTY,
    mode: 'onBlur',
  });
  const create = useCreateInvoice();
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  const settings = useInvoiceSettings().data;
  // The totals preview follows the document the server will issue: no GST on a bill of supply.
  const billOfSupply = settings?.documentkind === 'Bill of Supply';
  const errors = form.formState.errors;

  // Goods handed over at the counter are a supply within the center's state; the center picks another state when
  // it sends them there. A buyer registered elsewhere is pointed out, not followed (that would charge IGST on a
  // sale that ends at the counter).
  const states = useGstStates();
  const gstin = useWatch({ control: form.control, name: 'recipient.gstin' });
  const place = useController({ control: form.control, name: 'placeofsupplystatecode' });
  const { getValues, setValue } = form;
  useEffect(() => {
    if (settings && getValues('placeofsupplystatecode') === undefined)
      setValue('placeofsupplystatecode', settings.statecode);
  }, [settings, getValues, setValue]);
  const buyerCode = gstinStateCode(gstin);
  const buyerState =
    buyerCode && buyerCode !== place.field.value
      ? states.options.find((o) => o.value === buyerCode)?.label
      : undefined;

  const submit = form.handleSubmit((payload) =>
    create.mutate(payload, {
      onSuccess: (invoice) => {
        unsaved.markSaved();
        onCreated(invoice);
      },
      onError: (error) => showServerFieldErrors(form.setError, error),
    }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4 pb-20 sm:pb-0">
        {unsaved.dialog}
        <Panel title={t('billTo')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('customerName')} required error={errors.recipient?.name?.message}>
              <Input {...form.register('recipient.name')} autoComplete="off" />
            </FormField>
            <FormField label={t('mobile')} error={errors.recipient?.mobile?.message}>
              <Input {...form.register('recipient.mobile')} inputMode="numeric" maxLength={13} />
            </FormField>
            <FormField
              label="GSTIN"
              hint={t('gstinHint', { example: GSTIN_EXAMPLE })}
              error={errors.recipient?.gstin?.message}
            >
              <Input
                {...form.register('recipient.gstin', {
                  setValueAs: (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
                })}
                className="font-mono uppercase"
                maxLength={15}
                autoComplete="off"
              />
            </FormField>
            <FormField
              label={t('address')}
              error={errors.recipient?.address?.message}
              className="sm:row-span-2"
            >
              <Textarea {...form.register('recipient.address')} rows={3} />
            </FormField>
            {settings && (
              <PlaceOfSupplySelect
                name={place.field.name}
                selectRef={place.field.ref}
                onBlur={place.field.onBlur}
                value={String(place.field.value ?? '')}
                onChange={place.field.onChange}
                supplierStateCode={settings.statecode}
                supplierStateName={settings.statename}
                billOfSupply={billOfSupply}
                note={buyerState && t('placeBuyerElsewhere', { state: buyerState })}
                error={place.fieldState.error?.message}
              />
            )}
          </div>
          {errors.recipient?.message && (
            <p className="text-sm text-red-700">{tm(errors.recipient.message)}</p>
          )}
        </Panel>
        <Panel title={t('linesTitle')}>
          <JobCardLines taxFree={billOfSupply} />
          {errors.lines?.message && (
            <p className="text-sm font-medium text-red-700">{tm(errors.lines.message)}</p>
          )}
        </Panel>
        {create.error && <Alert variant="error">{apiError(create.error)}</Alert>}
        <FixedSubmitBar busy={create.isPending} busyText={t('issuing')}>
          {t('issueInvoice')}
        </FixedSubmitBar>
      </form>
    </FormProvider>
  );
}
