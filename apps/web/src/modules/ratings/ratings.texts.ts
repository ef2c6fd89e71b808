import { RATING_MESSAGES, STAR_LABELS } from '@fixo/shared';

import { registerScreenTexts } from '@/lib/i18n';

/**
 * Namespace `ratings`: the rating form, the review lists (center, manager, public) and their messages. The
 * shared RATING_MESSAGES and STAR_LABELS are taken as they are, so English stays exact by construction.
 */
export const NAMESPACE = 'ratings';
export const TEXTS_EN = {
  messages: { ...RATING_MESSAGES },
  starLabels: Object.fromEntries(Object.entries(STAR_LABELS).map(([n, label]) => [`s${n}`, label])),
  form: {
    loading: 'Loading rating...',
    rate: 'Rate {{name}}',
    intro: 'How was the service? Other drivers see your stars and words, never your number.',
    yourRating: 'Your rating',
    comment: 'Comment (optional)',
    commentPlaceholder: 'What went well, what could be better?',
    saving: 'Saving...',
    save: 'Save my rating',
    submit: 'Submit rating',
    cancel: 'Cancel',
    thanks: 'Thank you! Your rating helps other drivers.',
    youRated: 'You rated {{stars}} of 5 ({{label}})',
    replied: '{{name}} replied:',
    change: 'Change my rating',
    changeUntil: 'You can change it until {{date}}',
    rateService: 'Rate this service',
    tapStar: 'Tap a star',
    starOption_one: '{{count}} star, {{label}}',
    starOption_other: '{{count}} stars, {{label}}',
  },
  proof: {
    title: 'Verify your number to rate',
    intro:
      'Ratings by link count only from the driver who raised the request. Enter its mobile number (ending in {{ending}}) and the code we text to it.',
    mobile: 'Mobile number of the request',
    otherNumber: 'This is not the number of the request: it ends in {{ending}}.',
  },
  review: {
    stars: '{{n}} of 5 stars',
    hiddenBy: 'Hidden by Fixo',
    noComment: 'No comment, stars only.',
    replyFrom: 'Reply from {{name}}:',
    count_one: '{{count}} rating',
    count_other: '{{count}} ratings',
  },
  center: {
    title: 'Reviews from drivers',
    empty: 'No reviews yet. Drivers can rate you once you close their request.',
    reply: 'Reply publicly',
    replyLabel: 'Your public reply (one only, cannot be changed)',
    publishing: 'Publishing...',
    publish: 'Publish reply',
    cancel: 'Cancel',
    published: 'Reply published',
  },
  manager: {
    title: 'Reviews',
    empty: 'No reviews yet.',
    hide: 'Hide review',
    hideTitle: 'Hide this review?',
    hideText:
      "It leaves the public list and the center's average. The reason is recorded and shown to the center.",
    reason: 'Reason',
    hidden: 'Review hidden; the average no longer counts it',
  },
  public: {
    title: 'Reviews',
    empty: 'No reviews yet.',
    close: 'Close',
  },
};
registerScreenTexts(NAMESPACE, TEXTS_EN);
