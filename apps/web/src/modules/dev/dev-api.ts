import { queryOptions } from '@tanstack/react-query';

import { fetchDevOutbox } from '@/modules/auth';

/** The development SMS outbox, refreshed every few seconds while the page is open. */
export const devOutboxQuery = queryOptions({
  queryKey: ['dev', 'outbox'],
  queryFn: ({ signal }) => fetchDevOutbox(signal),
  refetchInterval: (query) => (query.state.status === 'error' ? false : 5000),
  retry: false,
});
