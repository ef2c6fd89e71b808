import { CircleCheck, Clock, MapPin, Navigation, Phone, Tag, Truck, Wrench } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPrimaryOffer, isOpen24Hours, type LatLng, type NearbyServiceCenter } from '@fixo/shared';

import { LazyDialog } from '@/components/lazy-dialog';
import { lazyPart } from '@/components/lazy-part';
import { Badge, Button } from '@/components/ui';
import { cn } from '@/lib/cn';

import { centerDirectionsUrl, distanceText, officeHours } from './nearby-format';
import { NAMESPACE } from './nearby.texts';
import { StarRating } from './star-rating';

// The reviews (and the ratings texts) and the offers load only when a driver opens them: the request form stays
// light (radix's dialog is not in its first download).
const PublicReviewsDialog = lazyPart(() => import('@/modules/ratings/public-reviews-dialog'));
const OffersDialog = lazyPart(() => import('./offers-dialog').then((m) => ({ default: m.OffersDialog })));

export interface NearbyCenterCardProps {
  center: NearbyServiceCenter;
  /** Position in the list, 1-based (matches the map's marker numbers). */
  rank: number;
  from?: LatLng | null;
  selected: boolean;
  onSelect: (center: NearbyServiceCenter) => void;
  /** Radio group name; one choice per list. */
  name: string;
  /** Shown instead of the plain distance for a center outside the user's area. */
  farNote?: string;
}

/** One nearby center: everything a stranded driver needs to choose, call or drive there. */
export function NearbyCenterCard({
  center,
  rank,
  from,
  selected,
  onSelect,
  name,
  farNote,
}: NearbyCenterCardProps) {
  const [offersOpen, setOffersOpen] = useState(false);
  const [reviewsOpen, setReviewsOpen] = useState(false);
  const { t } = useTranslation(NAMESPACE);
  const directions = centerDirectionsUrl(center);
  const hours = isOpen24Hours(center.officestarttime, center.officeendtime)
    ? t('card.open24')
    : officeHours(center);
  const radioId = `center-${center.servicecenterid}`;
  // The picker's visible words; its accessible name starts with them so voice control finds it by what it shows.
  const pickerLabel = selected ? t('card.selected') : t('card.chooseThis');
  const dialogProps = { centerId: center.servicecenterid, centerName: center.servicecentername };
  return (
    <li
      data-testid="nearby-center"
      data-selected={selected || undefined}
      className={cn(
        'relative rounded-2xl border-2 bg-white p-4 shadow-sm transition-colors',
        selected ? 'border-brand-600 bg-brand-50/60 ring-2 ring-brand-600/20' : 'border-slate-200',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className={cn(
            'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
            selected ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700',
          )}
        >
          {rank}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <h3 className="text-lg leading-snug font-bold text-slate-900">{center.servicecentername}</h3>
            {!farNote && (
              <span className="shrink-0 text-base font-bold text-brand-700">
                {t('km', { km: distanceText(center, from) })}
              </span>
            )}
          </div>
          {farNote && (
            <p data-testid="far-note" className="mt-0.5 text-sm font-semibold text-amber-800">
              {farNote}
            </p>
          )}
          <div className="mt-1 flex flex-wrap items-center gap-x-3">
            <StarRating rating={center.scrating} count={center.scratingcount} />
            {(center.scratingcount ?? 0) > 0 && (
              <button
                type="button"
                className="min-h-8 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                onClick={() => setReviewsOpen(true)}
              >
                {t('card.reviews')}
              </button>
            )}
          </div>
          <div className="mt-2 flex flex-wrap gap-1.5">
            {center.pickupservice && (
              <Badge variant="info">
                <Truck className="size-3.5" aria-hidden />
                {t('card.pickup')}
              </Badge>
            )}
            {hasPrimaryOffer(center.primaryoffer) && (
              <Badge variant="success" data-testid="primary-offer">
                <Tag className="size-3.5" aria-hidden />
                {center.primaryoffer}
              </Badge>
            )}
          </div>
        </div>
      </div>

      <dl className="mt-3 flex flex-col gap-1.5 text-sm text-slate-700">
        {center.addresS1 && (
          <div className="flex gap-2">
            <dt className="sr-only">{t('card.address')}</dt>
            <MapPin className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
            <dd>{center.addresS1}</dd>
          </div>
        )}
        {hours && (
          <div className="flex gap-2">
            <dt className="sr-only">{t('card.hours')}</dt>
            <Clock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
            <dd>{hours}</dd>
          </div>
        )}
        {center.servicesprovided && (
          <div className="flex gap-2">
            <dt className="sr-only">{t('card.services')}</dt>
            <Wrench className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
            <dd className="line-clamp-3">{center.servicesprovided}</dd>
          </div>
        )}
      </dl>

      <div className="mt-3 grid grid-cols-2 gap-2">
        {center.mobilenO1 && (
          <a
            href={`tel:+91${center.mobilenO1}`}
            className="col-span-2 flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-slate-50"
          >
            <Phone className="size-4 text-green-700" aria-hidden />
            <span>
              {center.mobilenO1}
              {center.contactpersoN1 && (
                <span className="font-normal text-slate-600"> ({center.contactpersoN1})</span>
              )}
            </span>
          </a>
        )}
        {directions && (
          <a
            href={directions}
            target="_blank"
            rel="noopener noreferrer"
            className="flex min-h-11 items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2 text-sm font-semibold whitespace-nowrap text-slate-900 hover:bg-slate-50"
          >
            <Navigation className="size-4 text-sky-700" aria-hidden />
            {t('card.directions')}
          </a>
        )}
        {center.isofferavailable && (
          <Button
            type="button"
            variant="outline"
            className="min-h-11 px-2 text-sm"
            onClick={() => setOffersOpen(true)}
          >
            <Tag className="size-4 text-green-700" aria-hidden />
            {t('card.offers')}
          </Button>
        )}
      </div>

      <label
        htmlFor={radioId}
        className={cn(
          'mt-3 flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg px-4 text-base font-bold transition-colors',
          'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
          selected ? 'bg-brand-600 text-white' : 'bg-slate-900 text-white hover:bg-slate-800',
        )}
      >
        <input
          id={radioId}
          type="radio"
          name={name}
          value={String(center.servicecenterid)}
          checked={selected}
          onChange={() => onSelect(center)}
          className="sr-only"
          aria-label={t('card.pickerName', { label: pickerLabel, name: center.servicecentername })}
        />
        {selected && <CircleCheck className="size-5" aria-hidden />}
        {pickerLabel}
      </label>

      {center.isofferavailable && (
        <LazyDialog
          component={OffersDialog}
          props={dialogProps}
          open={offersOpen}
          onOpenChange={setOffersOpen}
        />
      )}
      <LazyDialog
        component={PublicReviewsDialog}
        props={dialogProps}
        open={reviewsOpen}
        onOpenChange={setReviewsOpen}
      />
    </li>
  );
}
