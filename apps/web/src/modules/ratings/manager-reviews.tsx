import { EyeOff } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { HIDE_REASON_MAX, RATING_MESSAGES, type Review } from '@fixo/shared';

import { Alert, Button, ConfirmDialog, FormField, Textarea } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';

import { useCenterReviewsForManager, useHideReview } from './ratings-api';
import { ReviewsPanel } from './reviews-panel';
import { useRatingsText } from './use-ratings-text';

/** Hiding asks why: the reason is recorded with the review and shown to the center. */
function HideReviewButton({ review }: { review: Review }) {
  const { t, message } = useRatingsText();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const hide = useHideReview();
  if (review.hidden) return null;
  const confirm = () => {
    const trimmed = reason.trim();
    if (trimmed.length < 3) return setError(RATING_MESSAGES.reasonRequired);
    if (trimmed.length > HIDE_REASON_MAX) return setError(RATING_MESSAGES.reasonTooLong);
    setError(undefined);
    hide.mutate(
      { ratingid: review.ratingid, reason: trimmed },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(t('manager.hidden'));
        },
      },
    );
  };
  return (
    <>
      <Button variant="outline" size="sm" className="self-start text-red-700" onClick={() => setOpen(true)}>
        <EyeOff className="size-4" aria-hidden />
        {t('manager.hide')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('manager.hideTitle')}
        description={t('manager.hideText')}
        confirmLabel={t('manager.hide')}
        confirmVariant="destructive"
        busy={hide.isPending}
        onConfirm={confirm}
      >
        <FormField label={t('manager.reason')} error={message(error)} required>
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={2} />
        </FormField>
        {hide.isError && <Alert variant="error">{message(errorMessage(hide.error))}</Alert>}
      </ConfirmDialog>
    </>
  );
}

/** Every review of one center (hidden ones too) on the manager's center page. */
export function ManagerCenterReviews({ centerId }: { centerId: number }) {
  const { t } = useRatingsText();
  const [page, setPage] = useState(1);
  return (
    <ReviewsPanel
      title={t('manager.title')}
      reviews={useCenterReviewsForManager(centerId, page)}
      page={page}
      onPage={setPage}
      action={(review) => <HideReviewButton review={review} />}
      empty={t('manager.empty')}
    />
  );
}
