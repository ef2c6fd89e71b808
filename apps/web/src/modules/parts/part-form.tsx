import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  computeLineAmounts,
  GST_RATE_VALUES,
  PART_TYPES,
  PART_UNITS,
  partPayloadSchema,
  type PartDetail,
  type PartPayloadInput,
} from '@fixo/shared';

import { useUnsavedChanges } from '@/components/form/unsaved-changes';
import { showServerFieldErrors, useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { i18n } from '@/lib/i18n';
import { MoneyInput, moneyError, SUITE_NAMESPACE as SUITE, useSuiteMessage } from '@/modules/suite';

import { inr } from './part-format';
import { useGstRate, useSavePart } from './parts-api';
import { NAMESPACE } from './parts.texts';

export function partFormValues(part: PartDetail | undefined): PartPayloadInput {
  if (!part) {
    return {
      partid: 0,
      partname: '',
      partcode: '',
      parttype: 'Part',
      hsnsac: '',
      unit: 'nos',
      salepricepaise: 0,
      priceincludesgst: true,
      purchasepricepaise: 0,
      reorderlevel: 0,
      openingstock: 0,
      isactive: true,
    };
  }
  return {
    partid: part.partid,
    partname: part.partname,
    partcode: part.partcode,
    parttype: part.parttype,
    hsnsac: part.hsnsac,
    gstrate: part.gstrate,
    unit: part.unit as PartPayloadInput['unit'],
    salepricepaise: part.salepricepaise,
    priceincludesgst: part.priceincludesgst,
    purchasepricepaise: part.purchasepricepaise,
    reorderlevel: part.reorderlevel,
    openingstock: 0,
    isactive: part.isactive,
  };
}

/** 'Customer pays ₹2,124.00 (₹1,800.00 + GST 18% ₹324.00)', in en-IN rupees. */
export function priceHint(paise: unknown, includesGst: boolean, rate: number): string | undefined {
  if (typeof paise !== 'number' || paise <= 0 || !Number.isFinite(rate)) return undefined;
  const a = computeLineAmounts({
    qty: 1,
    unitpricepaise: paise,
    priceincludesgst: includesGst,
    discounttype: 'Amount',
    discountvalue: 0,
    gstrate: rate,
  });
  return i18n.t('customerPays', {
    ns: NAMESPACE,
    total: inr(a.linetotalpaise),
    taxable: inr(a.taxablepaise),
    rate,
    gst: inr(a.gstpaise),
  });
}

/** Add or edit a catalogue item; the GST rate follows the HSN/SAC code from the rate table. */
export function PartForm({ part, onSaved }: { part?: PartDetail; onSaved: (saved: PartDetail) => void }) {
  const { apiError } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const ts = useTranslation(SUITE).t;
  // A Controller's input gets no id from FormField (it wraps the Controller): named here so each label names it.
  const salePriceId = useId();
  const purchasePriceId = useId();
  const form = useZodForm(partPayloadSchema, {
    defaultValues: partFormValues(part),
    mode: 'onBlur',
  });
  const save = useSavePart();
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  const { errors } = form.formState;
  const kind = useWatch({ control: form.control, name: 'parttype' });
  const code = useWatch({ control: form.control, name: 'hsnsac' }) ?? '';
  const rate = useGstRate(code);
  const rateKnown = rate.data?.gstrate !== null && rate.data?.gstrate !== undefined;
  const isPart = kind === 'Part';
  const price = useWatch({ control: form.control, name: 'salepricepaise' });
  const includesGst = useWatch({ control: form.control, name: 'priceincludesgst' });
  const manualRate = useWatch({ control: form.control, name: 'gstrate' });

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
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5">
      {unsaved.dialog}
      {save.error && <Alert variant="error">{apiError(save.error)}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('name')} required error={errors.partname?.message} className="sm:col-span-2">
          <Input {...form.register('partname')} placeholder={t('nameExample')} />
        </FormField>
        <FormField label={t('kind')} required error={errors.parttype?.message}>
          <div
            role="radiogroup"
            aria-label={t('kind')}
            className="grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1"
          >
            {PART_TYPES.map((type) => (
              <label
                key={type}
                className={cn(
                  'flex min-h-10 cursor-pointer items-center justify-center rounded-md text-sm font-semibold',
                  kind === type ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600',
                )}
              >
                <input type="radio" value={type} {...form.register('parttype')} className="sr-only" />
                {ts(`kind.${type}`)}
              </label>
            ))}
          </div>
        </FormField>
        <FormField label={t('partCode')} error={errors.partcode?.message}>
          <Input {...form.register('partcode')} autoCapitalize="characters" className="uppercase" />
        </FormField>
        <FormField
          label={isPart ? t('hsnCode') : t('sacCode')}
          required
          error={errors.hsnsac?.message}
          hint={
            rateKnown
              ? `${t('gstRateShort', { rate: rate.data!.gstrate })}${rate.data!.description ? ` · ${rate.data!.description}` : ''}`
              : isPart
                ? t('hsnExample')
                : t('sacExample')
          }
        >
          <Input {...form.register('hsnsac')} inputMode="numeric" className="font-mono" />
        </FormField>
        {!rateKnown && (
          <FormField label={t('gstRate')} error={errors.gstrate?.message} hint={t('gstRateHint')}>
            <Select
              {...form.register('gstrate')}
              placeholder={t('selectGstRate')}
              options={GST_RATE_VALUES.map((r) => ({ value: String(r), label: `${r}%` }))}
            />
          </FormField>
        )}
        <FormField label={t('unit')} error={errors.unit?.message}>
          <Select {...form.register('unit')} options={PART_UNITS.map((u) => ({ value: u, label: u }))} />
        </FormField>
        <FormField
          id={salePriceId}
          label={t('salePrice')}
          required
          error={moneyError(errors.salepricepaise?.message)}
          hint={priceHint(price, includesGst === true, rateKnown ? rate.data!.gstrate! : Number(manualRate))}
        >
          <Controller
            control={form.control}
            name="salepricepaise"
            render={({ field }) => (
              <MoneyInput
                id={salePriceId}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </FormField>
        <label className="flex min-h-11 items-center gap-3 self-end text-sm font-medium text-slate-800">
          <Controller
            control={form.control}
            name="priceincludesgst"
            render={({ field }) => (
              <Switch
                checked={field.value === true}
                onCheckedChange={field.onChange}
                aria-label={t('priceIncludesGst')}
              />
            )}
          />
          {t('priceIncludesGst')}
        </label>
        {isPart && (
          <>
            <FormField
              id={purchasePriceId}
              label={t('purchasePrice')}
              error={moneyError(errors.purchasepricepaise?.message)}
            >
              <Controller
                control={form.control}
                name="purchasepricepaise"
                render={({ field }) => (
                  <MoneyInput
                    id={purchasePriceId}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            </FormField>
            <FormField label={t('reorderLevel')} error={errors.reorderlevel?.message} hint={t('reorderHint')}>
              <Input {...form.register('reorderlevel')} inputMode="decimal" />
            </FormField>
            {!part && (
              <FormField label={t('openingStock')} error={errors.openingstock?.message}>
                <Input {...form.register('openingstock')} inputMode="decimal" />
              </FormField>
            )}
          </>
        )}
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
          <Controller
            control={form.control}
            name="isactive"
            render={({ field }) => (
              <Switch
                checked={field.value !== false}
                onCheckedChange={field.onChange}
                aria-label={t('active')}
              />
            )}
          />
          {t('activeLabel')}
        </label>
      </div>
      <div>
        <Button type="submit" loading={save.isPending} loadingText={t('saving')} className="w-full sm:w-auto">
          {t('saveItem')}
        </Button>
      </div>
    </form>
  );
}
