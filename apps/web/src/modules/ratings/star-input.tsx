import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { STAR_SCALE } from '@fixo/shared';

import { cn } from '@/lib/cn';

import { useRatingsText } from './use-ratings-text';

export interface StarInputProps {
  value: number;
  onChange: (stars: number) => void;
  /** The group's name read out first ('Your rating'). */
  legend?: string;
  error?: string;
  disabled?: boolean;
}

/**
 * 1 to 5 stars as a native radio group: Tab reaches it once, the arrow keys move and choose, each star reads out
 * as '4 stars, Very good'. The stars are big enough for a thumb beside the road (44 px targets).
 */
export function StarInput({ value, onChange, legend, error, disabled }: StarInputProps) {
  const { t, starLabel } = useRatingsText();
  const name = useId();
  const errorId = `${name}-error`;
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset
      className="flex flex-col gap-1"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className="mb-1 text-sm font-semibold text-slate-800">{legend ?? t('form.yourRating')}</legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex" role="presentation" onMouseLeave={() => setHover(0)}>
          {Array.from({ length: STAR_SCALE }, (_, i) => {
            const stars = i + 1;
            return (
              <label
                key={stars}
                className={cn(
                  'flex size-11 cursor-pointer items-center justify-center rounded-lg',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                  disabled && 'cursor-not-allowed opacity-60',
                )}
                onMouseEnter={() => !disabled && setHover(stars)}
              >
                <input
                  type="radio"
                  name={name}
                  value={stars}
                  checked={value === stars}
                  disabled={disabled}
                  onChange={() => {
                    // A keyboard choice must show at once, not the star the mouse last rested on.
                    setHover(0);
                    onChange(stars);
                  }}
                  className="sr-only"
                  aria-label={t('form.starOption', { count: stars, label: starLabel(stars) })}
                />
                <Star
                  aria-hidden
                  className={cn(
                    'size-8 transition-colors',
                    stars <= shown ? 'fill-amber-400 text-amber-500' : 'fill-white text-slate-300',
                  )}
                />
              </label>
            );
          })}
        </div>
        <span aria-hidden className="min-w-20 text-sm font-semibold text-slate-700">
          {shown ? starLabel(shown) : t('form.tapStar')}
        </span>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
