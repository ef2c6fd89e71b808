import { Check, EllipsisVertical, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SrUpdateStatus } from '@fixo/shared';
import type { RowSelectionState } from '@tanstack/react-table';

import { ActionMenu } from '@/components/action-menu';
import { DataTable } from '@/components/data-table';
import { Button, buttonClasses } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';

import type { RequestView } from './center-requests-api';
import { NAMESPACE } from './center-requests.texts';
import { BIG_ACTION, RequestCard } from './request-card';
import { RemarkCell } from './request-cells';
import { useRequestColumns } from './request-columns';
import { ConfirmAllDialog, ConfirmRejectDialog } from './request-confirm';
import { fromListSort, SORT_KEYS, toListSort, type SortDir, type SortKey } from './request-sort';
import type { BoardMode } from './use-request-board';

export interface RequestTableProps {
  mode: BoardMode;
  /** The current server page, already sorted by the server. */
  rows: RequestView[];
  busy: ReadonlySet<number>;
  remarks: Readonly<Record<number, string>>;
  onRemarkChange: (id: number, text: string) => void;
  onOne: (row: RequestView, status: SrUpdateStatus) => void;
  onAll: (rows: RequestView[], status: SrUpdateStatus) => void;
  /** Every request of this tab, all pages: what 'Accept All' and the others act on (the total shown). */
  loadAll: () => Promise<RequestView[]>;
  onSelected: (rows: RequestView[], status: SrUpdateStatus) => Promise<boolean>;
  /** Ids of requests that just arrived (highlighted). */
  freshIds?: ReadonlySet<number>;
  /** Server paging: sort and page changes go back to the caller, which fetches that page. */
  paging: RequestTablePaging;
}

export interface RequestTablePaging {
  page: number;
  pages: number;
  total: number;
  sort: { key: SortKey; dir: SortDir } | null;
  setPage: (page: number) => void;
  /** Also goes back to page 1 (page 4 of another order is not the same rows). */
  setSort: (sort: { key: SortKey; dir: SortDir } | null) => void;
}

const MODE_ACTIONS: Record<BoardMode, SrUpdateStatus[]> = {
  action: ['Accepted', 'Rejected'],
  close: ['Closed'],
};

