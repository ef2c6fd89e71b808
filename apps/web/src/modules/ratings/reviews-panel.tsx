import type { UseQueryResult } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Review, ReviewsPage } from '@fixo/shared';

// Direct files, not the barrels: this panel is also the nearby card's lazy reviews dialog, whose dependency list
// rides in the request screen's first-page chunk.
import { Pagination } from '@/components/data-table/pagination';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

import { REVIEWS_PAGE_SIZE } from './ratings-api';
import { ReviewItem, StarsText } from './review-item';
import { useRatingsText } from './use-ratings-text';

/** A paged review list with the average and count in its heading; `action` adds a control under each review. */
export function ReviewsPanel({
  title,
  reviews,
  page,
  onPage,
  action,
  empty,
  plain = false,
}: {
  title: string;
  reviews: UseQueryResult<ReviewsPage>;
  page: number;
  onPage: (page: number) => void;
  action?: (review: Review) => ReactNode;
  empty: string;
  /** Inside a dialog: no card of its own. */
  plain?: boolean;
}) {
  const { t, message } = useRatingsText();
  const data = reviews.data;
  return (
    <section
      aria-label={title}
      className={cn(
        'flex flex-col gap-4',
        !plain && 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <MessageSquareText className="size-5 text-slate-500" aria-hidden />
          {title}
        </h2>
        {data && (
          <span className="flex items-center gap-2 text-sm text-slate-700" data-testid="reviews-average">
            <StarsText stars={data.scrating} />
            <span className="font-semibold">{data.scrating.toFixed(1)}/5</span>
            <span className="text-slate-500">({t('review.count', { count: data.scratingcount })})</span>
          </span>
        )}
      </div>
      {reviews.isPending ? (
        <Spinner />
      ) : reviews.isError ? (
        <Alert variant="error">{message(errorMessage(reviews.error))}</Alert>
      ) : data && data.items.length > 0 ? (
        <>
          <ul data-testid="reviews">
            {data.items.map((review) => (
              <ReviewItem key={review.ratingid} review={review}>
                {action?.(review)}
              </ReviewItem>
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={Math.max(1, Math.ceil(data.total / REVIEWS_PAGE_SIZE))}
            onPageChange={onPage}
          />
        </>
      ) : (
        <p className="text-sm text-slate-600">{empty}</p>
      )}
    </section>
  );
}
