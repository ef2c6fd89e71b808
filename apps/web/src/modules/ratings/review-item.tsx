import { EyeOff, MessageSquareReply } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Review } from '@fixo/shared';

import { Badge } from '@/components/ui';
import { StarRating } from '@/modules/nearby/star-rating';
import { formatCustomerDateTime } from '@/modules/service-requests/format';

/** One review as the center and the manager see it: stars, who and when, the words, the reply, hidden state. */
export function ReviewItem({ review, children }: { review: Review; children?: ReactNode }) {
  return (
    <li
      data-testid="review"
      data-rating-id={review.ratingid}
      className="flex flex-col gap-2 border-b border-slate-100 py-4 first:pt-0 last:border-0 last:pb-0"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <StarRating rating={review.stars} />
        <span className="text-xs text-slate-500">
          {review.reviewername} · {formatCustomerDateTime(review.createdon)}
          {review.bookingref ? ` · ${review.bookingref}` : ''}
        </span>
      </div>
      {review.hidden && (
        <Badge variant="danger" className="self-start">
          <EyeOff className="size-3.5" aria-hidden />
          Hidden by Fixo{review.hiddenreason ? `: ${review.hiddenreason}` : ''}
        </Badge>
      )}
      {review.comment ? (
        <p className="text-sm break-words whitespace-pre-line text-slate-800">{review.comment}</p>
      ) : (
        <p className="text-sm text-slate-500 italic">No comment, stars only.</p>
      )}
      {review.reply && (
        <p className="flex gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
          <MessageSquareReply className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          <span className="break-words">
            <span className="font-semibold">Reply from {review.servicecentername}:</span> {review.reply}
          </span>
        </p>
      )}
      {children}
    </li>
  );
}
