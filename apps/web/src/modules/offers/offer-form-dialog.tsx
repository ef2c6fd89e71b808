import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { format } from 'date-fns';
import { CalendarClock } from 'lucide-react';
import { useEffect, useMemo, useState, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  CUSTOM_OFFER,
  DISCOUNT_PRESETS,
  ERROR_MESSAGES,
  LIMITS,
  createManagerOfferFormSchema,
  createOfferFormSchema,
  offerFormToPayload,
  offerToFormValues,
  type Offer,
  type OfferForm,
  type ServiceCenterListItem,
} from '@fixo/shared';

import {
  Button,
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Select,
  Switch,
  Textarea,
} from '@/components/ui';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useMessageTranslator } from '@/lib/i18n';

import { saveOffer } from './offers-api';
import { formatOfferDate } from './offer-list';
import { NAMESPACE } from './offers.texts';

/** Raw form values: every control holds text (or a flag) until the shared schema parses it. */
export interface OfferFormValues {
  serviceCenterName: string;
  serviceCenterId: string;
  discountPercentage: string;
  customOffer: string;
  discountAmount: string;
  offerCode: string;
  startDate: string;
  endDate: string;
  validTill: string;
  offerRemarks: string;
  isActive: boolean;
  isPrimaryOffer: boolean;
}
type ParsedOfferForm = Omit<OfferForm, 'serviceCenterName'> & {
  serviceCenterName?: string;
  serviceCenterId?: string;
};

export type OfferFormVariant =
  | { kind: 'center'; centerId: number; centerName: string | null }
  | { kind: 'manager'; centers: ServiceCenterListItem[]; centerId: number | null };

export interface OfferFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  variant: OfferFormVariant;
  /** The offer being edited; null adds a new one. */
  offer: Offer | null;
  /** The center's current primary offer, for the replacement warning (its code only when on the loaded page). */
  primaryOffer: Pick<Offer, 'offersvcntid' | 'offercode'> | null;
  onSaved: (offer: Offer) => void;
}

/** Server field names (contract spellings) → form fields, to show a 400's field messages in place. */
const SERVER_FIELDS: Record<string, keyof OfferFormValues> = {
  servicecentername: 'serviceCenterName',
  servicecenterid: 'serviceCenterId',
  discountofferedpercentage: 'discountPercentage',
  offer: 'customOffer',
  discountofferedamount: 'discountAmount',
  offercode: 'offerCode',
  startdate: 'startDate',
  enddate: 'endDate',
  validtill: 'validTill',
  offerremarks: 'offerRemarks',
};

/** 'YYYY-MM-DDTHH:mm[:ss]' → the 'YYYY-MM-DDTHH:mm' a datetime-local input takes. */
const toInputDateTime = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 16) : '');

function emptyValues(variant: OfferFormVariant): OfferFormValues {
  return {
    serviceCenterName: variant.kind === 'center' ? (variant.centerName ?? '') : '',
    serviceCenterId: variant.kind === 'manager' && variant.centerId ? String(variant.centerId) : '',
    discountPercentage: '',
    customOffer: '',
    discountAmount: '',
    offerCode: '',
    startDate: '',
    endDate: '',
    validTill: '',
    offerRemarks: '',
    isActive: true,
    isPrimaryOffer: false,
  };
}

export function initialOfferFormValues(variant: OfferFormVariant, offer: Offer | null): OfferFormValues {
  const base = emptyValues(variant);
  if (!offer) return base;
  const v = offerToFormValues(offer);
  return {
    ...base,
    serviceCenterName:
      variant.kind === 'center' ? variant.centerName || offer.servicecentername : offer.servicecentername,
    serviceCenterId: variant.kind === 'manager' ? String(offer.servicecenterid) : '',
    discountPercentage: v.discountPercentage ?? '',
    customOffer: v.customOffer ?? '',
    discountAmount: typeof v.discountAmount === 'string' ? v.discountAmount : String(v.discountAmount ?? ''),
    offerCode: v.offerCode ?? '',
    startDate: toInputDateTime(v.startDate),
    endDate: toInputDateTime(v.endDate),
    validTill: toInputDateTime(v.validTill),
    offerRemarks: v.offerRemarks ?? '',
    isActive: v.isActive ?? true,
    isPrimaryOffer: v.isPrimaryOffer ?? false,
  };
}

/** The presets' labels in the screen's language ('10% Discount Coupon on Servicing', 'Custom Offer'). */
const discountOptions = (t: (key: string) => string) =>
  DISCOUNT_PRESETS.map((p) => ({
    value: p.value,
    label: p.isCustom ? t('customOfferOption') : `${p.value} ${t('presetLabel')}`,
  }));

