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
