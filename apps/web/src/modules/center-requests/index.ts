export { EVENTS_PATH } from './center-requests-api';
