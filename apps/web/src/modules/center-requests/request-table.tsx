import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  Check,
  ChevronLeft,
  ChevronRight,
  EllipsisVertical,
  MapPin,
  Pencil,
  Phone,
  X,
} from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { REQUEST_TABLE_PAGE_SIZE, UI_TEXTS, type SrUpdateStatus } from '@fixo/shared';

import {
  Badge,
  Button,
  Checkbox,
  ConfirmDialog,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  Input,
  Select,
} from '@/components/ui';
import { cn } from '@/lib/cn';
import { pageList } from '@/lib/page-list';

import { directionsHref, type RequestView } from './center-requests-api';
import type { BoardMode } from './use-request-board';
import { PHONE_QUERY, useMediaQuery } from './use-media-query';
import { VehicleSummary } from './vehicle-summary';

/* ---------- sorting ---------- */

export type SortKey =
  'refNo' | 'date' | 'problem' | 'vehicle' | 'mileage' | 'mobile' | 'location' | 'remarks';
export type SortDir = 'asc' | 'desc';

export const SORT_LABELS: Record<SortKey, string> = {
  refNo: 'Booking Ref No',
  date: 'Date',
  problem: 'Problem Description',
  vehicle: 'Vehicle Name',
  mileage: 'Mileage(Km)',
  mobile: 'Customer Mobile',
  location: 'Current Location',
  remarks: 'SR Remarks',
};

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

/* ---------- props ---------- */

export interface RequestTableProps {
  mode: BoardMode;
  rows: RequestView[];
  busy: ReadonlySet<number>;
  remarks: Readonly<Record<number, string>>;
  onRemarkChange: (id: number, text: string) => void;
  onOne: (row: RequestView, status: SrUpdateStatus) => void;
  onAll: (rows: RequestView[], status: SrUpdateStatus) => void;
  onSelected: (rows: RequestView[], status: SrUpdateStatus) => Promise<boolean>;
  /** Ids of requests that just arrived (highlighted). */
  freshIds?: ReadonlySet<number>;
  /**
   * Server paging: `rows` is the current page, already sorted by the server; sort and page changes go back
   * to the caller, which fetches that page. Without it the table sorts and pages `rows` itself.
   */
  paging?: RequestTablePaging;
}

export interface RequestTablePaging {
  page: number;
  pages: number;
  total: number;
  sort: { key: SortKey; dir: SortDir } | null;
  setPage: (page: number) => void;
  setSort: (sort: { key: SortKey; dir: SortDir } | null) => void;
}

const MODE_ACTIONS: Record<BoardMode, SrUpdateStatus[]> = {
  action: ['Accepted', 'Rejected'],
  close: ['Closed'],
};
const VERB: Record<SrUpdateStatus, string> = { Accepted: 'Accept', Rejected: 'Reject', Closed: 'Close' };

/* ---------- small parts ---------- */

function hasCoordinates(coordinates: string): boolean {
  return coordinates.trim() !== '' && coordinates.replace(/\s/g, '') !== '0,0';
}

function LocationLink({ row, className }: { row: RequestView; className?: string }) {
  const text = row.location || '-';
  if (!hasCoordinates(row.coordinates)) return <span className={className}>{text}</span>;
  return (
    <a
      href={directionsHref(row.coordinates)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('text-brand-700 underline-offset-2 hover:underline', className)}
      aria-label={`Directions to ${text} (opens in a new tab)`}
    >
      <MapPin className="mr-1 inline size-4 align-text-bottom" aria-hidden />
      {text}
    </a>
  );
}

function RemarkCell({
  row,
  value,
  onChange,
  mode,
}: {
  row: RequestView;
  value: string | undefined;
  onChange: (text: string) => void;
  mode: BoardMode;
}) {
  const [editing, setEditing] = useState(false);
  const shown = value !== undefined && value.trim() !== '' ? value : row.remarks;
  if (editing) {
    return (
      <Input
        autoFocus
        aria-label={`SR Remarks for ${row.refNo}`}
        value={value ?? ''}
        maxLength={500}
        placeholder={mode === 'action' ? 'e.g. Mechanic on the way' : 'e.g. Battery replaced'}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => setEditing(false)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === 'Escape') setEditing(false);
        }}
        className="h-10 min-w-40 text-sm"
      />
    );
  }
  return (
    <span className="inline-flex items-center gap-1">
      <span className={cn('text-sm', value?.trim() ? 'font-medium text-slate-900' : 'text-slate-500')}>
        {shown || '-'}
      </span>
      <Button
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label={`Edit SR Remarks for ${row.refNo}`}
        onClick={() => setEditing(true)}
      >
        <Pencil className="size-4" aria-hidden />
      </Button>
    </span>
  );
}

