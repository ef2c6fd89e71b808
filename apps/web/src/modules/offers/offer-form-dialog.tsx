import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { ERROR_MESSAGES, offerFormToPayload, type Offer } from '@fixo/shared';

import {
  Button,
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { useMessageTranslator } from '@/lib/i18n';
import { useApiErrorText } from '@/lib/i18n/api-error-text';

import { OfferFormFields } from './offer-form-fields';
import {
  SERVER_FIELDS,
  emptyOfferFormValues,
  initialOfferFormValues,
  offerFormSchema,
  type OfferFormValues,
  type OfferFormVariant,
  type ParsedOfferForm,
} from './offer-form-values';
import { useSaveOffer } from './offers-api';
import { NAMESPACE } from './offers.texts';

export type { OfferFormValues, OfferFormVariant } from './offer-form-values';

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
  const apiErrorText = useApiErrorText();
  // A typed start date bypasses the picker's minimum: a new offer's schema refuses one before today.
  const newOffer = !offer?.offersvcntid;
  const schema = useMemo(() => offerFormSchema(variant.kind, newOffer), [variant.kind, newOffer]);
  const form = useForm<OfferFormValues, unknown, ParsedOfferForm>({
    resolver: zodResolver(schema) as unknown as Resolver<OfferFormValues, unknown, ParsedOfferForm>,
    mode: 'onBlur',
    defaultValues: initialOfferFormValues(variant, offer),
  });
  const { handleSubmit, setValue, reset, setError } = form;
  const [confirmPrimary, setConfirmPrimary] = useState(false);

  // A fresh form each time the dialog opens (add, or edit of another offer).
  const offerId = offer?.offersvcntid ?? 0;
  useEffect(() => {
    if (open) reset(initialOfferFormValues(variant, offer));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when opened or the edited offer changes
  }, [open, offerId]);

  const toPayload = (values: ParsedOfferForm) => {
    const centerId = variant.kind === 'manager' ? Number(values.serviceCenterId) : variant.centerId;
    const centerName =
      variant.kind === 'manager'
        ? (variant.centers.find((c) => c.servicecenterid === centerId)?.servicecentername ?? '')
        : (values.serviceCenterName ?? '');
    return offerFormToPayload(values, {
      offersvcntid: offer?.offersvcntid ?? 0,
      servicecenterid: centerId,
      servicecentername: centerName,
    });
  };
  const mutation = useSaveOffer({
    onSuccess: (saved) => {
      toast.success(tc('toast.offerSavedTitle'), { description: tc('toast.offerSavedText') });
      reset(emptyOfferFormValues(variant));
      onSaved(saved);
      onOpenChange(false);
    },
    onError: (error) => {
      toast.error(tm(ERROR_MESSAGES.failedToSaveOffer), { description: apiErrorText(error) });
      if (error instanceof ApiError && error.errors) {
        for (const [field, message] of Object.entries(error.errors)) {
          const target = SERVER_FIELDS[field];
          if (target) setError(target, { type: 'server', message });
        }
      }
    },
  });

  const onSubmit = handleSubmit((values) => mutation.mutate(toPayload(values)));

  const replacesOther =
    primaryOffer !== null && primaryOffer.offersvcntid !== (offer?.offersvcntid ?? 0) ? primaryOffer : null;

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
          <FormProvider {...form}>
            <form noValidate onSubmit={onSubmit} className="flex flex-col">
              <OfferFormFields variant={variant} onAskPrimary={() => setConfirmPrimary(true)} />
              <div className="sticky bottom-0 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
                <Button variant="outline" onClick={() => onOpenChange(false)} disabled={mutation.isPending}>
                  {tc('ui.cancel')}
                </Button>
                <Button type="submit" loading={mutation.isPending} loadingText={tc('ui.saving')}>
                  {tc('ui.submit')}
                </Button>
              </div>
            </form>
          </FormProvider>
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
