import { ArrowDown, ArrowUp, ArrowUpDown, Check, Phone } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ERROR_MESSAGES, LIST_PAGE_SIZE_MAX, UI_TEXTS } from '@fixo/shared';

import { Alert, Button, ConfirmDialog, FullScreenSpinner } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { RequestSuiteActions } from '@/modules/job-cards/request-suite-actions';

import type { RequestView } from './center-requests-api';
import { sortRows, type SortDir, type SortKey } from './request-table';
import { useCenterEvents } from './use-center-events';
import { PHONE_QUERY, useMediaQuery } from './use-media-query';
import { useRequestBoard } from './use-request-board';
import { VehicleSummary } from './vehicle-summary';

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'refNo', label: 'Booking Ref No' },
  { key: 'date', label: 'Date' },
  { key: 'problem', label: 'Problem Description' },
  { key: 'vehicle', label: 'Vehicle Name' },
  { key: 'mobile', label: 'Customer Mobile' },
  { key: 'remarks', label: 'SR Remarks' },
];

/**
 * /dashboard-service/close-service-request: the spec's 'Service Requests' demo screen (Close per row,
 * Close All, sortable columns), fed with the center's real accepted requests.
 */
export default function CloseServiceRequestPage() {
  // No pagination on this screen (spec): the newest page of the largest size, sorted here.
  const board = useRequestBoard({ pageSize: LIST_PAGE_SIZE_MAX });
  useCenterEvents({ enabled: board.centerId !== '' });
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [sort, setSort] = useState<{ key: SortKey | null; dir: SortDir }>({ key: null, dir: 'asc' });
  const [confirmAll, setConfirmAll] = useState(false);
  const rows = useMemo(() => sortRows(board.acceptedRows, sort.key, sort.dir), [board.acceptedRows, sort]);

  if (board.query.isPending && board.centerId !== '') return <FullScreenSpinner />;
  if (board.query.isError) {
    return (
      <Alert variant="error" className="m-4">
        {ERROR_MESSAGES.anErrorOccurred(errorMessage(board.query.error))}
      </Alert>
    );
  }

  const onSort = (key: SortKey) =>
    setSort((prev) =>
      prev.key === key ? { key, dir: prev.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' },
    );

  const closeButton = (row: RequestView, big = false) => (
    <Button
      size={big ? 'lg' : 'sm'}
      className={cn(big ? 'min-w-0 flex-1 px-3' : 'h-10')}
      disabled={board.busy.has(row.id)}
      onClick={() => void board.actOne(row, 'Closed')}
      aria-label={`Close ${row.refNo}`}
    >
      <Check className="size-4" aria-hidden />
      Close
    </Button>
  );

  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 px-3 py-4 sm:px-6 sm:py-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Service Requests</h1>
          <p className="text-sm text-slate-600">
            Accepted requests in progress: <span className="font-semibold">{rows.length}</span>
          </p>
        </div>
        <Button variant="outline" disabled={rows.length === 0} onClick={() => setConfirmAll(true)}>
          Close All
        </Button>
      </div>

      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {UI_TEXTS.noServiceRequestsAvailable}
        </p>
      ) : isPhone ? (
        <ul className="space-y-3">
          {rows.map((row) => (
            <li key={row.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-mono text-sm font-bold">{row.refNo}</span>
                <span className="text-xs text-slate-500">{row.date}</span>
              </div>
              <p className="mt-1 text-lg font-semibold break-words text-slate-900">{row.problem || '-'}</p>
              <VehicleSummary row={row} className="text-sm text-slate-700" />
              <p className="text-sm text-slate-600">Remarks: {row.remarks || '-'}</p>
              <RequestSuiteActions requestId={row.id} big className="mt-3" />
              <div className="mt-3 flex gap-2">
                <Button asChild variant="outline" size="lg" className="px-3">
                  <a href={`tel:${row.mobile}`} aria-label={`Call ${row.mobile}`}>
                    <Phone className="size-5" aria-hidden />
                    Call
                  </a>
                </Button>
                {closeButton(row, true)}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-sm">
            <thead className="border-b border-slate-200 bg-slate-50">
              <tr>
                {COLUMNS.map(({ key, label }) => {
                  const active = sort.key === key;
                  const Icon = active ? (sort.dir === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
                  return (
                    <th
                      key={key}
                      scope="col"
                      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                      className="px-3 py-2 text-left"
                    >
                      <button
                        type="button"
                        onClick={() => onSort(key)}
                        className="inline-flex cursor-pointer items-center gap-1 text-xs font-semibold tracking-wide text-slate-600 uppercase hover:text-slate-900"
                      >
                        {label}
                        <Icon
                          className={cn('size-3.5', active ? 'text-brand-700' : 'text-slate-400')}
                          aria-hidden
                        />
                      </button>
                    </th>
                  );
                })}
                <th
                  scope="col"
                  className="px-3 py-2 text-right text-xs font-semibold text-slate-600 uppercase"
                >
                  Action
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.id}
                  className="border-b border-slate-100 align-top last:border-0 hover:bg-slate-50"
                >
                  <td className="px-3 py-3 font-mono font-semibold">{row.refNo}</td>
                  <td className="px-3 py-3 whitespace-nowrap">{row.date}</td>
                  <td className="max-w-72 px-3 py-3 break-words">{row.problem || '-'}</td>
                  <td className="px-3 py-3">
                    <VehicleSummary row={row} />
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap">
                    <a href={`tel:${row.mobile}`} className="text-brand-700 hover:underline">
                      {row.mobile}
                    </a>
                  </td>
                  <td className="px-3 py-3">{row.remarks || '-'}</td>
                  <td className="px-3 py-3 text-right whitespace-nowrap">
                    <RequestSuiteActions requestId={row.id} /> {closeButton(row)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title={`Close all ${rows.length} requests?`}
        description="Every accepted request listed here will be marked Closed."
        confirmLabel="Close All"
        onConfirm={() => {
          void board.actAll(rows, 'Closed');
          setConfirmAll(false);
        }}
      />
    </div>
  );
}