function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
}: {
  label: string;
  sortKey: SortKey;
  sort: { key: SortKey | null; dir: SortDir };
  onSort: (key: SortKey) => void;
}) {
  const active = sort.key === sortKey;
  const Icon = active ? (sort.dir === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      className="px-3 py-2 text-left align-bottom"
    >
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className="inline-flex cursor-pointer items-center gap-1 text-xs font-semibold tracking-wide text-slate-600 uppercase hover:text-slate-900"
      >
        {label}
        <Icon className={cn('size-3.5', active ? 'text-brand-700' : 'text-slate-400')} aria-hidden />
      </button>
    </th>
  );
}

export function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  // First, last and current ± 1, with ellipses between gaps, so phones never overflow.
  const items = pageList(page, pages);
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1">
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        className="h-10"
      >
        <ChevronLeft className="size-4" aria-hidden />
        Previous
      </Button>
      {items.map((item) =>
        typeof item !== 'number' ? (
          <span key={item} className="px-1 text-slate-500" aria-hidden>
            …
          </span>
        ) : (
          <Button
            key={item}
            variant={item === page ? 'primary' : 'outline'}
            size="sm"
            className="h-10 min-w-10"
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            onClick={() => onPage(item)}
          >
            {item}
          </Button>
        ),
      )}
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPage(page + 1)}
        disabled={page >= pages}
        className="h-10"
      >
        Next
        <ChevronRight className="size-4" aria-hidden />
      </Button>
    </nav>
  );
}

/* ---------- the table ---------- */

