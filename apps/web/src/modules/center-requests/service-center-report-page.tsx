import { format, subDays } from 'date-fns';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildUrl, SR_STATUSES } from '@fixo/shared';

import { Alert, Button, Card, CardContent, FormField, Input, Select, Spinner } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useMessageTranslator } from '@/lib/i18n';

import { BarChart } from './bar-chart';
import { reportQuery, useCenterReport, type ReportStatus } from './center-requests-api';
import { NAMESPACE } from './center-requests.texts';
import { ReportTable, STATUS_STYLE } from './report-table';

const ymd = (d: Date) => format(d, 'yyyy-MM-dd');
const REPORT_PATH = '/api/ServiceRequest/GetServiceRequestReport';

/** /dashboard-service/service-center-report: 'Service Request Report' (content not shown by the spec). */
export default function ServiceCenterReportPage() {
  const today = new Date();
  const [from, setFrom] = useState(ymd(subDays(today, 29)));
  const [to, setTo] = useState(ymd(today));
  const [status, setStatus] = useState<ReportStatus>('All');
  const { t } = useTranslation(NAMESPACE);
  const tc = useTranslation('common').t;
  const tm = useMessageTranslator();
  const rangeError = from && to && from > to ? t('report.rangeError') : null;
  const ready = Boolean(from && to && !rangeError);

  const report = useCenterReport(from, to, status, ready);
  const csvHref = buildUrl(REPORT_PATH, reportQuery(from, to, status, 'csv'));
  const rows = report.data?.rows ?? [];
  const totals = report.data?.totals;
  const totalAll = totals ? SR_STATUSES.reduce((n, s) => n + totals[s], 0) : 0;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 px-3 py-4 sm:px-6 sm:py-6 lg:px-8">
      <h1 className="text-2xl font-bold text-slate-900">{tc('ui.serviceRequestReport')}</h1>

      <Card>
        <CardContent className="grid grid-cols-2 gap-3 p-4 sm:grid-cols-4 sm:items-end">
          <FormField label={t('report.from')} error={rangeError ?? undefined}>
            <Input type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
          </FormField>
          <FormField label={t('report.to')}>
            <Input type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
          </FormField>
          <FormField label={t('report.status')}>
            <Select
              value={status}
              onChange={(e) => setStatus(e.target.value as ReportStatus)}
              options={['All', ...SR_STATUSES].map((s) => ({ value: s, label: t(`report.statuses.${s}`) }))}
            />
          </FormField>
          <Button asChild variant="outline" className="col-span-2 sm:col-span-1">
            <a
              href={ready ? csvHref : undefined}
              download={`service-requests-${from}-to-${to}.csv`}
              aria-disabled={!ready}
            >
              <Download className="size-4" aria-hidden />
              {t('report.downloadCsv')}
            </a>
          </Button>
        </CardContent>
      </Card>

      {report.isError && (
        <Alert variant="error">{t('errorOccurred', { message: tm(errorMessage(report.error)) })}</Alert>
      )}
      {report.isPending && ready && <Spinner />}

      {totals && (
        <div className="grid grid-cols-2 items-start gap-3 lg:grid-cols-[repeat(4,1fr)_2fr]">
          {SR_STATUSES.map((s) => (
            <Card key={s}>
              <CardContent className="p-4">
                <span className="text-sm font-medium text-slate-600">{t(`report.statuses.${s}`)}</span>
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
                {t('report.byStatus', { n: totalAll })}
              </p>
              <BarChart
                title={t('report.byStatusChart')}
                height={110}
                bars={SR_STATUSES.map((s) => ({
                  label: t(`report.statuses.${s}`),
                  value: totals[s],
                  className: STATUS_STYLE[s].bar,
                }))}
              />
            </CardContent>
          </Card>
        </div>
      )}

      {/* A new range or status starts again on page 1. */}
      {report.data && <ReportTable key={`${from}|${to}|${status}`} rows={rows} />}
    </div>
  );
}
