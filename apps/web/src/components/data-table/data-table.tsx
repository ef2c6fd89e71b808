import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type Cell,
  type ColumnDef,
  type Row,
  type RowData,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table';
import { Link } from 'react-router';
import { AlertTriangle, Inbox } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';

import { Pagination } from './pagination';
import { PhoneSortPicker } from './phone-sort-picker';
import { ariaSort, SortHeader } from './sort-header';
import { fromSortingState, nextSort, toSortingState, type ListSort } from './table-state';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Column title as text: the phone card's label and the sort picker's entry. */
    label?: string;
    align?: 'left' | 'right';
    /** On the phone card: the bold title line, a grey line under it, or not shown. */
    card?: 'title' | 'subtitle' | 'hidden';
    /** Extra classes for this column's cells on the wide table. */
    className?: string;
    /** Extra classes for this column's header cell (e.g. 'whitespace-normal' to let a long title wrap). */
    headerClassName?: string;
  }
}

export interface DataTableSelection {
  selected: RowSelectionState;
  onChange: (selected: RowSelectionState) => void;
}

export interface DataTableProps<T> {
  /** Names the table for screen readers, e.g. 'Customers'. */
  label: string;
  columns: ColumnDef<T, never>[] | ColumnDef<T>[];
  data: readonly T[] | undefined;
  getRowId: (row: T) => string;
  /** Server-side sort; a click on a header calls onSortChange (the caller goes back to page 1). */
  sort?: ListSort;
  onSortChange?: (sort: ListSort) => void;
  page: number;
  pageCount: number;
  pageSize?: number;
  totalRows?: number;
  onPageChange: (page: number) => void;
  isLoading?: boolean;
  /** True while a new page loads behind the rows still shown. */
  isFetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** What to show when there are no rows (e.g. a button to add the first one). */
  empty?: ReactNode;
  selection?: DataTableSelection;
  /** Makes each row (and each phone card, whole) a link. */
  rowHref?: (row: T) => string;
  /** Replaces the default phone card (title, subtitle, labelled values). */
  renderCard?: (row: Row<T>) => ReactNode;
}

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong.';
}

function StateBox({ children, role }: { children: ReactNode; role?: 'alert' | 'status' }) {
  return (
    <div
      role={role}
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-600"
    >
      {children}
    </div>
  );
}

function cellLabel<T>(cell: Cell<T, unknown>): string {
  const meta = cell.column.columnDef.meta;
  if (meta?.label) return meta.label;
  const header = cell.column.columnDef.header;
  return typeof header === 'string' ? header : cell.column.id;
}

