import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';

import { apiGet, type AnswerSchema, type Query } from './api-client';

/**
 * A server-paged list screen's read: the query goes out as the list's filters, the answer is checked against
 * its page schema, and the shown page stays while the next one loads so the table does not flash empty.
 */
export function pagedListQueryOptions<TPage, TKey extends QueryKey>(
  queryKey: TKey,
  path: string,
  schema: AnswerSchema<TPage>,
  query: object,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiGet(path, { query: query as Query, signal, schema }),
    placeholderData: keepPreviousData,
  });
}
