import { Check } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_PAGE_SIZE_MAX } from '@fixo/shared';

import { DataTable, type ListSort } from '@/components/data-table';
import { Alert, Button, FullScreenSpinner } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useMessageTranslator } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { RequestSuiteActions } from '@/modules/job-cards';

import type { RequestView } from './center-requests-api';
import { NAMESPACE } from './center-requests.texts';
import { BIG_ACTION, RequestCard } from './request-card';
import { useRequestColumns } from './request-columns';
import { ConfirmAllDialog } from './request-confirm';
import { fromListSort, sortRows, type SortKey } from './request-sort';
import { useCenterEvents } from './use-center-events';
import { useRequestBoard } from './use-request-board';

/** The spec's columns of this screen (no mileage or location: the job is under way). */
const KEYS: readonly SortKey[] = ['refNo', 'date', 'problem', 'vehicle', 'mobile', 'remarks'];

/**
 * /dashboard-service/close-service-request: the spec's 'Service Requests' demo screen (Close per row,
 * Close All, sortable columns), fed with the center's real accepted requests.
 */
export default function CloseServiceRequestPage() {
  const { t } = useTranslation(NAMESPACE);
  const tc = useTranslation('common').t;
  const tm = useMessageTranslator();
  // No pagination on this screen (spec): the newest page of the largest size, sorted here.
  const board = useRequestBoard({ pageSize: LIST_PAGE_SIZE_MAX });
  useCenterEvents({ enabled: board.centerId !== '' });
  const [sort, setSort] = useState<ListSort>({ sort: null, dir: 'asc' });
  const [confirmAll, setConfirmAll] = useState(false);
  const rows = useMemo(() => {
    const chosen = fromListSort(sort);
    return sortRows(board.acceptedRows, chosen?.key ?? null, chosen?.dir ?? 'asc');
  }, [board.acceptedRows, sort]);

  const { actOne, busy } = board;
  const closeButton = useCallback(
    (row: RequestView, big = false) => (
      <Button
        size={big ? 'lg' : 'sm'}
        className={cn(big ? BIG_ACTION : 'h-10')}
        disabled={busy.has(row.id)}
        onClick={() => void actOne(row, 'Closed')}
        aria-label={t('table.actOn.Closed', { ref: row.refNo })}
      >
        <Check className="size-4" aria-hidden />
        {t('table.verb.Closed')}
      </Button>
    ),
    [actOne, busy, t],
  );
  const actions = useMemo(
    () => ({
      header: t('close.action'),
      cell: (row: RequestView) => (
        <>
          <RequestSuiteActions requestId={row.id} /> {closeButton(row)}
        </>
      ),
    }),
    [t, closeButton],
  );
  const columns = useRequestColumns(KEYS, { actions });

  if (board.query.isPending && board.centerId !== '') return <FullScreenSpinner />;
  if (board.query.isError) {
    return (
      <Alert variant="error" className="m-4">
        {t('errorOccurred', { message: tm(errorMessage(board.query.error)) })}
      </Alert>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 px-3 py-4 sm:px-6 sm:py-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('board.title')}</h1>
          <p className="text-sm text-slate-600">
            {t('close.inProgress')} <span className="font-semibold">{rows.length}</span>
          </p>
        </div>
        <Button variant="outline" disabled={rows.length === 0} onClick={() => setConfirmAll(true)}>
          {t('table.all.Closed')}
        </Button>
      </div>

      <DataTable
        label={t('board.title')}
        columns={columns}
        data={rows}
        getRowId={(row) => String(row.id)}
        sort={sort}
        onSortChange={setSort}
        defaultSortLabel={t('table.newestFirst')}
        page={1}
        pageCount={1}
        onPageChange={() => undefined}
        empty={<span>{tc('ui.noServiceRequestsAvailable')}</span>}
        renderCard={(row) => (
          <RequestCard
            row={row.original}
            remark={
              <p className="text-sm text-slate-600">
                {t('close.remarks', { text: row.original.remarks || '-' })}
              </p>
            }
            extra={<RequestSuiteActions requestId={row.original.id} big className="mt-3" />}
            actions={closeButton(row.original, true)}
          />
        )}
      />
      <ConfirmAllDialog
        status={confirmAll ? 'Closed' : null}
        count={rows.length}
        description={t('close.allText')}
        onCancel={() => setConfirmAll(false)}
        onConfirm={(status) => {
          void board.actAll(rows, status);
          setConfirmAll(false);
        }}
      />
    </div>
  );
}
