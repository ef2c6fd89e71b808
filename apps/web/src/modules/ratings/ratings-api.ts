import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ratingStateSchema, reviewSchema, reviewsPageSchema, type RatingForm } from '@fixo/shared';

import { apiGet, apiPost } from '@/lib/api-client';

/** Whose rating: the signed-in requester's request by id, or a guest's by the private tracking token. */
export type RatingTarget = { kind: 'request'; id: number } | { kind: 'track'; token: string };

export const ratingsKey = ['ratings'] as const;
const stateKey = (target: RatingTarget) =>
  [...ratingsKey, 'state', target.kind, target.kind === 'request' ? target.id : target.token] as const;
export const REVIEWS_PAGE_SIZE = 10;

export function useRatingState(target: RatingTarget, enabled = true) {
  return useQuery({
    queryKey: stateKey(target),
    queryFn: ({ signal }) =>
      target.kind === 'request'
        ? apiGet('/api/Rating/GetMyRating', {
            query: { SERVICEREQUESTID: target.id },
            signal,
            schema: ratingStateSchema,
          })
        : apiGet(`/api/Rating/Track/${encodeURIComponent(target.token)}`, {
            signal,
            schema: ratingStateSchema,
          }),
    enabled,
  });
}

/** Reads the rating state again (after the guest proved the request's number, the server answers anew). */
export function useRefreshRatingState(target: RatingTarget) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: stateKey(target) });
}

export function useRate(target: RatingTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: RatingForm) =>
      target.kind === 'request'
        ? apiPost(
            '/api/Rating/RateServiceRequest',
            { servicerequestid: target.id, ...form },
            { schema: ratingStateSchema },
          )
        : apiPost(
            '/api/Rating/RateByTrackingToken',
            { trackingtoken: target.token, ...form },
            { schema: ratingStateSchema },
          ),
    onSuccess: (state) => {
      client.setQueryData(stateKey(target), state);
      // The average moved: nearby cards and review lists read it anew.
      void client.invalidateQueries({ queryKey: ['nearby'] });
      void client.invalidateQueries({ queryKey: [...ratingsKey, 'reviews'] });
    },
  });
}

/** The signed-in center's reviews (hidden ones marked), newest first. */
export function useMyCenterReviews(page: number) {
  return useQuery({
    queryKey: [...ratingsKey, 'reviews', 'mine', page],
    queryFn: ({ signal }) =>
      apiGet('/api/Rating/GetMyCenterReviews', {
        query: { PAGE: page, PAGESIZE: REVIEWS_PAGE_SIZE },
        signal,
        schema: reviewsPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A center's visible reviews, for anyone choosing a center (hidden ones never leave the server). */
export function usePublicCenterReviews(centerId: number, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...ratingsKey, 'reviews', 'public', centerId, page],
    queryFn: ({ signal }) =>
      apiGet('/api/Rating/GetServiceCenterReviews', {
        query: { SERVICECENTERID: centerId, PAGE: page, PAGESIZE: REVIEWS_PAGE_SIZE },
        signal,
        schema: reviewsPageSchema,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every review of one center, for the manager. */
export function useCenterReviewsForManager(centerId: number, page: number) {
  return useQuery({
    queryKey: [...ratingsKey, 'reviews', 'manager', centerId, page],
    queryFn: ({ signal }) =>
      apiGet('/api/Rating/GetReviews', {
        query: { SERVICECENTERID: centerId, PAGE: page, PAGESIZE: REVIEWS_PAGE_SIZE },
        signal,
        schema: reviewsPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useReplyToReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { ratingid: number; reply: string }) =>
      apiPost('/api/Rating/ReplyToReview', body, { schema: reviewSchema }),
    onSuccess: () => void client.invalidateQueries({ queryKey: [...ratingsKey, 'reviews'] }),
  });
}

export function useHideReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { ratingid: number; reason: string }) =>
      apiPost('/api/Rating/HideReview', body, { schema: reviewSchema }),
    onSuccess: () => void client.invalidateQueries({ queryKey: [...ratingsKey, 'reviews'] }),
  });
}
