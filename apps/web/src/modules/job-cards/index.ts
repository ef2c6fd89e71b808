export { JobCardLines } from './job-card-lines';
export { dateTime, JobCardStatusBadge } from './job-card-status';
export { useAnswerEstimate, useEstimate, useJobCard, useJobCards } from './job-cards-api';
export { NAMESPACE as JOB_CARDS_NAMESPACE } from './job-cards.texts';
export { RequestSuiteActions } from './request-suite-actions';
