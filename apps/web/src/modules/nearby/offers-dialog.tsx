import { ERROR_MESSAGES, type Offer } from '@fixo/shared';

import type { LazyDialogProps } from '@/components/lazy-dialog';
import { Badge, Spinner } from '@/components/ui';
import { SimpleDialog } from '@/components/ui/dialog';

import { useCenterOffers } from './nearby-api';

function offerTitle(offer: Offer): string {
  if (offer.offer.trim()) return offer.offer;
  const pct = offer.discountofferedpercentage.trim();
  return /^\d/.test(pct) ? `${pct.replace(/%$/, '')}% Discount Coupon on Servicing` : pct;
}

function shortDate(text: string | null): string {
  if (!text) return '';
  const d = new Date(text);
  return Number.isNaN(d.getTime())
    ? text
    : d.toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric' });
}

/** 'Available Offers' of one center (shown through `LazyDialog`); the offers load only while it is open. */
export function OffersDialog({
  centerId,
  centerName,
  open,
  onOpenChange,
}: { centerId: number; centerName: string } & LazyDialogProps) {
  const offers = useCenterOffers(centerId, open);
  return (
    <SimpleDialog open={open} onOpenChange={onOpenChange} title="Available Offers" description={centerName}>
      <div className="max-h-[60vh] overflow-y-auto">
        {offers.isPending ? (
          <p className="flex items-center gap-2 py-4 text-slate-600">
            <Spinner size="sm" label={null} />
            {ERROR_MESSAGES.loadingOffers}
          </p>
        ) : offers.isError ? (
          <p className="py-4 font-medium text-red-700">{ERROR_MESSAGES.errorLoadingOffers}</p>
        ) : offers.data.length === 0 ? (
          <p className="py-4 text-slate-600">{ERROR_MESSAGES.noOffersAvailable}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {offers.data.map((offer) => (
              <li
                key={offer.offersvcntid}
                className="rounded-xl border border-dashed border-brand-300 bg-brand-50 p-3"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-mono text-base font-bold tracking-wider text-brand-800">
                    {offer.offercode}
                  </span>
                  {offer.discountofferedamount && offer.discountofferedamount !== '0' && (
                    <Badge variant="success">Save ₹{offer.discountofferedamount}</Badge>
                  )}
                </div>
                <p className="mt-1 font-semibold text-slate-900">{offerTitle(offer)}</p>
                {offer.offerremarks && <p className="text-sm text-slate-600">{offer.offerremarks}</p>}
                {(offer.validtill || offer.enddate) && (
                  <p className="mt-1 text-xs text-slate-500">
                    Valid till {shortDate(offer.validtill ?? offer.enddate)}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </SimpleDialog>
  );
}
