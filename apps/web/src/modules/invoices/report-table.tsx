import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import type { CsvValue } from '@fixo/shared';

import { Button } from '@/components/ui/button';
import { downloadCsv } from '@/lib/download-csv';
import { cn } from '@/lib/cn';
import { Panel, SUITE_NAMESPACE as SUITE } from '@/modules/suite';

import { inr, qtyText } from './invoice-format';
import { NAMESPACE } from './invoices.texts';

export interface ReportColumn {
  key: string;
  label: string;
  kind: 'text' | 'money' | 'qty' | 'rate';
}

type Row = Record<string, string | number>;

const shown = (kind: ReportColumn['kind'], value: string | number | undefined): string => {
  if (value === undefined) return '';
  if (kind === 'money') return inr(Number(value));
  if (kind === 'qty') return qtyText(Number(value));
  if (kind === 'rate') return `${qtyText(Number(value))}%`;
  return String(value);
};

/** In the file: rupees with two decimals (1234.50), numbers Excel can add up; text as it is. */
const csvValue = (kind: ReportColumn['kind'], value: string | number | undefined): CsvValue => {
  if (value === undefined) return '';
  if (kind === 'money') return (Number(value) / 100).toFixed(2);
  return value;
};

/**
 * One table of the report with its own 'Export CSV' (the same rows as on screen). `label` is the English
 * header: the file's, and the key of the screen's header in the screen's language.
 */
export function ReportTable({
  title,
  columns,
  rows,
  filename,
  empty,
}: {
  title: string;
  columns: ReportColumn[];
  rows: Row[];
  filename: string;
  empty?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const ts = useTranslation(SUITE).t;
  const exportCsv = () =>
    downloadCsv(
      filename,
      columns.map((c) => c.label),
      rows.map((r) => Object.fromEntries(columns.map((c) => [c.label, csvValue(c.kind, r[c.key])]))),
    );
  const th = 'px-3 py-2 text-xs font-semibold text-slate-600 whitespace-nowrap';
  return (
    <Panel
      title={title}
      className="min-w-0"
      actions={
        <Button size="sm" variant="outline" onClick={exportCsv} disabled={rows.length === 0}>
          <Download className="size-4" aria-hidden /> {ts('exportCsv')}
        </Button>
      }
    >
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{empty ?? t('noInvoicesPeriod')}</p>
      ) : (
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          {/* on a phone the tax columns lie past the edge: said, or IGST and Total go unseen */}
          {columns.length > 4 && (
            <p className="pb-2 text-xs text-slate-500 sm:hidden" aria-hidden>
              {t('swipeForMore')}
            </p>
          )}
          <table className="w-full border-collapse text-sm" aria-label={title}>
            <thead className="bg-slate-50">
              <tr>
                {columns.map((c) => (
                  <th key={c.key} className={cn(th, c.kind === 'text' ? 'text-left' : 'text-right')}>
                    {t(`columns.${c.label}`, { defaultValue: c.label })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={i} className="border-t border-slate-100">
                  {columns.map((c) => (
                    <td
                      key={c.key}
                      className={cn(
                        'px-3 py-2 whitespace-nowrap',
                        c.kind === 'text' ? 'text-left' : 'text-right tabular-nums',
                      )}
                    >
                      {shown(c.kind, r[c.key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
