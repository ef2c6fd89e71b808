/** Server-paged lists: the query a list screen sends, and how its api reads a page. */
import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { Query } from '@fixo/shared';

import { apiGet, type AnswerSchema } from './api-client';

/**
 * A filter read from the address counts only when it is one of the known values: anything else (an old link, a
 * typo) is left out rather than sent to the server to fail.
 */
export function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

/** The search, sort and page of a server-paged list's query, from the list's state in the address. */
export function pagedListQuery<Sort extends string>(
  list: { q: string; sort: string | null; dir: 'asc' | 'desc'; page: number },
  defaultSort: Sort,
  pageSize: number,
) {
  return {
    SEARCH: list.q,
    SORT: (list.sort ?? defaultSort) as Sort,
    ORDER: list.dir,
    PAGE: list.page,
    PAGESIZE: pageSize,
  };
}

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
