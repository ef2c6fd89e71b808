import { format } from 'date-fns';
import type { ChangeEvent } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CUSTOM_OFFER, DISCOUNT_PRESETS, LIMITS } from '@fixo/shared';

import { FormField, Input, Select, Switch, Textarea } from '@/components/ui';

import { DateTimeInput } from './date-time-input';
import { formatOfferDate } from './offer-list';
import type { OfferFormValues, OfferFormVariant, ParsedOfferForm } from './offer-form-values';
import { NAMESPACE } from './offers.texts';

/** The presets' labels in the screen's language ('10% Discount Coupon on Servicing', 'Custom Offer'). */
const discountOptions = (t: (key: string) => string) =>
  DISCOUNT_PRESETS.map((p) => ({
    value: p.value,
    label: p.isCustom ? t('customOfferOption') : `${p.value} ${t('presetLabel')}`,
  }));

/**
 * The offer's fields inside the dialog's form. Turning 'default show' on asks first (`onAskPrimary`); the
 * dialog sets it once confirmed.
 */
export function OfferFormFields({
  variant,
  onAskPrimary,
}: {
  variant: OfferFormVariant;
  onAskPrimary: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const tc = useTranslation('common').t;
  const { register, formState, watch, control } = useFormContext<OfferFormValues, unknown, ParsedOfferForm>();
  const errors = formState.errors;
  const isCustom = watch('discountPercentage') === CUSTOM_OFFER;
  const centerLocked = variant.kind === 'center' && Boolean(variant.centerName);
  const minDateTime = format(new Date(new Date().setHours(0, 0, 0, 0)), "yyyy-MM-dd'T'HH:mm");

  const amountField = register('discountAmount', {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = event.target.value.replace(/\D/g, '').slice(0, LIMITS.discountAmountMaxDigits);
    },
  });

  const dateField = (name: 'startDate' | 'endDate' | 'validTill', label: string, required: boolean) => (
    <FormField
      label={label}
      required={required}
      error={errors[name]?.message}
      hint={required ? undefined : t('form.optional')}
    >
      <DateTimeInput min={minDateTime} shown={formatOfferDate(watch(name))} {...register(name)} />
    </FormField>
  );

  return (
    <div className="grid gap-4 px-5 py-5 sm:grid-cols-2 sm:px-6">
      {variant.kind === 'center' ? (
        <FormField
          label={t('form.serviceCenter')}
          required
          error={errors.serviceCenterName?.message}
          className="sm:col-span-2"
        >
          <Input
            {...register('serviceCenterName')}
            readOnly={centerLocked}
            aria-readonly={centerLocked || undefined}
            className={centerLocked ? 'bg-slate-100 text-slate-600' : undefined}
          />
        </FormField>
      ) : (
        <FormField
          label={t('form.serviceCenter')}
          required
          error={errors.serviceCenterId?.message}
          className="sm:col-span-2"
        >
          <Select
            {...register('serviceCenterId')}
            placeholder={t('form.selectCenter')}
            options={variant.centers.map((c) => ({
              value: String(c.servicecenterid),
              label: c.servicecentername,
            }))}
          />
        </FormField>
      )}
      <FormField
        label={t('form.discount')}
        required
        error={errors.discountPercentage?.message}
        className="sm:col-span-2"
      >
        <Select
          id="offer-discount"
          {...register('discountPercentage')}
          placeholder={t('form.selectDiscount')}
          options={discountOptions(t)}
        />
      </FormField>
      {isCustom && (
        <FormField
          label={t('form.customDetails')}
          required
          error={errors.customOffer?.message}
          className="sm:col-span-2"
        >
          <Input
            {...register('customOffer')}
            maxLength={LIMITS.customOfferMax}
            placeholder={t('form.customPlaceholder')}
          />
        </FormField>
      )}
      <FormField label={t('form.amount')} required error={errors.discountAmount?.message}>
        <Input
          {...amountField}
          inputMode="numeric"
          maxLength={LIMITS.discountAmountMaxDigits}
          autoComplete="off"
        />
      </FormField>
      <FormField label={t('form.offerCode')} required error={errors.offerCode?.message}>
        <Input
          {...register('offerCode')}
          maxLength={LIMITS.offerCodeMax}
          autoCapitalize="characters"
          autoComplete="off"
        />
      </FormField>
      {dateField('startDate', t('form.startDate'), true)}
      {dateField('endDate', t('form.endDate'), true)}
      {dateField('validTill', t('form.validity'), false)}
      <FormField label={t('form.remarks')} error={errors.offerRemarks?.message} className="sm:col-span-2">
        <Textarea {...register('offerRemarks')} rows={3} maxLength={LIMITS.offerRemarksMax} />
      </FormField>
      <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <ToggleRow
              id="offer-is-active"
              label={t('form.isActive')}
              hint={field.value ? tc('ui.active') : tc('ui.inactive')}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="isPrimaryOffer"
          render={({ field }) => (
            <ToggleRow
              id="offer-default-show"
              label={t('form.defaultShow')}
              hint={field.value ? t('primary') : t('notPrimary')}
              checked={field.value}
              onCheckedChange={(checked) => {
                // Turning it on needs a confirmation; turning it off clears it at once.
                if (checked) onAskPrimary();
                else field.onChange(false);
              }}
            />
          )}
        />
      </div>
    </div>
  );
}

function ToggleRow({
  id,
  label,
  hint,
  checked,
  onCheckedChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex min-h-14 items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2">
      <label htmlFor={id} className="flex flex-col">
        <span className="text-sm font-semibold text-slate-900">{label}</span>
        <span className="text-xs text-slate-500">{hint}</span>
      </label>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} />
    </div>
  );
}
