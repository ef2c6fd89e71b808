import { EyeOff, MessageSquareReply } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Review } from '@fixo/shared';

import { Badge } from '@/components/ui/badge';
import { formatCustomerDateTime } from '@/modules/service-requests';

import { useRatingsText } from './use-ratings-text';

/** Stars as text ('★★★★☆'): light enough for long lists, read out as '4 of 5 stars'. */
export function StarsText({ stars }: { stars: number }) {
  const { t } = useRatingsText();
  const whole = Math.max(0, Math.min(5, Math.round(stars)));
  return (
    <span
      role="img"
      aria-label={t('review.stars', { n: whole })}
      className="text-lg leading-none tracking-wider"
    >
      <span className="text-amber-500">{'★'.repeat(whole)}</span>
      <span className="text-slate-300">{'★'.repeat(5 - whole)}</span>
    </span>
  );
}

/** One review as the center and the manager see it: stars, who and when, the words, the reply, hidden state. */
export function ReviewItem({ review, children }: { review: Review; children?: ReactNode }) {
  const { t, language } = useRatingsText();
  return (
    <li
      data-testid="review"
      data-rating-id={review.ratingid}
      className="flex flex-col gap-2 border-b border-slate-100 py-4 first:pt-0 last:border-0 last:pb-0"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <StarsText stars={review.stars} />
        <span className="text-xs text-slate-500">
          {review.reviewername} · {formatCustomerDateTime(review.createdon, language)}
          {review.bookingref ? ` · ${review.bookingref}` : ''}
        </span>
      </div>
      {review.hidden && (
        <Badge variant="danger" className="self-start">
          <EyeOff className="size-3.5" aria-hidden />
          {t('review.hiddenBy')}
          {review.hiddenreason ? `: ${review.hiddenreason}` : ''}
        </Badge>
      )}
      {review.comment ? (
        <p className="text-sm break-words whitespace-pre-line text-slate-800">{review.comment}</p>
      ) : (
        <p className="text-sm text-slate-500 italic">{t('review.noComment')}</p>
      )}
      {review.reply && (
        <p className="flex gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
          <MessageSquareReply className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          <span className="break-words">
            <span className="font-semibold">{t('review.replyFrom', { name: review.servicecentername })}</span>{' '}
            {review.reply}
          </span>
        </p>
      )}
      {children}
    </li>
  );
}
