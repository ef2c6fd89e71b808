import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import {
  ERROR_MESSAGES,
  FIXED_USER_ID,
  toLocalIsoNoZone,
  type Offer,
  type OfferPayloadInput,
} from '@fixo/shared';

import { ConfirmDialog, Switch } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useMessageTranslator } from '@/lib/i18n';

import { useSaveOffer } from './offers-api';
import { NAMESPACE } from './offers.texts';

/** The whole offer as saved back, with only the active flag changed (the spec's status change). */
export function offerToPayload(offer: Offer, isactive: boolean, now = new Date()): OfferPayloadInput {
  return {
    offersvcntid: offer.offersvcntid,
    servicecenterid: offer.servicecenterid,
    servicecentername: offer.servicecentername,
    discountofferedpercentage: offer.discountofferedpercentage,
    offer: offer.offer,
    discountofferedamount: offer.discountofferedamount,
    offercode: offer.offercode,
    startdate: offer.startdate,
    enddate: offer.enddate,
    validtill: offer.validtill,
    isactive,
    isprimaryoffer: offer.isprimaryoffer,
    offerremarks: offer.offerremarks,
    recordby: FIXED_USER_ID,
    recorddate: toLocalIsoNoZone(now),
  };
}

export interface DeactivateOfferDialogProps {
  offer: Offer | null;
  onOpenChange: (open: boolean) => void;
  onSaved: (offer: Offer) => void;
}

export function DeactivateOfferDialog({ offer, onOpenChange, onSaved }: DeactivateOfferDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const tc = useTranslation('common').t;
  const tm = useMessageTranslator();
  const [active, setActive] = useState(false);
  // Only active offers offer this dialog, so it opens with the switch at Inactive: Confirm deactivates.
  useEffect(() => {
    if (offer) setActive(false);
  }, [offer]);

  const mutation = useSaveOffer({
    onSuccess: (saved) => {
      toast.success(tc('toast.offerSavedTitle'), { description: tc('toast.offerSavedText') });
      onSaved(saved);
      onOpenChange(false);
    },
    onError: (error) => {
      toast.error(tm(ERROR_MESSAGES.failedToSaveOffer), { description: tm(errorMessage(error)) });
    },
  });

  return (
    <ConfirmDialog
      open={offer !== null}
      onOpenChange={(open) => !mutation.isPending && onOpenChange(open)}
      title={tc('ui.deactivateOffer')}
      description={t('status.question')}
      confirmLabel={tc('ui.confirm')}
      cancelLabel={tc('ui.cancel')}
      confirmVariant={active ? 'primary' : 'destructive'}
      busy={mutation.isPending}
      onConfirm={() => {
        if (offer) mutation.mutate(offerToPayload(offer, active));
      }}
    >
      {offer && (
        <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
          <p className="text-sm text-slate-600">
            {t('status.code')}{' '}
            <span className="font-mono font-semibold text-slate-900">{offer.offercode}</span>
          </p>
          <div className="flex items-center justify-between gap-3">
            <label htmlFor="deactivate-offer-status" className="text-sm font-semibold text-slate-900">
              {t('status.status', { status: active ? tc('ui.active') : tc('ui.inactive') })}
            </label>
            <Switch id="deactivate-offer-status" checked={active} onCheckedChange={setActive} />
          </div>
        </div>
      )}
    </ConfirmDialog>
  );
}
