export { useMyCenterRating } from './center-rating-api';
export { CenterReviews } from './center-reviews';
export { ManagerCenterReviews } from './manager-reviews';
export { RateRequest } from './rate-request';
export { RatingForm } from './rating-form';