function DefaultCard<T>({ row, href }: { row: Row<T>; href?: string }) {
  const cells = row.getVisibleCells().filter((c) => c.column.id !== '__select');
  const title = cells.filter((c) => c.column.columnDef.meta?.card === 'title');
  const subtitle = cells.filter((c) => c.column.columnDef.meta?.card === 'subtitle');
  const rest = cells.filter((c) => !c.column.columnDef.meta?.card);
  return (
    <div className="relative flex flex-col gap-2">
      {title.length > 0 && (
        <div className="flex flex-wrap items-baseline gap-x-2 text-base font-bold text-slate-900">
          {title.map((cell) =>
            href ? (
              // The stretched link makes the whole card one big target; buttons in it sit above (relative z-10).
              <Link key={cell.id} to={href} className="after:absolute after:inset-0 after:content-['']">
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </Link>
            ) : (
              <span key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</span>
            ),
          )}
        </div>
      )}
      {subtitle.length > 0 && (
        <div className="flex flex-wrap gap-x-3 text-sm text-slate-600">
          {subtitle.map((cell) => (
            <span key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</span>
          ))}
        </div>
      )}
      {rest.some((c) => c.column.columnDef.meta?.card !== 'hidden') && (
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm">
          {rest.map((cell) => (
            <div key={cell.id} className="min-w-0">
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
                {cellLabel(cell)}
              </dt>
              <dd className="truncate text-slate-900">
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

/**
 * A server-paged, server-sorted table on TanStack Table (headless): the same row model renders as a table
 * from the md breakpoint and as cards below it. Loading, error and empty states are built in.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, data, getRowId, sort, onSortChange, selection, rowHref, renderCard } = props;
  const isPhone = useMediaQuery(PHONE_QUERY);
  const columns = props.columns as ColumnDef<T>[];

  const allColumns = useMemo<ColumnDef<T>[]>(() => {
    if (!selection) return columns;
    const select: ColumnDef<T> = {
      id: '__select',
      enableSorting: false,
      header: ({ table }) => (
        <Checkbox
          aria-label="Select all rows on this page"
          checked={
            table.getIsAllPageRowsSelected()
              ? true
              : table.getIsSomePageRowsSelected()
                ? 'indeterminate'
                : false
          }
          onCheckedChange={(v) => table.toggleAllPageRowsSelected(v === true)}
        />
      ),
      cell: ({ row }) => (
        <Checkbox
          aria-label="Select row"
          className="relative z-10"
          checked={row.getIsSelected()}
          onCheckedChange={(v) => row.toggleSelected(v === true)}
        />
      ),
    };
    return [select, ...columns];
  }, [columns, selection]);

  const rows = useMemo(() => (data ? [...data] : []), [data]);
  const table = useReactTable<T>({
    data: rows,
    columns: allColumns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    pageCount: props.pageCount,
    enableSortingRemoval: false,
    sortDescFirst: false,
    enableSorting: Boolean(onSortChange),
    enableRowSelection: Boolean(selection),
    state: {
      sorting: toSortingState(sort ?? { sort: null, dir: 'asc' }),
      rowSelection: selection?.selected ?? {},
    },
    onSortingChange: (updater: Updater<ReturnType<typeof toSortingState>>) => {
      if (!onSortChange) return;
      const current = toSortingState(sort ?? { sort: null, dir: 'asc' });
      onSortChange(fromSortingState(typeof updater === 'function' ? updater(current) : updater));
    },
    onRowSelectionChange: (updater) => {
      if (!selection) return;
      selection.onChange(typeof updater === 'function' ? updater(selection.selected) : updater);
    },
  });

  let body: ReactNode;
  if (props.isLoading) {
    body = (
      <StateBox role="status">
        <Spinner className="size-6 text-brand-600" />
        <span>Loading…</span>
      </StateBox>
    );
  } else if (props.error) {
    body = (
      <StateBox role="alert">
        <AlertTriangle className="size-7 text-amber-600" aria-hidden />
        <span className="font-medium text-slate-800">{errorText(props.error)}</span>
        {props.onRetry && (
          <Button variant="outline" onClick={props.onRetry}>
            Try again
          </Button>
        )}
      </StateBox>
    );
  } else if (rows.length === 0) {
    body = (
      <StateBox>
        <Inbox className="size-7 text-slate-400" aria-hidden />
        {props.empty ?? <span>Nothing here yet.</span>}
      </StateBox>
    );
  } else if (isPhone) {
    body = (
      <ul aria-label={label} className="flex flex-col gap-3">
        {table.getRowModel().rows.map((row) => (
          <li
            key={row.id}
            className={cn(
              'relative rounded-xl border border-slate-200 bg-white p-4 shadow-xs',
              row.getIsSelected() && 'border-brand-500 ring-2 ring-brand-500/30',
              rowHref && 'active:bg-slate-50',
            )}
          >
            {selection && (
              <div className="absolute top-3 right-3 z-10">
                {flexRender(
                  row.getVisibleCells()[0]!.column.columnDef.cell,
                  row.getVisibleCells()[0]!.getContext(),
                )}
              </div>
            )}
            {renderCard ? renderCard(row) : <DefaultCard row={row} href={rowHref?.(row.original)} />}
          </li>
        ))}
      </ul>
    );
  } else {
    body = (
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="bg-slate-50 text-slate-700">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="border-b border-slate-200">
                {group.headers.map((h) => {
                  const meta = h.column.columnDef.meta;
                  const sorted = h.column.getIsSorted();
                  const content = flexRender(h.column.columnDef.header, h.getContext());
                  return (
                    <th
                      key={h.id}
                      scope="col"
                      aria-sort={h.column.getCanSort() ? ariaSort(sorted) : undefined}
                      className={cn(
                        'px-3 py-2 font-semibold whitespace-nowrap',
                        meta?.align === 'right' && 'text-right',
                        meta?.headerClassName,
                      )}
                    >
                      {h.column.getCanSort() ? (
                        <SortHeader
                          label={content}
                          sorted={sorted}
                          align={meta?.align}
                          onSort={() =>
                            onSortChange?.(nextSort(sort ?? { sort: null, dir: 'asc' }, h.column.id))
                          }
                        />
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className={cn(props.isFetching && 'opacity-60')}>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className={cn(
                  'border-b border-slate-100 last:border-0 hover:bg-slate-50',
                  row.getIsSelected() && 'bg-brand-50',
                )}
              >
                {row.getVisibleCells().map((cell, i) => {
                  const meta = cell.column.columnDef.meta;
                  const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                  const linkHere = rowHref && meta?.card === 'title' && i === (selection ? 1 : 0);
                  return (
                    <td
                      key={cell.id}
                      className={cn(
                        'px-3 py-2.5 align-middle',
                        meta?.align === 'right' && 'text-right tabular-nums',
                        meta?.className,
                      )}
                    >
                      {linkHere ? (
                        <Link
                          to={rowHref(row.original)}
                          className="font-semibold text-brand-700 hover:underline"
                        >
                          {content}
                        </Link>
                      ) : (
                        content
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      {isPhone && onSortChange && rows.length > 1 && (
        <PhoneSortPicker
          options={table
            .getAllLeafColumns()
            .filter((c) => c.getCanSort())
            .map((c) => ({ value: c.id, label: c.columnDef.meta?.label ?? c.id }))}
          sort={sort ?? { sort: null, dir: 'asc' }}
          onSortChange={onSortChange}
        />
      )}
      {body}
      <Pagination
        page={props.page}
        pageCount={props.pageCount}
        pageSize={props.pageSize}
        totalRows={props.error || props.isLoading ? undefined : props.totalRows}
        onPageChange={props.onPageChange}
        disabled={props.isFetching}
      />
    </div>
  );
}