export function OfferFormDialog({
  open,
  onOpenChange,
  variant,
  offer,
  primaryOffer,
  onSaved,
}: OfferFormDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const tc = useTranslation('common').t;
  const tm = useMessageTranslator();
  // A typed start date bypasses the picker's minimum: a new offer's schema refuses one before today.
  const newOffer = !offer?.offersvcntid;
  const schema = useMemo(
    () =>
      variant.kind === 'manager'
        ? createManagerOfferFormSchema(undefined, { newOffer })
        : createOfferFormSchema(undefined, { newOffer }),
    [variant.kind, newOffer],
  );
  const form = useForm<OfferFormValues, unknown, ParsedOfferForm>({
    resolver: zodResolver(schema) as unknown as Resolver<OfferFormValues, unknown, ParsedOfferForm>,
    mode: 'onBlur',
    defaultValues: initialOfferFormValues(variant, offer),
  });
  const { register, handleSubmit, formState, watch, control, setValue, reset, setError } = form;
  const errors = formState.errors;
  const [confirmPrimary, setConfirmPrimary] = useState(false);

  // A fresh form each time the dialog opens (add, or edit of another offer).
  const offerId = offer?.offersvcntid ?? 0;
  useEffect(() => {
    if (open) reset(initialOfferFormValues(variant, offer));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when opened or the edited offer changes
  }, [open, offerId]);

  const isCustom = watch('discountPercentage') === CUSTOM_OFFER;
  const centerLocked = variant.kind === 'center' && Boolean(variant.centerName);
  const minDateTime = format(new Date(new Date().setHours(0, 0, 0, 0)), "yyyy-MM-dd'T'HH:mm");

  const mutation = useMutation({
    mutationFn: (values: ParsedOfferForm) => {
      const centerId = variant.kind === 'manager' ? Number(values.serviceCenterId) : variant.centerId;
      const centerName =
        variant.kind === 'manager'
          ? (variant.centers.find((c) => c.servicecenterid === centerId)?.servicecentername ?? '')
          : (values.serviceCenterName ?? '');
      return saveOffer(
        offerFormToPayload(values, {
          offersvcntid: offer?.offersvcntid ?? 0,
          servicecenterid: centerId,
          servicecentername: centerName,
        }),
      );
    },
    onSuccess: (saved) => {
      toast.success(tc('toast.offerSavedTitle'), { description: tc('toast.offerSavedText') });
      reset(emptyValues(variant));
      onSaved(saved);
      onOpenChange(false);
    },
    onError: (error) => {
      toast.error(tm(ERROR_MESSAGES.failedToSaveOffer), { description: tm(errorMessage(error)) });
      if (error instanceof ApiError && error.errors) {
        for (const [field, message] of Object.entries(error.errors)) {
          const target = SERVER_FIELDS[field];
          if (target) setError(target, { type: 'server', message });
        }
      }
    },
  });

  const onSubmit = handleSubmit((values) => mutation.mutate(values));

  const amountField = register('discountAmount', {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = event.target.value.replace(/\D/g, '').slice(0, LIMITS.discountAmountMaxDigits);
    },
  });

  const replacesOther =
    primaryOffer !== null && primaryOffer.offersvcntid !== (offer?.offersvcntid ?? 0) ? primaryOffer : null;

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
    <>
      <Dialog open={open} onOpenChange={(next) => !mutation.isPending && onOpenChange(next)}>
        <DialogContent
          className="max-w-2xl gap-0 p-0 sm:p-0"
          onOpenAutoFocus={(event) => {
            // Start on the first field to fill in, not on the locked center name.
            event.preventDefault();
            document.getElementById('offer-discount')?.focus();
          }}
        >
          <DialogHeader className="border-b border-slate-200 px-5 pt-5 pb-4 sm:px-6">
            <DialogTitle>{offer ? tc('ui.editOffer') : tc('ui.addOffer')}</DialogTitle>
            <DialogDescription>
              {offer ? t('form.update', { code: offer.offercode }) : t('form.create')}
            </DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={onSubmit} className="flex flex-col">
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
              <FormField
                label={t('form.remarks')}
                error={errors.offerRemarks?.message}
                className="sm:col-span-2"
              >
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
                        if (checked) setConfirmPrimary(true);
                        else field.onChange(false);
                      }}
                    />
                  )}
                />
              </div>
            </div>
            <div className="sticky bottom-0 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={mutation.isPending}>
                {tc('ui.cancel')}
              </Button>
              <Button type="submit" loading={mutation.isPending} loadingText={tc('ui.saving')}>
                {tc('ui.submit')}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmPrimary}
        onOpenChange={setConfirmPrimary}
        title={tc('ui.setPrimaryOffer')}
        description={t('form.setPrimary')}
        confirmLabel={tc('ui.save')}
        cancelLabel={tc('ui.cancel')}
        onConfirm={() => {
          setValue('isPrimaryOffer', true, { shouldDirty: true });
          setConfirmPrimary(false);
        }}
      >
        {replacesOther && (
          <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            {replacesOther.offercode
              ? t('form.replacesCode', { id: replacesOther.offersvcntid, code: replacesOther.offercode })
              : t('form.replaces', { id: replacesOther.offersvcntid })}
          </p>
        )}
      </ConfirmDialog>
    </>
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

/**
 * A native date-and-time picker (calendar with a time input, days before `min` disabled) that displays the
 * value as dd/MM/yyyy HH:mm whatever the browser's own locale: the native control sits invisible on top of
 * the formatted text and opens its picker when tapped.
 */
function DateTimeInput({
  shown,
  className,
  onClick,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { shown: string | null; ref?: Ref<HTMLInputElement> }) {
  return (
    <div
      className={cn(
        'relative flex h-11 w-full items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 shadow-xs',
        'focus-within:border-brand-600 focus-within:ring-3 focus-within:ring-brand-600/20',
        'has-[input[aria-invalid=true]]:border-red-500',
        className,
      )}
    >
      <CalendarClock className="size-4.5 shrink-0 text-slate-400" aria-hidden />
      <span aria-hidden className={cn('truncate text-base', shown ? 'text-slate-900' : 'text-slate-400')}>
        {shown ?? 'dd/mm/yyyy hh:mm'}
      </span>
      <input
        type="datetime-local"
        step={60}
        className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
        onClick={(event) => {
          onClick?.(event);
          try {
            event.currentTarget.showPicker();
          } catch {
            // Older browsers: the focused control still takes typed input.
          }
        }}
        {...props}
      />
    </div>
  );
}