/** One tab of the board (spec 'Request table'): the DataTable kit plus the spec's single, selected and all actions. */
export function RequestTable(props: RequestTableProps) {
  const { mode, rows, busy, remarks, onRemarkChange, onOne, onAll, loadAll, onSelected, freshIds, paging } =
    props;
  const { t } = useTranslation(NAMESPACE);
  const tc = useTranslation('common').t;
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [confirmAll, setConfirmAll] = useState<SrUpdateStatus | null>(null);
  // The rows the open 'All' dialog names and acts on, read when it was asked for (a request arriving after that
  // is not part of what was confirmed); which 'All' button is reading them.
  const [allRows, setAllRows] = useState<RequestView[]>([]);
  const [loadingAll, setLoadingAll] = useState<SrUpdateStatus | null>(null);
  const askAll = async (status: SrUpdateStatus) => {
    setLoadingAll(status);
    try {
      const every = await loadAll();
      if (every.length === 0) return;
      setAllRows(every);
      setConfirmAll(status);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setLoadingAll(null);
    }
  };
  const [confirmReject, setConfirmReject] = useState<{ rows: RequestView[]; selection: boolean } | null>(
    null,
  );
  const [selectedBusy, setSelectedBusy] = useState<SrUpdateStatus | null>(null);
  const statuses = MODE_ACTIONS[mode];

  // Acting on the last rows of the last page leaves it empty: step back to the new last page.
  useEffect(() => {
    if (paging.page > paging.pages) paging.setPage(paging.pages);
  }, [paging]);

  // Rows that left the list (acted on, or taken by someone else) leave the selection too.
  useEffect(() => {
    const live = new Set(rows.map((r) => String(r.id)));
    setSelection((prev) => {
      const kept = Object.keys(prev).filter((id) => live.has(id));
      return kept.length === Object.keys(prev).length
        ? prev
        : Object.fromEntries(kept.map((id) => [id, true]));
    });
  }, [rows]);
  const selectedRows = rows.filter((r) => selection[String(r.id)]);
  const selectedCount = selectedRows.length;

  const actSelected = async (status: SrUpdateStatus, chosen: RequestView[] = selectedRows) => {
    setSelectedBusy(status);
    try {
      if (await onSelected(chosen, status)) setSelection({});
    } finally {
      setSelectedBusy(null);
    }
  };
  const act = useCallback(
    (row: RequestView, status: SrUpdateStatus) =>
      status === 'Rejected' ? setConfirmReject({ rows: [row], selection: false }) : onOne(row, status),
    [onOne],
  );

  const remarkCell = useCallback(
    (row: RequestView) => (
      <RemarkCell
        row={row}
        mode={mode}
        value={remarks[row.id]}
        onChange={(text) => onRemarkChange(row.id, text)}
      />
    ),
    [mode, remarks, onRemarkChange],
  );
  const isFresh = useCallback((row: RequestView) => freshIds?.has(row.id) === true, [freshIds]);
  const actions = useMemo(
    () => ({
      header: t('table.actions'),
      cell: (row: RequestView) => (
        <ActionMenu
          label={t('table.actionsFor', { ref: row.refNo })}
          triggerClassName={buttonClasses('outline', 'sm', 'h-10')}
          disabled={busy.has(row.id)}
          trigger={
            <>
              <EllipsisVertical className="size-4" aria-hidden />
              {t('table.actions')}
            </>
          }
          contentClassName="min-w-40"
          items={statuses.map((status) => ({
            key: status,
            onSelect: () => act(row, status),
            className: status === 'Rejected' ? 'text-red-700' : undefined,
            label: (
              <>
                <StatusIcon status={status} className="size-4" />
                {t(`table.verb.${status}`)}
              </>
            ),
          }))}
        />
      ),
    }),
    [t, busy, statuses, act],
  );
  const columns = useRequestColumns(SORT_KEYS, { isFresh, remarkCell, actions });

  const bigButtons = (row: RequestView): ReactNode =>
    statuses.map((status) => (
      <Button
        key={status}
        variant={status === 'Rejected' ? 'outline' : 'primary'}
        size="lg"
        className={cn(BIG_ACTION, status === 'Rejected' && 'border-red-300 text-red-700 hover:bg-red-50')}
        disabled={busy.has(row.id)}
        onClick={() => act(row, status)}
        aria-label={t(`table.actOn.${status}`, { ref: row.refNo })}
      >
        <StatusIcon status={status} className="size-5" />
        {t(`table.verb.${status}`)}
      </Button>
    ));

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold text-slate-700" aria-live="polite">
          {t('table.total')} <span data-testid="total-count">{paging.total}</span>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {statuses.map((status) => (
            <Button
              key={`sel-${status}`}
              variant={status === 'Rejected' ? 'outline' : 'primary'}
              size="sm"
              className="h-10"
              disabled={selectedCount === 0 || selectedBusy !== null}
              loading={selectedBusy === status}
              onClick={() =>
                status === 'Rejected'
                  ? setConfirmReject({ rows: selectedRows, selection: true })
                  : void actSelected(status)
              }
            >
              {t(`table.selected.${status}`)}
              {selectedCount > 0 ? ` (${selectedCount})` : ''}
            </Button>
          ))}
          {statuses.map((status) => (
            <Button
              key={`all-${status}`}
              variant={status === 'Rejected' ? 'ghost' : 'outline'}
              size="sm"
              className={cn('h-10', status === 'Rejected' && 'text-red-700 hover:bg-red-50')}
              disabled={rows.length === 0 || loadingAll !== null}
              loading={loadingAll === status}
              onClick={() => void askAll(status)}
            >
              {t(`table.all.${status}`)}
            </Button>
          ))}
        </div>
      </div>

      <DataTable
        label={t('table.label')}
        columns={columns}
        data={rows}
        getRowId={(row) => String(row.id)}
        sort={toListSort(paging.sort)}
        onSortChange={(sort) => paging.setSort(fromListSort(sort))}
        defaultSortLabel={t('table.newestFirst')}
        page={Math.min(paging.page, paging.pages)}
        pageCount={paging.pages}
        onPageChange={paging.setPage}
        empty={<span>{tc('ui.noDataAvailable')}</span>}
        selection={{ selected: selection, onChange: setSelection }}
        selectLabel={(row) => t('table.select', { ref: row.refNo })}
        tableClassName="min-w-[980px] [&_td]:px-2 [&_th]:px-2"
        rowProps={(row) => ({
          'data-request-id': row.id,
          'aria-busy': busy.has(row.id) || undefined,
          className: freshIds?.has(row.id)
            ? 'border-amber-400 bg-amber-50 ring-2 ring-amber-300 md:ring-0'
            : undefined,
        })}
        renderCard={(row) => (
          <RequestCard
            row={row.original}
            fresh={freshIds?.has(row.original.id)}
            remark={remarkCell(row.original)}
            actions={bigButtons(row.original)}
          />
        )}
      />

      <ConfirmAllDialog
        status={confirmAll}
        count={allRows.length}
        onCancel={() => setConfirmAll(null)}
        onConfirm={(status) => {
          onAll(allRows, status);
          setSelection({});
          setConfirmAll(null);
        }}
      />
      <ConfirmRejectDialog
        rows={confirmReject?.rows ?? null}
        onCancel={() => setConfirmReject(null)}
        onConfirm={() => {
          if (!confirmReject) return;
          if (confirmReject.selection) void actSelected('Rejected', confirmReject.rows);
          else for (const row of confirmReject.rows) onOne(row, 'Rejected');
          setConfirmReject(null);
        }}
      />
    </div>
  );
}

function StatusIcon({ status, className }: { status: SrUpdateStatus; className: string }) {
  return status === 'Rejected' ? (
    <X className={cn(className, 'shrink-0')} aria-hidden />
  ) : (
    <Check className={cn(className, 'shrink-0')} aria-hidden />
  );
}
