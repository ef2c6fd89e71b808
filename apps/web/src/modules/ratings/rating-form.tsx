import { CheckCircle2, MessageSquareReply } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { RATING_MESSAGES, ratingFormSchema, REVIEW_COMMENT_MAX, type RatingState } from '@fixo/shared';

import { Alert, Button, FormField, Spinner, Textarea } from '@/components/ui';
import { lazyPart, PartSlot } from '@/components/lazy-part';
import { errorMessage } from '@/lib/api-client';
import { formatCustomerDateTime } from '@/modules/service-requests';

import { useRate, useRatingState, useRefreshRatingState, type RatingTarget } from './ratings-api';
import { StarInput } from './star-input';
import { useRatingsText } from './use-ratings-text';

// Only a guest's rating by link needs it: the code step stays out of the customer dashboard's first load.
const RatingMobileProof = lazyPart(() =>
  import('./rating-mobile-proof').then((m) => ({ default: m.RatingMobileProof })),
);

/** What the driver gave, with the center's reply, and a way to change it while the window is open. */
function GivenRating({ state, onEdit }: { state: RatingState; onEdit?: () => void }) {
  const { t, starLabel, language } = useRatingsText();
  return (
    <div className="flex flex-col gap-2" data-testid="given-rating">
      <p className="flex items-center gap-2 font-semibold text-green-800">
        <CheckCircle2 className="size-5" aria-hidden />
        {t('form.youRated', { stars: state.stars, label: starLabel(state.stars) })}
      </p>
      {state.comment && (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">{state.comment}</p>
      )}
      {state.reply && (
        <p className="flex gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800">
          <MessageSquareReply className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          <span>
            <span className="font-semibold">{t('form.replied', { name: state.servicecentername })}</span>{' '}
            {state.reply}
          </span>
        </p>
      )}
      {onEdit && (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" size="sm" onClick={onEdit}>
            {t('form.change')}
          </Button>
          {state.rateuntil && (
            <span className="text-xs text-slate-500">
              {t('form.changeUntil', { date: formatCustomerDateTime(state.rateuntil, language) })}
            </span>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * Rate the center of a closed request: stars (required) and an optional comment. Shown on the tracking page
 * (guests, by the private link) and on a signed-in customer's request card; the server decides who may.
 */
export function RatingForm({ target, heading = true }: { target: RatingTarget; heading?: boolean }) {
  const { t, message } = useRatingsText();
  const query = useRatingState(target);
  const rate = useRate(target);
  const refreshState = useRefreshRatingState(target);
  const state = query.data;
  const [editing, setEditing] = useState(false);
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ stars?: string; comment?: string; proof?: string }>({});
  // Once asked for, the proof step stays on screen with its tick after the number is proven (the answer then
  // no longer names the number's last digits, so they are kept here). Set while rendering, React's way of
  // following an answer, so the step never shows a frame behind it.
  const [proofEnding, setProofEnding] = useState('');
  if (state?.proofneeded && state.mobileending !== proofEnding) setProofEnding(state.mobileending);

  useEffect(() => {
    if (state?.rated) {
      setStars(state.stars);
      setComment(state.comment);
    }
  }, [state?.rated, state?.stars, state?.comment]);

  if (query.isPending) return <Spinner size="sm" label={t('form.loading')} />;
  if (query.isError || !state) return <Alert variant="error">{errorMessage(query.error)}</Alert>;

  const title = heading && (
    <h2 id="rating-heading" className="text-lg font-bold text-slate-900">
      {t('form.rate', { name: state.servicecentername })}
    </h2>
  );
  if (!state.canrate) {
    return (
      <div className="flex flex-col gap-2">
        {title}
        {state.rated ? (
          <GivenRating state={state} />
        ) : (
          <p className="text-sm text-slate-600">{message(state.reason)}</p>
        )}
      </div>
    );
  }
  if (state.rated && !editing) {
    return (
      <div className="flex flex-col gap-2">
        {title}
        <GivenRating state={state} onEdit={() => setEditing(true)} />
      </div>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ratingFormSchema.safeParse({ stars, comment });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as 'stars' | 'comment'] ??= issue.message;
      setErrors(next);
      return;
    }
    if (state.proofneeded) {
      setErrors({ proof: RATING_MESSAGES.proveMobile });
      return;
    }
    setErrors({});
    rate.mutate(parsed.data, {
      onSuccess: () => {
        setEditing(false);
        toast.success(t('form.thanks'));
      },
    });
  };

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={submit}
      noValidate
      aria-labelledby={heading ? 'rating-heading' : undefined}
    >
      {title}
      <p className="-mt-2 text-sm text-slate-600">{t('form.intro')}</p>
      <StarInput
        value={stars}
        onChange={(n) => {
          setStars(n);
          setErrors((e) => ({ ...e, stars: undefined }));
        }}
        error={message(errors.stars)}
        legend={t('form.yourRating')}
      />
      <FormField
        label={t('form.comment')}
        error={message(errors.comment)}
        hint={`${comment.length}/${REVIEW_COMMENT_MAX}`}
      >
        <Textarea
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          rows={3}
          maxLength={REVIEW_COMMENT_MAX + 50}
          placeholder={t('form.commentPlaceholder')}
        />
      </FormField>
      {proofEnding !== '' && (
        <PartSlot loading={<Spinner size="sm" label={t('form.loading')} />}>
          <RatingMobileProof
            ending={proofEnding}
            error={errors.proof}
            onProven={() => {
              setErrors((e) => ({ ...e, proof: undefined }));
              void refreshState();
            }}
          />
        </PartSlot>
      )}
      {rate.isError && <Alert variant="error">{message(errorMessage(rate.error))}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          loading={rate.isPending}
          loadingText={t('form.saving')}
          className="flex-1 sm:flex-none"
        >
          {state.rated ? t('form.save') : t('form.submit')}
        </Button>
        {editing && (
          <Button type="button" variant="outline" onClick={() => setEditing(false)}>
            {t('form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
