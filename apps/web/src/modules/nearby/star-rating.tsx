import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STAR_SCALE } from '@fixo/shared';

import { cn } from '@/lib/cn';

import { NAMESPACE } from './nearby.texts';

/** Rating out of 5 as stars (rounded to the nearest whole star) plus the figure and, when known, the count. */
export function StarRating({
  rating,
  count,
  className,
}: {
  rating: number;
  count?: number;
  className?: string;
}) {
  const value = Math.max(0, Math.min(STAR_SCALE, Number.isFinite(rating) ? rating : 0));
  const filled = Math.round(value);
  const { t } = useTranslation(NAMESPACE);
  const figures = { value: value.toFixed(1), scale: STAR_SCALE };
  const label =
    count === 0
      ? t('rating.none')
      : count === undefined
        ? t('rating.label', figures)
        : t('rating.labelCount', { ...figures, count });
  return (
    <span className={cn('inline-flex items-center gap-1', className)} role="img" aria-label={label}>
      {Array.from({ length: STAR_SCALE }, (_, i) => (
        <Star
          key={i}
          aria-hidden
          className={cn(
            'size-4',
            i < filled ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-300',
          )}
        />
      ))}
      <span aria-hidden className="ml-1 text-sm font-semibold text-slate-700">
        {count === 0 ? t('rating.none') : `${value.toFixed(1)}/${STAR_SCALE}`}
      </span>
      {count !== undefined && count > 0 && (
        <span aria-hidden className="text-sm text-slate-500" data-testid="rating-count">
          ({count})
        </span>
      )}
    </span>
  );
}
