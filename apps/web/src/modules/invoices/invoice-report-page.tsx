import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { istDate, type InvoiceReport } from '@fixo/shared';

import { lazyPart, PartSlot } from '@/components/lazy-part';
import { Alert } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

import { cn } from '@/lib/cn';
import { Panel, SuitePageHeader, useSuiteMessage } from '@/modules/suite';

import { dayText, inr } from './invoice-format';
import { useInvoiceReport } from './invoices-api';
import {
  presetRange,
  REPORT_PRESETS,
  reportPeriodOf,
  reportPeriodParams,
  type DateRange,
  type ReportPreset,
} from './report-range';
import { ReportTable, type ReportColumn } from './report-table';
import { NAMESPACE } from './invoices.texts';

// The chart library stays out of every chunk but this one's own.
const ReportChart = lazyPart(() => import('./report-chart'));
// Below the fold: the GSTR-1 tables and their file layouts come after the report is on screen.
const Gstr1Panel = lazyPart(() => import('./gstr1-panel'));

const TAX_COLUMNS: ReportColumn[] = [
  { key: 'taxablepaise', label: 'Taxable value', kind: 'money' },
  { key: 'cgstpaise', label: 'CGST', kind: 'money' },
  { key: 'sgstpaise', label: 'SGST', kind: 'money' },
  { key: 'igstpaise', label: 'IGST', kind: 'money' },
  { key: 'totalpaise', label: 'Total', kind: 'money' },
];
/** A summary's invoice count, then its tax columns (the B2B/B2C and the place-of-supply tables). */
const COUNTED_COLUMNS: ReportColumn[] = [{ key: 'count', label: 'Invoices', kind: 'qty' }, ...TAX_COLUMNS];
const HSN_COLUMNS: ReportColumn[] = [
  { key: 'hsnsac', label: 'HSN/SAC', kind: 'text' },
  { key: 'description', label: 'Description', kind: 'text' },
  { key: 'uqc', label: 'UQC', kind: 'text' },
  { key: 'qty', label: 'Total quantity', kind: 'qty' },
  { key: 'gstrate', label: 'Rate', kind: 'rate' },
  ...TAX_COLUMNS,
];

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'good' | 'bad' }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-xs">
      <p className="text-xs font-medium text-slate-500">{label}</p>
      <p
        className={cn(
          'mt-0.5 text-lg font-bold text-slate-900 tabular-nums',
          tone === 'good' && 'text-green-700',
          tone === 'bad' && 'text-red-700',
        )}
      >
        {value}
      </p>
    </div>
  );
}

function Totals({ report }: { report: InvoiceReport }) {
  const { t: tr } = useTranslation(NAMESPACE);
  const t = report.totals;
  return (
    <div
      className="grid grid-cols-2 gap-2 sm:grid-cols-4"
      aria-label={tr('totals')}
      data-testid="report-totals"
    >
      <Figure label={tr('invoicesCount')} value={String(t.count)} />
      <Figure label={tr('taxableValue')} value={inr(t.taxablepaise)} />
      <Figure label="CGST" value={inr(t.cgstpaise)} />
      <Figure label="SGST" value={inr(t.sgstpaise)} />
      <Figure label="IGST" value={inr(t.igstpaise)} />
      <Figure label={tr('totalBilled')} value={inr(t.totalpaise)} />
      <Figure label={tr('received')} value={inr(t.receivedpaise)} tone="good" />
      <Figure
        label={tr('outstanding')}
        value={inr(t.outstandingpaise)}
        tone={t.outstandingpaise > 0 ? 'bad' : undefined}
      />
    </div>
  );
}

