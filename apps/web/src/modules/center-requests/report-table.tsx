import { format, parseISO } from 'date-fns';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportRow, SrStatus } from '@fixo/shared';

import { DataTable, type ColumnDef } from '@/components/data-table';
import { Badge } from '@/components/ui';

import { NAMESPACE } from './center-requests.texts';

const PAGE_SIZE = 10;

export const STATUS_STYLE: Record<SrStatus, { badge: 'info' | 'brand' | 'danger' | 'success'; bar: string }> =
  {
    Open: { badge: 'info', bar: 'bg-sky-500' },
    Accepted: { badge: 'brand', bar: 'bg-brand-500' },
    Rejected: { badge: 'danger', bar: 'bg-red-500' },
    Closed: { badge: 'success', bar: 'bg-green-600' },
  };

function shortDate(text: string): string {
  const d = parseISO(text);
  return Number.isNaN(d.getTime()) ? text : format(d, 'dd/MM/yyyy HH:mm');
}

function StatusBadge({ status }: { status: SrStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return <Badge variant={STATUS_STYLE[status].badge}>{t(`report.statuses.${status}`)}</Badge>;
}

/** The report's rows, ten to a page (the whole range is already loaded: the CSV has them all). */
export function ReportTable({ rows }: { rows: readonly ReportRow[] }) {
  const { t } = useTranslation(NAMESPACE);
  const tc = useTranslation('common').t;
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const pageRows = useMemo(() => rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE), [rows, current]);

  const columns = useMemo<ColumnDef<ReportRow>[]>(() => {
    const column = (
      id: string,
      cell: (row: ReportRow) => React.ReactNode,
      className?: string,
    ): ColumnDef<ReportRow> => {
      const label = t(`report.columns.${id}`);
      return { id, header: label, cell: ({ row }) => cell(row.original), meta: { label, className } };
    };
    return [
      column('refNo', (r) => r.bookingref, 'font-mono font-semibold'),
      column('created', (r) => shortDate(r.createdon), 'whitespace-nowrap'),
      column('status', (r) => <StatusBadge status={r.status} />),
      column('vehicle', (r) => r.vehicle || '-'),
      column('problem', (r) => r.issue || '-', 'max-w-64 break-words'),
      column('mobile', (r) => r.mobileno, 'whitespace-nowrap'),
      column('remarks', (r) => r.remarks || '-'),
      column('updated', (r) => shortDate(r.updatedon), 'whitespace-nowrap'),
    ];
  }, [t]);

  return (
    <DataTable
      label={t('report.label')}
      columns={columns}
      data={pageRows}
      getRowId={(r) => String(r.servicerequestid)}
      page={current}
      pageCount={pageCount}
      onPageChange={setPage}
      tableClassName="min-w-[760px]"
      empty={<span>{tc('ui.noDataAvailable')}</span>}
      renderCard={({ original: r }) => (
        <div className="text-sm">
          <div className="flex items-center justify-between gap-2">
            <span className="font-mono font-semibold">{r.bookingref}</span>
            <StatusBadge status={r.status} />
          </div>
          <p className="mt-1 font-medium break-words text-slate-900">{r.issue || '-'}</p>
          <p className="text-slate-600">
            {r.vehicle || '-'} · {r.mobileno}
          </p>
          <p className="text-xs text-slate-500">
            {shortDate(r.createdon)} · {r.remarks || '-'}
          </p>
        </div>
      )}
    />
  );
}
