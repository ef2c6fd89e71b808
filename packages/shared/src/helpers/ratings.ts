/** Ordering by rating, kept free of zod: the nearby list (first-page budget) uses it. */

/** The ranking of 'Top rated': the average pulled toward a prior by few ratings (3 ratings of 5 do not beat 200 of 4.8). */
export const RATING_PRIOR = { mean: 3.5, weight: 3 } as const;
export function weightedRating(average: number, count: number): number {
  const n = Math.max(0, count);
  return (average * n + RATING_PRIOR.mean * RATING_PRIOR.weight) / (n + RATING_PRIOR.weight);
}

/** 'Top rated' order of nearby centers: weighted rating first, then the nearer one; distance stays the default. */
export function sortByTopRated<T extends { scrating: number; scratingcount?: number; distancekm?: number }>(
  centers: readonly T[],
): T[] {
  return [...centers].sort(
    (a, b) =>
      weightedRating(b.scrating, b.scratingcount ?? 0) - weightedRating(a.scrating, a.scratingcount ?? 0) ||
      (a.distancekm ?? 0) - (b.distancekm ?? 0),
  );
}
