import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider, useWatch } from 'react-hook-form';
import { jobCardPayloadSchema, type JobCard, type JobCardPayloadInput } from '@fixo/shared';

import { useUnsavedChanges } from '@/components/form/unsaved-changes';
import { showServerFieldErrors, useZodForm } from '@/components/form/use-zod-form';
import { FixedSubmitBar } from '@/components/form/submit-button';
import { Alert } from '@/components/ui/alert';
import { useInvoiceSettings } from '@/modules/invoices';
import { Panel, useSuiteMessage } from '@/modules/suite';

import { CustomerVehiclePicker, type PickedVehicle } from './customer-vehicle-picker';
import { IntakeFields } from './intake-fields';
import { useSaveJobCard } from './job-cards-api';
import { JobCardLines } from './job-card-lines';
import type { LineFormValue } from './job-card-totals';
import { NAMESPACE } from './job-cards.texts';

export function jobCardFormValues(card: JobCard | undefined, customer?: number): JobCardPayloadInput {
  if (!card) {
    return {
      jobcardid: 0,
      shopcustomerid: customer ?? 0,
      shopvehicleid: 0,
      odometer: '',
      fuellevel: '',
      complaints: [''],
      checklist: [],
      damagenotes: '',
      promiseddelivery: '',
      technician: '',
      nextservicedate: '',
      nextserviceodometer: '',
      lines: [],
    };
  }
  return {
    jobcardid: card.jobcardid,
    shopcustomerid: card.shopcustomerid,
    shopvehicleid: card.shopvehicleid,
    odometer: card.odometer ?? '',
    fuellevel: card.fuellevel ?? '',
    complaints: card.complaints.length ? card.complaints : [''],
    checklist: card.checklist as JobCardPayloadInput['checklist'],
    damagenotes: card.damagenotes,
    promiseddelivery: card.promiseddelivery,
    technician: card.technician,
    nextservicedate: card.nextservicedate?.slice(0, 10) ?? '',
    nextserviceodometer: card.nextserviceodometer ?? '',
    lines: card.lines.map((l): LineFormValue => ({
      lineid: l.lineid,
      partid: l.partid,
      linetype: l.linetype,
      description: l.description,
      hsnsac: l.hsnsac,
      qty: l.qty,
      unitpricepaise: l.unitpricepaise,
      priceincludesgst: l.priceincludesgst,
      discounttype: l.discounttype,
      discountvalue: l.discountvalue,
      gstrate: l.gstrate,
      approval: l.approval,
      unit: l.unit,
    })) as JobCardPayloadInput['lines'],
  };
}

/** New or existing job card: customer and vehicle, intake, lines with live totals. */
export function JobCardForm({
  card,
  customer,
  onSaved,
}: {
  card?: JobCard;
  customer?: number;
  onSaved: (saved: JobCard) => void;
}) {
  const { apiError } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const form = useZodForm(jobCardPayloadSchema, {
    defaultValues: jobCardFormValues(card, customer),
    mode: 'onBlur',
  });
  const save = useSaveJobCard();
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  // the center's GST status as it is now (a new job card has no answer yet to say it); the server computes the
  // same way on save, so the totals shown are the ones the bill will charge
  const settings = useInvoiceSettings();
  const taxFree = settings.data
    ? settings.data.documentkind === 'Bill of Supply'
    : card?.chargesgst === false;
  const shopcustomerid = Number(useWatch({ control: form.control, name: 'shopcustomerid' }) ?? 0);
  const shopvehicleid = Number(useWatch({ control: form.control, name: 'shopvehicleid' }) ?? 0);
  const pick = useCallback(
    (next: PickedVehicle) => {
      form.setValue('shopcustomerid', next.shopcustomerid);
      form.setValue('shopvehicleid', next.shopvehicleid, { shouldValidate: form.formState.isSubmitted });
    },
    [form],
  );

  const submit = form.handleSubmit((payload) =>
    save.mutate(payload, {
      onSuccess: (saved) => {
        unsaved.markSaved();
        onSaved(saved);
      },
      onError: (error) => showServerFieldErrors(form.setError, error),
    }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4 pb-20 sm:pb-0">
        <Panel title={t('customerAndVehicle')}>
          <CustomerVehiclePicker
            value={{ shopcustomerid, shopvehicleid }}
            onChange={pick}
            locked={Boolean(card)}
            error={form.formState.errors.shopcustomerid?.message}
          />
        </Panel>
        <Panel title={t('intake')}>
          <IntakeFields />
        </Panel>
        <Panel title={t('linesTitle')}>
          <JobCardLines taxFree={taxFree} />
        </Panel>
        {save.error && <Alert variant="error">{apiError(save.error)}</Alert>}
        <FixedSubmitBar busy={save.isPending} busyText={t('saving')}>
          {card ? t('save') : t('create')}
        </FixedSubmitBar>
      </form>
      {unsaved.dialog}
    </FormProvider>
  );
}
