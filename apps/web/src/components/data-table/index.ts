export { DataTable } from './data-table';
export { serverListProps } from './server-list';
export { useListParams, type ListParams, type ListSort } from './table-state';
export { type ColumnDef } from '@tanstack/react-table';
