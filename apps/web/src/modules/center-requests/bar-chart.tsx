import { cn } from '@/lib/cn';

export interface Bar {
  label: string;
  /** Shorter label under the bar (every few bars on narrow charts). */
  short?: string;
  value: number;
  className?: string;
}

/** Plain CSS bars: no chart library for a handful of numbers. */
export function BarChart({
  bars,
  title,
  height = 160,
  labelEvery = 1,
}: {
  bars: Bar[];
  title: string;
  height?: number;
  labelEvery?: number;
}) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <figure className="w-full">
      <figcaption className="sr-only">{title}</figcaption>
      <div className="flex items-end gap-[2px] sm:gap-1" style={{ height }} role="list" aria-label={title}>
        {bars.map((bar) => (
          <div
            key={bar.label}
            role="listitem"
            aria-label={`${bar.label}: ${bar.value}`}
            title={`${bar.label}: ${bar.value}`}
            className="group flex h-full min-w-0 flex-1 flex-col items-center justify-end"
          >
            {bar.value > 0 && (
              <span className="mb-0.5 text-[10px] leading-none font-semibold text-slate-600 tabular-nums">
                {bar.value}
              </span>
            )}
            <div
              className={cn('w-full rounded-t-sm bg-brand-500 group-hover:bg-brand-700', bar.className)}
              style={{ height: `${(bar.value / max) * 100}%`, minHeight: bar.value > 0 ? 3 : 1 }}
            />
          </div>
        ))}
      </div>
      <div className="mt-1 flex gap-[2px] overflow-hidden sm:gap-1" aria-hidden>
        {bars.map((bar, i) => (
          <span
            key={bar.label}
            className="min-w-0 flex-1 text-center text-[10px] whitespace-nowrap text-slate-500"
          >
            {/* no label in the last few bars: it would be clipped at the edge */}
            {i % labelEvery === 0 && (labelEvery === 1 || i < bars.length - 3)
              ? (bar.short ?? bar.label)
              : ''}
          </span>
        ))}
      </div>
    </figure>
  );
}
