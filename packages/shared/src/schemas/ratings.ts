/**
 * Ratings and reviews of a service center, given by the requester of a closed service request.
 * - POST /api/Rating/RateServiceRequest      body rateServiceRequestSchema → ratingStateSchema (signed-in customer)
 * - GET  /api/Rating/GetMyRating             ?SERVICEREQUESTID → ratingStateSchema (signed-in customer)
 * - POST /api/Rating/RateByTrackingToken     body rateByTrackingTokenSchema → ratingStateSchema (public: the
 *                                            tracking token is the guest's key, as on the tracking page)
 * - GET  /api/Rating/Track/{token}           → ratingStateSchema (public, same key)
 * - GET  /api/Rating/GetServiceCenterReviews ?SERVICECENTERID, PAGE, PAGESIZE → reviews shown to everyone
 * - GET  /api/Rating/GetMyCenterReviews      ?PAGE, PAGESIZE → the signed-in center's reviews, hidden ones marked
 * - POST /api/Rating/ReplyToReview           body reviewReplySchema → reviewSchema (the center, once)
 * - GET  /api/Rating/GetReviews              ?SERVICECENTERID, PAGE, PAGESIZE → every review (manager)
 * - POST /api/Rating/HideReview              body hideReviewSchema → reviewSchema (manager, with a reason)
 * A hidden review leaves the public lists AND the average: an abusive one must not pull the score either way.
 * It stays in the table with who hid it, when and why; the center still sees it, marked hidden.
 */
import { z } from 'zod';
import { STAR_SCALE } from '../constants.js';
import { positiveId } from '../helpers/zod-rules.js';
import { idOut } from './suite-common.js';

/** A rating may be given, and changed, this many days after the request was closed. */
export const RATING_WINDOW_DAYS = 30;
export const REVIEW_COMMENT_MAX = 500;
export const REVIEW_REPLY_MAX = 500;
export const HIDE_REASON_MAX = 300;

/** What each number of stars means (the star input reads it out; the card shows it). */
export const STAR_LABELS: Record<number, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};

export const RATING_MESSAGES = {
  starsRequired: `Choose 1 to ${STAR_SCALE} stars`,
  commentTooLong: `Comment must be at most ${REVIEW_COMMENT_MAX} characters`,
  replyRequired: 'Write a reply',
  replyTooLong: `Reply must be at most ${REVIEW_REPLY_MAX} characters`,
  reasonRequired: 'Give the reason for hiding this review (at least 3 characters)',
  reasonTooLong: `Reason must be at most ${HIDE_REASON_MAX} characters`,
  trackingTokenRequired: 'trackingtoken is required',
  requestNotFound: 'No service request of yours was found with this number.',
  trackingNotFound: 'No service request was found for this tracking link.',
  notClosed: 'You can rate the service center once the request is closed.',
  windowOver: `Ratings can be given or changed within ${RATING_WINDOW_DAYS} days of the request being closed.`,
  reviewNotFound: 'No such review was found.',
  alreadyReplied: 'You have already replied to this review.',
  alreadyHidden: 'This review is already hidden.',
  proveMobile: 'To rate, verify the mobile number this request was raised with: we send it a code by SMS.',
} as const;

const stars = z
  .number({ error: RATING_MESSAGES.starsRequired })
  .int(RATING_MESSAGES.starsRequired)
  .min(1, RATING_MESSAGES.starsRequired)
  .max(STAR_SCALE, RATING_MESSAGES.starsRequired);
const comment = z
  .string({ error: RATING_MESSAGES.commentTooLong })
  .trim()
  .max(REVIEW_COMMENT_MAX, RATING_MESSAGES.commentTooLong)
  .optional()
  .default('');

/** The form's values (the web validates with the same rules the server applies). */
export const ratingFormSchema = z.object({ stars, comment });
export type RatingForm = z.infer<typeof ratingFormSchema>;
export type RatingFormInput = z.input<typeof ratingFormSchema>;

export const rateServiceRequestSchema = z.object({ servicerequestid: positiveId, stars, comment });
export type RateServiceRequest = z.infer<typeof rateServiceRequestSchema>;

export const rateByTrackingTokenSchema = z.object({
  trackingtoken: z
    .string({ error: RATING_MESSAGES.trackingTokenRequired })
    .trim()
    .min(1, RATING_MESSAGES.trackingTokenRequired)
    .max(200, RATING_MESSAGES.trackingNotFound),
  stars,
  comment,
});
export type RateByTrackingToken = z.infer<typeof rateByTrackingTokenSchema>;

export const reviewReplySchema = z.object({
  ratingid: positiveId,
  reply: z
    .string({ error: RATING_MESSAGES.replyRequired })
    .trim()
    .min(1, RATING_MESSAGES.replyRequired)
    .max(REVIEW_REPLY_MAX, RATING_MESSAGES.replyTooLong),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

export const hideReviewSchema = z.object({
  ratingid: positiveId,
  reason: z
    .string({ error: RATING_MESSAGES.reasonRequired })
    .trim()
    .min(3, RATING_MESSAGES.reasonRequired)
    .max(HIDE_REASON_MAX, RATING_MESSAGES.reasonTooLong),
});
export type HideReview = z.infer<typeof hideReviewSchema>;

/** One review as lists show it. The reviewer is a first name and an initial ('Priya S.'), or 'Guest'. */
export const reviewSchema = z.object({
  ratingid: idOut,
  servicecenterid: idOut,
  servicecentername: z.string(),
  stars: z.number().int().min(1).max(STAR_SCALE),
  comment: z.string(),
  reviewername: z.string(),
  createdon: z.string(),
  updatedon: z.string(),
  reply: z.string().nullable(),
  repliedon: z.string().nullable(),
  hidden: z.boolean(),
  /** Only in the center's and the manager's lists. */
  hiddenreason: z.string().nullable(),
  /** Only in the center's and the manager's lists (the public list names no request). */
  bookingref: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsPageSchema = z.object({
  items: z.array(reviewSchema),
  total: z.number().int().nonnegative(),
  /** The center's average of the visible ratings (one decimal) and their count (public list only; else 0). */
  scrating: z.number(),
  scratingcount: z.number().int().nonnegative(),
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

/** A requester's view of rating one request: whether it may be rated now, until when, and the rating given. */
export const ratingStateSchema = z.object({
  servicerequestid: idOut,
  servicecentername: z.string(),
  /** True when the request is Closed and the window is still open. */
  canrate: z.boolean(),
  /** Why not, when canrate is false ('' otherwise). */
  reason: z.string(),
  /** Last moment a rating can be given or changed (null while not closed). */
  rateuntil: z.string().nullable(),
  stars: z.number().int().min(0).max(STAR_SCALE),
  comment: z.string(),
  reply: z.string().nullable(),
  rated: z.boolean(),
  /**
   * True when rating first needs a code sent to the request's mobile, entered in this browser: a guest request
   * (no account proved its number), rated by its tracking link. Otherwise anyone could raise requests under
   * made-up numbers and rate a center up or down by the link each answer carries.
   */
  proofneeded: z.boolean(),
  /** The last 4 digits of that mobile while proof is needed ('' otherwise): which number the code goes to. */
  mobileending: z.string(),
});
export type RatingState = z.infer<typeof ratingStateSchema>;
