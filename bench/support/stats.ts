/**
 * The nearest-rank percentile of `samples` (p in 0-100; the median is `percentile(x, 50)`, the lower middle of an
 * even count); NaN for none. Its own module, without lib.ts's imports, so a bench that runs without the source
 * condition (bench/attack) can use it.
 */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}
