import { useState } from 'react';
import { toast } from '@/lib/toast';
import { RATING_MESSAGES, REVIEW_REPLY_MAX, type Review } from '@fixo/shared';

import { Alert, Button, FormField, Textarea } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';

import { useMyCenterReviews, useReplyToReview } from './ratings-api';
import { ReviewsPanel } from './reviews-panel';
import { useRatingsText } from './use-ratings-text';

/** The center's one public reply: a button opens a short form; once sent it cannot be changed. */
function ReplyForm({ review }: { review: Review }) {
  const { t, message } = useRatingsText();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const reply = useReplyToReview();
  if (review.reply || review.hidden) return null;
  if (!open) {
    return (
      <Button variant="outline" size="sm" className="self-start" onClick={() => setOpen(true)}>
        {t('center.reply')}
      </Button>
    );
  }
  const send = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setError(RATING_MESSAGES.replyRequired);
    if (trimmed.length > REVIEW_REPLY_MAX) return setError(RATING_MESSAGES.replyTooLong);
    setError(undefined);
    reply.mutate(
      { ratingid: review.ratingid, reply: trimmed },
      { onSuccess: () => toast.success(t('center.published')) },
    );
  };
  return (
    <form className="flex flex-col gap-2" onSubmit={send} noValidate>
      <FormField
        label={t('center.replyLabel')}
        error={message(error)}
        hint={`${text.length}/${REVIEW_REPLY_MAX}`}
      >
        <Textarea value={text} onChange={(e) => setText(e.target.value)} rows={2} />
      </FormField>
      {reply.isError && <Alert variant="error">{message(errorMessage(reply.error))}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={reply.isPending} loadingText={t('center.publishing')}>
          {t('center.publish')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {t('center.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The center's reviews on its home: average and count, newest first, a reply to each. */
export function CenterReviews() {
  const { t } = useRatingsText();
  const [page, setPage] = useState(1);
  return (
    <ReviewsPanel
      title={t('center.title')}
      reviews={useMyCenterReviews(page)}
      page={page}
      onPage={setPage}
      action={(review) => <ReplyForm review={review} />}
      empty={t('center.empty')}
    />
  );
}
