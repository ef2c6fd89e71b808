export { formatCustomerDateTime } from './format';
export { useRecentRequests } from './recent-requests';
