import { useState } from 'react';

import type { LazyDialogProps } from '@/components/lazy-dialog';
import { SimpleDialog } from '@/components/ui/dialog';

import { usePublicCenterReviews } from './ratings-api';
import { ReviewsPanel } from './reviews-panel';
import { useRatingsText } from './use-ratings-text';

/**
 * A center's public reviews for a driver choosing it from the nearby list: the average and count, then stars,
 * comments and the center's reply, newest first. Loaded only while open; hidden reviews are never sent.
 * The default export lets the nearby card load this (and the ratings texts) through `LazyDialog` only when a
 * driver asks.
 */
export default function PublicReviewsDialog({
  centerId,
  centerName,
  open,
  onOpenChange,
}: { centerId: number; centerName: string } & LazyDialogProps) {
  const { t } = useRatingsText();
  const [page, setPage] = useState(1);
  const reviews = usePublicCenterReviews(centerId, page, open);
  return (
    <SimpleDialog open={open} onOpenChange={onOpenChange} title={t('public.title')} className="sm:max-w-xl">
      <div className="-mx-1 max-h-[65vh] overflow-y-auto px-1" data-testid="public-reviews">
        <ReviewsPanel
          title={centerName}
          reviews={reviews}
          page={page}
          onPage={setPage}
          empty={t('public.empty')}
          plain
        />
      </div>
    </SimpleDialog>
  );
}