export function RequestTable({
  mode,
  rows,
  busy,
  remarks,
  onRemarkChange,
  onOne,
  onAll,
  onSelected,
  freshIds,
  paging,
}: RequestTableProps) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [localSort, setLocalSort] = useState<{ key: SortKey | null; dir: SortDir }>({
    key: null,
    dir: 'asc',
  });
  const [localPage, setLocalPage] = useState(1);
  const sort = paging ? { key: paging.sort?.key ?? null, dir: paging.sort?.dir ?? 'asc' } : localSort;
  const page = paging ? paging.page : localPage;
  const setPage = paging ? paging.setPage : setLocalPage;
  const setSort = (
    next:
      | { key: SortKey | null; dir: SortDir }
      | ((prev: { key: SortKey | null; dir: SortDir }) => { key: SortKey | null; dir: SortDir }),
  ) => {
    const value = typeof next === 'function' ? next(sort) : next;
    if (paging) paging.setSort(value.key ? { key: value.key, dir: value.dir } : null);
    else setLocalSort(value);
  };
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirmAll, setConfirmAll] = useState<SrUpdateStatus | null>(null);
  // A reject cannot be undone (the driver is told at once): one row or the selection asks first, like 'All'.
  const [confirmReject, setConfirmReject] = useState<{ rows: RequestView[]; selection: boolean } | null>(
    null,
  );
  const [selectedBusy, setSelectedBusy] = useState<SrUpdateStatus | null>(null);

  const sorted = useMemo(
    () => (paging ? rows : sortRows(rows, localSort.key, localSort.dir)),
    [paging, rows, localSort],
  );
  const pages = paging ? paging.pages : Math.max(1, Math.ceil(sorted.length / REQUEST_TABLE_PAGE_SIZE));
  const current = Math.min(page, pages);
  const pageRows = paging
    ? sorted
    : sorted.slice((current - 1) * REQUEST_TABLE_PAGE_SIZE, current * REQUEST_TABLE_PAGE_SIZE);
  const total = paging ? paging.total : rows.length;
  // Acting on the last rows of the last page leaves it empty: step back to the new last page.
  useEffect(() => {
    if (paging && paging.page > paging.pages) paging.setPage(paging.pages);
  }, [paging]);

  // Rows that left the list (acted on, or taken by someone else) leave the selection too.
  const liveIds = useMemo(() => new Set(rows.map((r) => r.id)), [rows]);
  useEffect(() => {
    setSelected((prev) => {
      const next = new Set([...prev].filter((id) => liveIds.has(id)));
      return next.size === prev.size ? prev : next;
    });
  }, [liveIds]);
  const selectedRows = rows.filter((r) => selected.has(r.id));

  const onSort = (key: SortKey) => {
    setSort((prev) =>
      prev.key === key ? { key, dir: prev.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' },
    );
    setPage(1);
  };
  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const pageIds = pageRows.map((r) => r.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const someOnPage = pageIds.some((id) => selected.has(id));
  const togglePage = (on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of pageIds)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });

  const actSelected = async (status: SrUpdateStatus, chosen: RequestView[] = selectedRows) => {
    setSelectedBusy(status);
    try {
      const ok = await onSelected(chosen, status);
      if (ok) setSelected(new Set());
    } finally {
      setSelectedBusy(null);
    }
  };

  const statuses = MODE_ACTIONS[mode];
  const toolbar = (
    <div className="flex flex-wrap items-center gap-2">
      {statuses.map((status) => (
        <Button
          key={`sel-${status}`}
          variant={status === 'Rejected' ? 'outline' : 'primary'}
          size="sm"
          className="h-10"
          disabled={selected.size === 0 || selectedBusy !== null}
          loading={selectedBusy === status}
          onClick={() =>
            status === 'Rejected'
              ? setConfirmReject({ rows: selectedRows, selection: true })
              : void actSelected(status)
          }
        >
          {VERB[status]} Selected{selected.size > 0 ? ` (${selected.size})` : ''}
        </Button>
      ))}
      {statuses.map((status) => (
        <Button
          key={`all-${status}`}
          variant={status === 'Rejected' ? 'ghost' : 'outline'}
          size="sm"
          className={cn('h-10', status === 'Rejected' && 'text-red-700 hover:bg-red-50')}
          disabled={rows.length === 0}
          onClick={() => setConfirmAll(status)}
        >
          {VERB[status]} All
        </Button>
      ))}
    </div>
  );

  const confirmDialog = (
    <ConfirmDialog
      open={confirmAll !== null}
      onOpenChange={(open) => !open && setConfirmAll(null)}
      title={confirmAll ? `${VERB[confirmAll]} all ${rows.length} requests?` : ''}
      description={
        confirmAll
          ? `Every listed request (${rows.length}) will be marked ${confirmAll}. Rows without a remark get '${confirmAll}'.`
          : undefined
      }
      confirmLabel={confirmAll ? `${VERB[confirmAll]} All` : ''}
      confirmVariant={confirmAll === 'Rejected' ? 'destructive' : 'primary'}
      onConfirm={() => {
        if (confirmAll) onAll(rows, confirmAll);
        setSelected(new Set());
        setConfirmAll(null);
      }}
    />
  );

  const rejectCount = confirmReject?.rows.length ?? 0;
  const rejectDialog = (
    <ConfirmDialog
      open={confirmReject !== null}
      onOpenChange={(open) => !open && setConfirmReject(null)}
      title={
        rejectCount === 1
          ? `Reject ${confirmReject?.rows[0]?.refNo ?? 'this request'}?`
          : `Reject ${rejectCount} selected requests?`
      }
      description={
        rejectCount === 1
          ? `${[confirmReject?.rows[0]?.problem, confirmReject?.rows[0]?.vehicle].filter(Boolean).join(' · ')}. The customer is told at once; this cannot be undone.`
          : `Each selected request (${rejectCount}) will be marked Rejected and its customer told at once; this cannot be undone.`
      }
      confirmLabel={rejectCount === 1 ? 'Reject' : `Reject ${rejectCount}`}
      confirmVariant="destructive"
      onConfirm={() => {
        if (!confirmReject) return;
        if (confirmReject.selection) void actSelected('Rejected', confirmReject.rows);
        else for (const row of confirmReject.rows) onOne(row, 'Rejected');
        setConfirmReject(null);
      }}
    />
  );
  const act = (row: RequestView, status: SrUpdateStatus) =>
    status === 'Rejected' ? setConfirmReject({ rows: [row], selection: false }) : onOne(row, status);

  const empty = (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
      {UI_TEXTS.noDataAvailable}
    </p>
  );

  const actionButtons = (row: RequestView, big: boolean): ReactNode =>
    statuses.map((status) => (
      <Button
        key={status}
        variant={status === 'Rejected' ? 'outline' : 'primary'}
        size={big ? 'lg' : 'sm'}
        className={cn(
          big && 'min-w-0 flex-1 px-3',
          status === 'Rejected' && 'border-red-300 text-red-700 hover:bg-red-50',
        )}
        disabled={busy.has(row.id)}
        onClick={() => act(row, status)}
        aria-label={`${VERB[status]} ${row.refNo}`}
      >
        {status === 'Rejected' ? (
          <X className="size-5" aria-hidden />
        ) : (
          <Check className="size-5" aria-hidden />
        )}
        {VERB[status]}
      </Button>
    ));

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold text-slate-700" aria-live="polite">
          Total: <span data-testid="total-count">{total}</span>
        </p>
        {toolbar}
      </div>

      {rows.length === 0 ? (
        empty
      ) : isPhone ? (
        <div className="space-y-3">
          <div className="flex items-center gap-2">
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <Checkbox
                checked={allOnPage ? true : someOnPage ? 'indeterminate' : false}
                onCheckedChange={(v) => togglePage(v === true)}
                aria-label="Select all on this page"
                className="size-6"
              />
              Select all
            </label>
            <Select
              aria-label="Sort by"
              className="ml-auto h-10 w-auto text-sm"
              value={sort.key ?? ''}
              onChange={(e) => {
                setSort({ key: (e.target.value || null) as SortKey | null, dir: sort.dir });
                setPage(1);
              }}
              placeholder="Newest first"
              options={Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))}
            />
            <Button
              variant="outline"
              size="icon"
              className="size-10"
              disabled={!sort.key}
              aria-label={
                sort.dir === 'asc'
                  ? 'Sorted ascending, switch to descending'
                  : 'Sorted descending, switch to ascending'
              }
              onClick={() => setSort((s) => ({ ...s, dir: s.dir === 'asc' ? 'desc' : 'asc' }))}
            >
              {sort.dir === 'asc' ? (
                <ArrowUp className="size-4" aria-hidden />
              ) : (
                <ArrowDown className="size-4" aria-hidden />
              )}
            </Button>
          </div>
          <ul className="space-y-3">
            {pageRows.map((row) => {
              const fresh = freshIds?.has(row.id);
              return (
                <li
                  key={row.id}
                  data-request-id={row.id}
                  aria-busy={busy.has(row.id) || undefined}
                  className={cn(
                    'rounded-2xl border bg-white p-4 shadow-sm',
                    fresh ? 'border-amber-400 ring-2 ring-amber-300' : 'border-slate-200',
                  )}
                >
                  <div className="flex items-start gap-3">
                    <Checkbox
                      checked={selected.has(row.id)}
                      onCheckedChange={(v) => toggle(row.id, v === true)}
                      aria-label={`Select ${row.refNo}`}
                      className="mt-1 size-6"
                    />
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="font-mono text-sm font-bold text-slate-900">{row.refNo}</span>
                        {fresh && <Badge variant="warning">New</Badge>}
                        <span className="text-xs text-slate-500">{row.date}</span>
                      </div>
                      <p className="mt-1 text-lg leading-snug font-semibold break-words text-slate-900">
                        {row.problem || '-'}
                      </p>
                      <div className="mt-1 text-sm text-slate-700">
                        <VehicleSummary row={row} />
                        {row.mileage ? (
                          <span className="mt-0.5 block text-xs text-slate-600">{row.mileage} km</span>
                        ) : null}
                      </div>
                      <p className="mt-1 text-sm break-words">
                        <LocationLink row={row} />
                      </p>
                      <div className="mt-1">
                        <RemarkCell
                          row={row}
                          mode={mode}
                          value={remarks[row.id]}
                          onChange={(t) => onRemarkChange(row.id, t)}
                        />
                      </div>
                    </div>
                  </div>
                  <div className="mt-3 flex gap-2">
                    <Button asChild variant="outline" size="lg" className="px-3">
                      <a href={`tel:${row.mobile}`} aria-label={`Call ${row.mobile}`}>
                        <Phone className="size-5" aria-hidden />
                        Call
                      </a>
                    </Button>
                    {actionButtons(row, true)}
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full min-w-[980px] text-sm [&_td]:px-2.5 [&_th]:px-2.5">
            <thead className="border-b border-slate-200 bg-slate-50">
              <tr>
                <th scope="col" className="w-10 px-3 py-2 text-left">
                  <span className="sr-only">Select</span>
                  <Checkbox
                    checked={allOnPage ? true : someOnPage ? 'indeterminate' : false}
                    onCheckedChange={(v) => togglePage(v === true)}
                    aria-label="Select all on this page"
                  />
                </th>
                {(Object.keys(SORT_LABELS) as SortKey[]).map((key) => (
                  <SortHeader key={key} label={SORT_LABELS[key]} sortKey={key} sort={sort} onSort={onSort} />
                ))}
                <th
                  scope="col"
                  className="px-3 py-2 text-right text-xs font-semibold tracking-wide text-slate-600 uppercase"
                >
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {pageRows.map((row) => {
                const fresh = freshIds?.has(row.id);
                return (
                  <tr
                    key={row.id}
                    data-request-id={row.id}
                    aria-busy={busy.has(row.id) || undefined}
                    className={cn(
                      'border-b border-slate-100 align-top last:border-0',
                      fresh ? 'bg-amber-50' : selected.has(row.id) ? 'bg-brand-50/50' : 'hover:bg-slate-50',
                    )}
                  >
                    <td className="px-3 py-3">
                      <Checkbox
                        checked={selected.has(row.id)}
                        onCheckedChange={(v) => toggle(row.id, v === true)}
                        aria-label={`Select ${row.refNo}`}
                      />
                    </td>
                    <td className="px-3 py-3 font-mono font-semibold whitespace-nowrap text-slate-900">
                      {row.refNo}
                      {fresh && (
                        <Badge variant="warning" className="ml-2 font-sans">
                          New
                        </Badge>
                      )}
                    </td>
                    <td className="px-3 py-3 whitespace-nowrap text-slate-700">{row.date}</td>
                    <td className="max-w-64 px-3 py-3 break-words text-slate-900">{row.problem || '-'}</td>
                    <td className="min-w-44 px-3 py-3 text-slate-700">
                      <VehicleSummary row={row} />
                    </td>
                    <td className="px-3 py-3 text-right text-slate-700 tabular-nums">{row.mileage || '-'}</td>
                    <td className="px-3 py-3 whitespace-nowrap">
                      <a href={`tel:${row.mobile}`} className="text-brand-700 hover:underline">
                        {row.mobile}
                      </a>
                    </td>
                    <td className="max-w-56 px-3 py-3 break-words">
                      <LocationLink row={row} />
                    </td>
                    <td className="px-3 py-3">
                      <RemarkCell
                        row={row}
                        mode={mode}
                        value={remarks[row.id]}
                        onChange={(t) => onRemarkChange(row.id, t)}
                      />
                    </td>
                    <td className="px-3 py-3 text-right">
                      <DropdownMenu>
                        <DropdownMenuTrigger asChild>
                          <Button
                            variant="outline"
                            size="sm"
                            className="h-10"
                            disabled={busy.has(row.id)}
                            aria-label={`Actions for ${row.refNo}`}
                          >
                            <EllipsisVertical className="size-4" aria-hidden />
                            Actions
                          </Button>
                        </DropdownMenuTrigger>
                        <DropdownMenuContent className="min-w-40">
                          {statuses.map((status) => (
                            <DropdownMenuItem
                              key={status}
                              onSelect={() => act(row, status)}
                              className={status === 'Rejected' ? 'text-red-700' : undefined}
                            >
                              {status === 'Rejected' ? (
                                <X className="size-4" aria-hidden />
                              ) : (
                                <Check className="size-4" aria-hidden />
                              )}
                              {VERB[status]}
                            </DropdownMenuItem>
                          ))}
                        </DropdownMenuContent>
                      </DropdownMenu>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={current} pages={pages} onPage={setPage} />
      {confirmDialog}
      {rejectDialog}
    </div>
  );
}
