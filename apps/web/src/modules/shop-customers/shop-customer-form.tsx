import { Plus } from 'lucide-react';
import { FormProvider, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import {
  shopCustomerPayloadSchema,
  type ShopCustomerPayloadInput,
  type ShopCustomerProfile,
} from '@fixo/shared';

import { useMessageTranslator } from '@/lib/i18n';
import { showServerFieldErrors, useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';

import { useSaveShopCustomer } from './shop-customers-api';
import { ShopVehicleFields } from './shop-vehicle-fields';
import { NAMESPACE } from './shop-customers.texts';
import { useSuiteMessage } from '@/modules/suite';

export const EMPTY_VEHICLE = {
  shopvehicleid: 0,
  vehregistrationno: '',
  vehtypid: 0,
  vehid: 0,
  vehmakertypid: '',
  vehmaketypid: '',
  vehmodelid: '',
  others: '',
  vehfueltypeid: '',
  vehcolorid: '',
  vehchassisno: '',
  vehmileage: '',
} satisfies ShopCustomerPayloadInput['vehicles'][number];

const id = (n: number) => (n > 0 ? String(n) : '');

/** The form's values for an existing customer (ids as text for the selects). */
export function toFormValues(profile: ShopCustomerProfile | undefined): ShopCustomerPayloadInput {
  if (!profile) {
    return {
      shopcustomerid: 0,
      customername: '',
      mobilenO1: '',
      emailid: '',
      addresS1: '',
      gstno: '',
      notes: '',
      vehicles: [EMPTY_VEHICLE],
    };
  }
  return {
    shopcustomerid: profile.shopcustomerid,
    customername: profile.customername,
    mobilenO1: profile.mobilenO1,
    emailid: profile.emailid,
    addresS1: profile.addresS1,
    gstno: profile.gstno,
    notes: profile.notes,
    vehicles: profile.vehicles.map((v) => ({
      shopvehicleid: v.shopvehicleid,
      vehregistrationno: v.vehregistrationno,
      vehtypid: v.vehtypid,
      vehid: v.vehid,
      vehmakertypid: id(v.vehmakertypid),
      vehmaketypid: id(v.vehmaketypid),
      vehmodelid: id(v.vehmodelid),
      others: v.others,
      vehfueltypeid: id(v.vehfueltypeid),
      vehcolorid: id(v.vehcolorid),
      vehchassisno: v.vehchassisno,
      vehmileage: v.vehmileage,
    })),
  };
}

/** Add or edit a masters customer with one or more vehicles. */
export function ShopCustomerForm({
  profile,
  onSaved,
  onCancel,
}: {
  profile?: ShopCustomerProfile;
  onSaved: (saved: ShopCustomerProfile) => void;
  onCancel?: () => void;
}) {
  const { apiError } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const tm = useMessageTranslator();
  const form = useZodForm(shopCustomerPayloadSchema, {
    defaultValues: toFormValues(profile),
    mode: 'onBlur',
  });
  const vehicles = useFieldArray({ control: form.control, name: 'vehicles' });
  const save = useSaveShopCustomer();
  const { errors } = form.formState;

  const submit = form.handleSubmit((payload) =>
    save.mutate(payload, {
      onSuccess: (saved) => {
        toast.success(profile ? t('updated') : t('addedToast'));
        onSaved(saved);
      },
      onError: (error) => showServerFieldErrors(form.setError, error),
    }),
  );

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(e) => {
          // React bubbles a submit through portals: opened as a popup inside the job card form, this form's
          // submit would otherwise also submit (and validate) the job card.
          e.stopPropagation();
          void submit(e);
        }}
        noValidate
        className="flex flex-col gap-5"
      >
        {save.error && <Alert variant="error">{apiError(save.error)}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('customerName')} required error={errors.customername?.message}>
            <Input {...form.register('customername')} autoComplete="off" />
          </FormField>
          <FormField label={t('mobileNumber')} required error={errors.mobilenO1?.message}>
            <Input {...form.register('mobilenO1')} inputMode="numeric" leading="+91" maxLength={10} />
          </FormField>
          <FormField label={t('email')} error={errors.emailid?.message}>
            <Input {...form.register('emailid')} type="email" inputMode="email" />
          </FormField>
          <FormField label={t('gstin')} error={errors.gstno?.message}>
            <Input {...form.register('gstno')} autoCapitalize="characters" className="uppercase" />
          </FormField>
          <FormField label={t('address')} error={errors.addresS1?.message} className="sm:col-span-2">
            <Input {...form.register('addresS1')} />
          </FormField>
          <FormField label={t('notes')} error={errors.notes?.message} className="sm:col-span-2">
            <Textarea {...form.register('notes')} rows={2} />
          </FormField>
        </div>
        <div className="flex flex-col gap-3">
          <h2 className="text-lg font-bold text-slate-900">{t('vehicles')}</h2>
          {errors.vehicles?.message && (
            <p className="text-sm font-medium text-red-700">{tm(errors.vehicles.message)}</p>
          )}
          {vehicles.fields.map((field, index) => (
            <ShopVehicleFields
              key={field.id}
              index={index}
              onRemove={
                vehicles.fields.length > 1 && !field.shopvehicleid ? () => vehicles.remove(index) : undefined
              }
            />
          ))}
          <Button
            type="button"
            variant="outline"
            onClick={() => vehicles.append({ ...EMPTY_VEHICLE })}
            className="self-start"
          >
            <Plus className="size-4" aria-hidden />
            {t('addVehicle')}
          </Button>
        </div>
        <div className="sticky bottom-0 -mx-4 flex gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
          {onCancel && (
            <Button type="button" variant="outline" onClick={onCancel}>
              {t('cancel')}
            </Button>
          )}
          <Button
            type="submit"
            loading={save.isPending}
            loadingText={t('saving')}
            className="flex-1 sm:flex-none"
          >
            {t('save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
