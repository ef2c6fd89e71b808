import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { format, parseISO, subDays } from 'date-fns';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { ERROR_MESSAGES, SR_STATUSES, UI_TEXTS, type SrStatus } from '@fixo/shared';

import { Alert, Badge, Button, Card, CardContent, FormField, Input, Select, Spinner } from '@/components/ui';
import { buildUrl, errorMessage } from '@/lib/api-client';

import { BarChart } from './bar-chart';
import { centerRequestKeys, fetchReport, reportQuery, type ReportStatus } from './center-requests-api';
import { Pagination } from './request-table';
import { PHONE_QUERY, useMediaQuery } from './use-media-query';

const ymd = (d: Date) => format(d, 'yyyy-MM-dd');
const REPORT_PATH = '/api/ServiceRequest/GetServiceRequestReport';
const PAGE_SIZE = 10;

const STATUS_STYLE: Record<SrStatus, { badge: 'info' | 'brand' | 'danger' | 'success'; bar: string }> = {
  Open: { badge: 'info', bar: 'bg-sky-500' },
  Accepted: { badge: 'brand', bar: 'bg-brand-500' },
  Rejected: { badge: 'danger', bar: 'bg-red-500' },
  Closed: { badge: 'success', bar: 'bg-green-600' },
};

function shortDate(text: string): string {
  const d = parseISO(text);
  return Number.isNaN(d.getTime()) ? text : format(d, 'dd/MM/yyyy HH:mm');
}

/** /dashboard-service/service-center-report: 'Service Request Report' (content not shown by the spec). */
export default function ServiceCenterReportPage() {
  const today = new Date();
  const [from, setFrom] = useState(ymd(subDays(today, 29)));
  const [to, setTo] = useState(ymd(today));
  const [status, setStatus] = useState<ReportStatus>('All');
  const [page, setPage] = useState(1);
  const rangeError = from && to && from > to ? 'From date must not be after To date' : null;
  const ready = Boolean(from && to && !rangeError);

  const report = useQuery({
    queryKey: centerRequestKeys.report(from, to, status),
    queryFn: ({ signal }) => fetchReport(from, to, status, signal),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const csvHref = buildUrl(REPORT_PATH, reportQuery(from, to, status, 'csv'));
  const rows = report.data?.rows ?? [];
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const totals = report.data?.totals;
  const isPhone = useMediaQuery(PHONE_QUERY);
  const totalAll = totals ? SR_STATUSES.reduce((n, s) => n + totals[s], 0) : 0;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 px-3 py-4 sm:px-6 sm:py-6 lg:px-8">
      <h1 className="text-2xl font-bold text-slate-900">{UI_TEXTS.serviceRequestReport}</h1>

      <Card>
        <CardContent className="grid grid-cols-2 gap-3 p-4 sm:grid-cols-4 sm:items-end">
          <FormField label="From" error={rangeError ?? undefined}>
            <Input
              type="date"
              value={from}
              max={to || undefined}
              onChange={(e) => (setFrom(e.target.value), setPage(1))}
            />
          </FormField>
          <FormField label="To">
            <Input
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => (setTo(e.target.value), setPage(1))}
            />
          </FormField>
          <FormField label="Status">
            <Select
              value={status}
              onChange={(e) => (setStatus(e.target.value as ReportStatus), setPage(1))}
              options={['All', ...SR_STATUSES].map((s) => ({ value: s, label: s }))}
            />
          </FormField>
          <Button asChild variant="outline" className="col-span-2 sm:col-span-1">
            <a
              href={ready ? csvHref : undefined}
              download={`service-requests-${from}-to-${to}.csv`}
              aria-disabled={!ready}
            >
              <Download className="size-4" aria-hidden />
              Download CSV
            </a>
          </Button>
        </CardContent>
      </Card>

      {report.isError && (
        <Alert variant="error">{ERROR_MESSAGES.anErrorOccurred(errorMessage(report.error))}</Alert>
      )}
      {report.isPending && ready && <Spinner />}

      {totals && (
        <div className="grid grid-cols-2 items-start gap-3 lg:grid-cols-[repeat(4,1fr)_2fr]">
          {SR_STATUSES.map((s) => (
            <Card key={s}>
              <CardContent className="p-4">
                <span className="text-sm font-medium text-slate-600">{s}</span>
                <span
                  className="block text-3xl font-bold text-slate-900 tabular-nums"
                  data-testid={`total-${s}`}
                >
                  {totals[s]}
                </span>
              </CardContent>
            </Card>
          ))}
          <Card className="col-span-2 lg:col-span-1">
            <CardContent className="p-4">
              <p className="mb-2 text-sm font-medium text-slate-600">
                Requests by status · {totalAll} in all
              </p>
              <BarChart
                title="Requests by status"
                height={110}
                bars={SR_STATUSES.map((s) => ({
                  label: s,
                  value: totals[s],
                  className: STATUS_STYLE[s].bar,
                }))}
              />
            </CardContent>
          </Card>
        </div>
      )}

      {report.data &&
        (rows.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
            {UI_TEXTS.noDataAvailable}
          </p>
        ) : (
          <>
            {isPhone ? (
              <ul className="space-y-2">
                {rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE).map((r) => (
                  <li
                    key={r.servicerequestid}
                    className="rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-sm"
                  >
                    <div className="flex items-center justify-between gap-2">
                      <span className="font-mono font-semibold">{r.bookingref}</span>
                      <Badge variant={STATUS_STYLE[r.status].badge}>{r.status}</Badge>
                    </div>
                    <p className="mt-1 font-medium break-words text-slate-900">{r.issue || '-'}</p>
                    <p className="text-slate-600">
                      {r.vehicle || '-'} · {r.mobileno}
                    </p>
                    <p className="text-xs text-slate-500">
                      {shortDate(r.createdon)} · {r.remarks || '-'}
                    </p>
                  </li>
                ))}
              </ul>
            ) : (
              <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
                <table className="w-full min-w-[760px] text-sm">
                  <thead className="border-b border-slate-200 bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
                    <tr>
                      <th className="px-3 py-2">Booking Ref No</th>
                      <th className="px-3 py-2">Created</th>
                      <th className="px-3 py-2">Status</th>
                      <th className="px-3 py-2">Vehicle</th>
                      <th className="px-3 py-2">Problem</th>
                      <th className="px-3 py-2">Customer Mobile</th>
                      <th className="px-3 py-2">SR Remarks</th>
                      <th className="px-3 py-2">Updated</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE).map((r) => (
                      <tr
                        key={r.servicerequestid}
                        className="border-b border-slate-100 align-top last:border-0"
                      >
                        <td className="px-3 py-2 font-mono font-semibold">{r.bookingref}</td>
                        <td className="px-3 py-2 whitespace-nowrap">{shortDate(r.createdon)}</td>
                        <td className="px-3 py-2">
                          <Badge variant={STATUS_STYLE[r.status].badge}>{r.status}</Badge>
                        </td>
                        <td className="px-3 py-2">{r.vehicle || '-'}</td>
                        <td className="max-w-64 px-3 py-2 break-words">{r.issue || '-'}</td>
                        <td className="px-3 py-2 whitespace-nowrap">{r.mobileno}</td>
                        <td className="px-3 py-2">{r.remarks || '-'}</td>
                        <td className="px-3 py-2 whitespace-nowrap">{shortDate(r.updatedon)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pagination page={current} pages={pages} onPage={setPage} />
          </>
        ))}
    </div>
  );
}
