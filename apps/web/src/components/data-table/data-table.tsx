import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type RowData,
  type RowSelectionState,
  type Table,
  type Updater,
} from '@tanstack/react-table';
import { Link } from 'react-router';
import { AlertTriangle, Inbox } from 'lucide-react';
import type { ClassValue } from 'clsx';
import { useMemo, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';

import { DefaultCard } from './default-card';
import { Pagination } from './pagination';
import { PhoneSortPicker } from './phone-sort-picker';
import { ariaSort, SortHeader } from './sort-header';
import { NAMESPACE } from './table.texts';
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
  /** The accessible name of a row's checkbox (e.g. 'Select FX-0001'); 'Select row' without it. */
  selectLabel?: (row: T) => string;
  /** Extra attributes of a row's <tr> and phone card <li> (data-*, aria-busy, a highlight class). */
  rowProps?: (row: T) => HTMLAttributes<HTMLElement> & Record<`data-${string}`, string | number>;
  /** Extra classes of the wide <table> (e.g. a min-width so many columns scroll rather than squeeze). */
  tableClassName?: string;
  /** The phone sort picker's empty choice, when the server's default order has a name ('Newest first'). */
  defaultSortLabel?: string;
}

function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The select-all box of a page: on when every row of it is, partly on when some are. */
function pageSelection<T>(table: Table<T>): boolean | 'indeterminate' {
  if (table.getIsAllPageRowsSelected()) return true;
  return table.getIsSomePageRowsSelected() ? 'indeterminate' : false;
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

/**
 * A server-paged, server-sorted table on TanStack Table (headless): the same row model renders as a table
 * from the md breakpoint and as cards below it. Loading, error and empty states are built in.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, data, getRowId, sort, onSortChange, selection, rowHref, renderCard } = props;
  const { selectLabel, rowProps } = props;
  const { t } = useTranslation(NAMESPACE);
  const isPhone = useMediaQuery(PHONE_QUERY);
  const columns = props.columns as ColumnDef<T>[];

  const allColumns = useMemo<ColumnDef<T>[]>(() => {
    if (!selection) return columns;
    const select: ColumnDef<T> = {
      id: '__select',
      enableSorting: false,
      header: ({ table }) => (
        <Checkbox
          aria-label={t('selectAllOnPage')}
          checked={pageSelection(table)}
          onCheckedChange={(v) => table.toggleAllPageRowsSelected(v === true)}
        />
      ),
      cell: ({ row }) => (
        <Checkbox
          aria-label={selectLabel ? selectLabel(row.original) : t('selectRow')}
          className="relative z-10"
          checked={row.getIsSelected()}
          onCheckedChange={(v) => row.toggleSelected(v === true)}
        />
      ),
    };
    return [select, ...columns];
  }, [columns, selection, selectLabel, t]);

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

  /** The caller's rowProps on a card or table row; its classes come after the row's own so they win. */
  const withRowProps = (row: Row<T>, ...classes: ClassValue[]) => {
    const extra = rowProps?.(row.original);
    return { ...extra, className: cn(...classes, extra?.className) };
  };

  let body: ReactNode;
  if (props.isLoading) {
    body = (
      <StateBox role="status">
        <Spinner className="size-6 text-brand-600" />
        <span>{t('loading')}</span>
      </StateBox>
    );
  } else if (props.error) {
    body = (
      <StateBox role="alert">
        <AlertTriangle className="size-7 text-amber-600" aria-hidden />
        <span className="font-medium text-slate-800">{errorText(props.error, t('error'))}</span>
        {props.onRetry && (
          <Button variant="outline" onClick={props.onRetry}>
            {t('tryAgain')}
          </Button>
        )}
      </StateBox>
    );
  } else if (rows.length === 0) {
    body = (
      <StateBox>
        <Inbox className="size-7 text-slate-400" aria-hidden />
        {props.empty ?? <span>{t('empty')}</span>}
      </StateBox>
    );
  } else if (isPhone) {
    body = (
      <ul aria-label={label} className="flex flex-col gap-3">
        {table.getRowModel().rows.map((row) => {
          return (
            <li
              key={row.id}
              {...withRowProps(
                row,
                'relative rounded-xl border border-slate-200 bg-white p-4 shadow-xs',
                row.getIsSelected() && 'border-brand-500 ring-2 ring-brand-500/30',
                rowHref && 'active:bg-slate-50',
              )}
            >
              {selection && (
                <div className="absolute top-3 right-3 z-10 [&_button]:size-6">
                  {flexRender(
                    row.getVisibleCells()[0]!.column.columnDef.cell,
                    row.getVisibleCells()[0]!.getContext(),
                  )}
                </div>
              )}
              {renderCard ? renderCard(row) : <DefaultCard row={row} href={rowHref?.(row.original)} />}
            </li>
          );
        })}
      </ul>
    );
  } else {
    body = (
      // relative: the sort headers' screen-reader texts are absolutely placed and would widen the page otherwise.
      <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs">
        <table className={cn('w-full border-collapse text-left text-sm', props.tableClassName)}>
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
            {table.getRowModel().rows.map((row) => {
              return (
                <tr
                  key={row.id}
                  {...withRowProps(
                    row,
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
              );
            })}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      {isPhone && selection && rows.length > 1 && (
        // Cards have no header row: the page's select-all checkbox sits above them.
        <label className="flex min-h-10 items-center gap-2 text-sm text-slate-700">
          <Checkbox
            className="size-6"
            checked={pageSelection(table)}
            onCheckedChange={(v) => table.toggleAllPageRowsSelected(v === true)}
          />
          {t('selectAllOnPage')}
        </label>
      )}
      {isPhone && onSortChange && rows.length > 1 && (
        <PhoneSortPicker
          placeholder={props.defaultSortLabel}
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
