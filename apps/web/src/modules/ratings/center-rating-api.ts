import { useQuery } from '@tanstack/react-query';
import { reviewsPageSchema } from '@fixo/shared';

import { apiGet } from '@/lib/api-client';

/**
 * The signed-in center's live average and count for the header (the sign-in data may be hours old). A module
 * of its own: the header is in the first-page bundle, the rest of the ratings screens are not.
 */
export function useMyCenterRating(enabled: boolean) {
  return useQuery({
    queryKey: ['ratings', 'reviews', 'mine', 'summary'],
    queryFn: ({ signal }) =>
      apiGet('/api/Rating/GetMyCenterReviews', {
        query: { PAGE: 1, PAGESIZE: 1 },
        signal,
        schema: reviewsPageSchema,
      }),
    select: (page) => ({ rating: page.scrating, count: page.scratingcount }),
    enabled,
    staleTime: 60_000,
  });
}
