import { CENTER_REQUEST_SORTS, type CenterRequestSort } from '@fixo/shared';

import type { ListSort } from '@/components/data-table';

import type { RequestView } from './center-requests-api';

/** The board's sortable columns, in the spec's order: the server's SORT values. */
export const SORT_KEYS = CENTER_REQUEST_SORTS;
export type SortKey = CenterRequestSort;
export type SortDir = 'asc' | 'desc';

function sortValue(row: RequestView, key: SortKey): string | number {
  switch (key) {
    case 'date':
      // The booking text's date is dd/MM/yyyy: sort by the creation time instead, else by id (creation order).
      return row.createdon || row.id;
    case 'mileage': {
      const n = Number(row.mileage);
      return row.mileage.trim() === '' || Number.isNaN(n) ? -1 : n;
    }
    case 'vehicle':
      return `${row.vehicle} ${row.fuel}`.toLowerCase();
    default:
      return String(row[key]).toLowerCase();
  }
}

/** The close screen sorts its one page here; the board's tabs are sorted by the server the same way. */
export function sortRows(rows: readonly RequestView[], key: SortKey | null, dir: SortDir): RequestView[] {
  if (!key) return [...rows];
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = sortValue(a, key);
    const y = sortValue(b, key);
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign || a.id - b.id;
    return String(x).localeCompare(String(y), 'en-IN', { numeric: true }) * sign || a.id - b.id;
  });
}

const isSortKey = (value: string | null): value is SortKey =>
  (SORT_KEYS as readonly (string | null)[]).includes(value);

/** The board's `{ key, dir } | null` as the kit's ListSort, and back. */
export function toListSort(sort: { key: SortKey; dir: SortDir } | null): ListSort {
  return sort ? { sort: sort.key, dir: sort.dir } : { sort: null, dir: 'asc' };
}
export function fromListSort(sort: ListSort): { key: SortKey; dir: SortDir } | null {
  return isSortKey(sort.sort) ? { key: sort.sort, dir: sort.dir } : null;
}
