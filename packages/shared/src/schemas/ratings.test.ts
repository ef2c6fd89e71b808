import { describe, expect, it } from 'vitest';

import { sortByTopRated, weightedRating } from '../helpers/ratings.js';
import {
  hideReviewSchema,
  RATING_MESSAGES as M,
  rateByTrackingTokenSchema,
  rateServiceRequestSchema,
  ratingFormSchema,
} from './ratings.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('rating schemas', () => {
  it('takes 1 to 5 whole stars and a trimmed comment of at most 500 characters', () => {
    expect(ratingFormSchema.parse({ stars: 4, comment: '  Good work  ' })).toEqual({
      stars: 4,
      comment: 'Good work',
    });
    expect(ratingFormSchema.parse({ stars: 5 })).toEqual({ stars: 5, comment: '' });
    for (const stars of [0, 6, 2.5, '4', null]) {
      expect(messages(ratingFormSchema.safeParse({ stars })), String(stars)).toEqual([M.starsRequired]);
    }
    expect(messages(ratingFormSchema.safeParse({ stars: 3, comment: 'x'.repeat(501) }))).toEqual([
      M.commentTooLong,
    ]);
  });

  it('bounds ids and tokens, and asks for a reason to hide', () => {
    expect(rateServiceRequestSchema.safeParse({ servicerequestid: 2 ** 31, stars: 3 }).success).toBe(false);
    expect(rateByTrackingTokenSchema.safeParse({ trackingtoken: ' ', stars: 3 }).success).toBe(false);
    expect(messages(hideReviewSchema.safeParse({ ratingid: 1, reason: ' a ' }))).toEqual([M.reasonRequired]);
  });
});

describe('Top rated order', () => {
  it('pulls few ratings toward the prior, so many good ratings beat one perfect one', () => {
    expect(weightedRating(5, 1)).toBeLessThan(weightedRating(4.8, 200));
    expect(weightedRating(4, 0)).toBe(3.5);
    const sorted = sortByTopRated([
      { id: 'one perfect', scrating: 5, scratingcount: 1, distancekm: 1 },
      { id: 'many good', scrating: 4.8, scratingcount: 200, distancekm: 9 },
      { id: 'near twin', scrating: 4.5, scratingcount: 10, distancekm: 2 },
      { id: 'far twin', scrating: 4.5, scratingcount: 10, distancekm: 5 },
    ]);
    expect(sorted.map((c) => c.id)).toEqual(['many good', 'near twin', 'far twin', 'one perfect']);
  });
});
