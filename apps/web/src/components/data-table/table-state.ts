import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SortingState } from '@tanstack/react-table';

export type SortDir = 'asc' | 'desc';

export interface ListSort {
  /** A column id, or null for the server's default order. */
  sort: string | null;
  dir: SortDir;
}

/**
 * The next sort after a click on a column header: a new column starts ascending, the same column toggles.
 * (The header never goes back to "unsorted": a list always has an order.)
 */
export function nextSort(current: ListSort, column: string): ListSort {
  if (current.sort !== column) return { sort: column, dir: 'asc' };
  return { sort: column, dir: current.dir === 'asc' ? 'desc' : 'asc' };
}

export function toSortingState({ sort, dir }: ListSort): SortingState {
  return sort ? [{ id: sort, desc: dir === 'desc' }] : [];
}

export function fromSortingState(state: SortingState): ListSort {
  const first = state[0];
  return first ? { sort: first.id, dir: first.desc ? 'desc' : 'asc' } : { sort: null, dir: 'asc' };
}

export interface ListParams extends ListSort {
  page: number;
  /** Free-text search. */
  q: string;
  /** Other filters by name ('' when not set). */
  filters: Record<string, string>;
}

export interface ListParamsApi extends ListParams {
  setPage: (page: number) => void;
  setSort: (sort: ListSort) => void;
  setQuery: (q: string) => void;
  setFilter: (name: string, value: string) => void;
}

function positiveInt(text: string | null, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/**
 * A server-paged list's state kept in the address (?page=2&sort=name&dir=asc&q=KA01), so Back from a
 * detail screen returns to the same page. Changing the sort, the search or a filter goes back to page 1:
 * page 4 of another order is not the same rows.
 */
export function useListParams(
  options: { defaultSort?: ListSort; filterNames?: readonly string[] } = {},
): ListParamsApi {
  const [params, setParams] = useSearchParams();
  const { defaultSort = { sort: null, dir: 'asc' }, filterNames = [] } = options;
  const filterKey = filterNames.join(',');

  const state = useMemo<ListParams>(() => {
    const sort = params.get('sort');
    const dir = params.get('dir');
    const filters: Record<string, string> = {};
    for (const name of filterKey ? filterKey.split(',') : []) filters[name] = params.get(name) ?? '';
    return {
      page: positiveInt(params.get('page'), 1),
      sort: sort ?? defaultSort.sort,
      dir: dir === 'desc' || dir === 'asc' ? dir : defaultSort.dir,
      q: params.get('q') ?? '',
      filters,
    };
  }, [params, filterKey, defaultSort.sort, defaultSort.dir]);

  const update = useCallback(
    (changes: Record<string, string | null>, resetPage: boolean) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (resetPage) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return {
    ...state,
    setPage: useCallback((page: number) => update({ page: page > 1 ? String(page) : null }, false), [update]),
    setSort: useCallback(
      (sort: ListSort) => update({ sort: sort.sort, dir: sort.sort ? sort.dir : null }, true),
      [update],
    ),
    setQuery: useCallback((q: string) => update({ q }, true), [update]),
    setFilter: useCallback((name: string, value: string) => update({ [name]: value }, true), [update]),
  };
}
