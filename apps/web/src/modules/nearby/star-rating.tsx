import { Star } from 'lucide-react';
import { STAR_SCALE } from '@fixo/shared';

import { cn } from '@/lib/cn';

/** Rating out of 5 as stars (rounded to the nearest whole star) plus the figure. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const value = Math.max(0, Math.min(STAR_SCALE, Number.isFinite(rating) ? rating : 0));
  const filled = Math.round(value);
  const label = `Rated ${value.toFixed(1)} out of ${STAR_SCALE}`;
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
        {value.toFixed(1)}/{STAR_SCALE}
      </span>
    </span>
  );
}
