export { usePageVisit } from './use-page-visit';
