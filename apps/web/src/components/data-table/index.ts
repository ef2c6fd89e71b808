export { DataTable, type DataTableProps, type DataTableSelection } from './data-table';
export { Pagination, rangeText, type PaginationProps } from './pagination';
export { PhoneSortPicker } from './phone-sort-picker';
export { serverListProps } from './server-list';
export { ariaSort, SortHeader, type SortHeaderProps } from './sort-header';
export {
  fromSortingState,
  nextSort,
  toSortingState,
  useListParams,
  type ListParams,
  type ListParamsApi,
  type ListSort,
  type SortDir,
} from './table-state';
export { createColumnHelper, type ColumnDef, type Row } from '@tanstack/react-table';
