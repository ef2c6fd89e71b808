import type { ListParamsApi } from './table-state';

/** What a server-paged list query gives the table (a TanStack Query result of `{ items, total }`). */
interface PagedQuery<T> {
  data: { items: T[]; total: number } | undefined;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * The DataTable props every server-paged list wires the same way: rows, sort and page from the address,
 * totals, loading (first load) versus fetching (a new page over the old rows), error and retry.
 */
export function serverListProps<T>(list: ListParamsApi, query: PagedQuery<T>, pageSize: number) {
  const total = query.data?.total ?? 0;
  return {
    data: query.data?.items,
    sort: list,
    onSortChange: list.setSort,
    page: list.page,
    pageSize,
    totalRows: total,
    pageCount: Math.ceil(total / pageSize),
    onPageChange: list.setPage,
    isLoading: query.isPending,
    isFetching: query.isFetching && query.isPlaceholderData,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}