/** /service-manager/invoice-report: sales, tax by head and the HSN-wise summary the accountant files. */
export default function InvoiceReportPage() {
  const { apiError } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const tc = useTranslation('common').t;
  const today = istDate(new Date());
  const [params, setParams] = useSearchParams();
  const { preset, range } = reportPeriodOf(params, today);
  const choose = (next: ReportPreset, nextRange: DateRange) =>
    setParams(reportPeriodParams(next, nextRange), { replace: true });
  const validCustom = range.from !== '' && range.to !== '' && range.from <= range.to;
  const query = useInvoiceReport({ FROM: range.from, TO: range.to }, validCustom);
  const report = query.data;
  const file = (name: string) => `${name}-${range.from}-to-${range.to}.csv`;

  return (
    <div className="flex flex-col gap-4">
      <SuitePageHeader
        title={tc('ui.invoiceReport')}
        description={
          validCustom ? t('reportRange', { from: dayText(range.from), to: dayText(range.to) }) : undefined
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div role="radiogroup" aria-label={t('period')} className="flex flex-wrap gap-2">
          {REPORT_PRESETS.map((p) => (
            <button
              key={p}
              type="button"
              role="radio"
              aria-checked={preset === p}
              // custom starts from the range on screen, to be narrowed from there
              onClick={() => choose(p, p === 'custom' ? range : presetRange(p, today))}
              className={cn(
                'min-h-10 shrink-0 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap',
                preset === p
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
              )}
            >
              {t(`preset.${p}`)}
            </button>
          ))}
        </div>
        {preset === 'custom' && (
          <div className="grid grid-cols-2 gap-2">
            <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
              {t('from')}
              <Input
                type="date"
                value={range.from}
                onChange={(e) => choose('custom', { ...range, from: e.target.value })}
              />
            </label>
            <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
              {t('to')}
              <Input
                type="date"
                value={range.to}
                min={range.from}
                onChange={(e) => choose('custom', { ...range, to: e.target.value })}
              />
            </label>
          </div>
        )}
      </div>
      {!validCustom && <Alert variant="warning">{t('rangeInvalid')}</Alert>}
      {query.error && <Alert variant="error">{apiError(query.error)}</Alert>}
      {!validCustom ? null : query.isPending ? (
        <Spinner />
      ) : report ? (
        <div className={cn('flex flex-col gap-4', query.isFetching && 'opacity-70')}>
          <Totals report={report} />
          {(report.totals.cancelledcount > 0 || report.creditnotes.count > 0) && (
            <p className="text-sm text-slate-600">
              {t('cancelledNote', {
                cancelled: report.totals.cancelledcount,
                credits: report.creditnotes.count,
                amount: inr(report.creditnotes.totalpaise),
              })}
            </p>
          )}
          <Panel title={report.group === 'day' ? t('dailySales') : t('monthlySales')}>
            <PartSlot loading={<div className="h-64" />}>
              <ReportChart series={report.series} />
            </PartSlot>
          </Panel>
          <div className="flex flex-col gap-4">
            <ReportTable
              title={t('b2bB2c')}
              filename={file('b2b-b2c')}
              columns={[{ key: 'kind', label: 'Kind', kind: 'text' }, ...COUNTED_COLUMNS]}
              rows={report.b2bb2c}
            />
            <ReportTable
              title={t('rateWise')}
              filename={file('rate-wise')}
              columns={[{ key: 'gstrate', label: 'GST rate', kind: 'rate' }, ...TAX_COLUMNS]}
              rows={report.ratewise}
            />
          </div>
          <ReportTable
            title={t('placeWise')}
            filename={file('place-of-supply')}
            columns={[{ key: 'state', label: 'Place of supply', kind: 'text' }, ...COUNTED_COLUMNS]}
            rows={report.placewise.map((p) => ({ ...p, state: `${p.statename} (${p.statecode})` }))}
          />
          <ReportTable
            title={t('hsnWise')}
            filename={file('hsn-summary')}
            columns={HSN_COLUMNS}
            rows={report.hsn}
          />
          <PartSlot loading={<Spinner />}>
            <Gstr1Panel range={range} />
          </PartSlot>
        </div>
      ) : null}
    </div>
  );
}
