import { Star } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui';

import { RatingForm } from './rating-form';
import { useRatingState, type RatingTarget } from './ratings-api';
import { useRatingsText } from './use-ratings-text';

/**
 * On a signed-in customer's closed request: 'Rate this service' opens the form in place; a given rating shows
 * with its reply (and 'Change my rating' while the 30 days last). Nothing once the window closed unrated.
 */
export function RateRequest({ servicerequestid }: { servicerequestid: number }) {
  const { t } = useRatingsText();
  const target: RatingTarget = { kind: 'request', id: servicerequestid };
  const state = useRatingState(target);
  const [open, setOpen] = useState(false);
  if (!state.data) return null;
  if (state.data.rated || open) {
    return (
      <div className="mt-3 border-t border-slate-100 pt-3" data-testid="rate-request">
        <RatingForm target={target} heading={false} />
      </div>
    );
  }
  if (!state.data.canrate) return null;
  return (
    <Button variant="outline" className="mt-3 w-full sm:w-auto" onClick={() => setOpen(true)}>
      <Star className="size-5 fill-amber-400 text-amber-500" aria-hidden />
      {t('form.rateService')}
    </Button>
  );
}
