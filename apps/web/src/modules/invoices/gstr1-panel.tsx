import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { downloadCsv } from '@/lib/download-csv';
import { cn } from '@/lib/cn';
import { Panel, useSuiteMessage } from '@/modules/suite';

import { dayText, inr } from './invoice-format';
import { gstr1Files, isReturnPeriod } from './gstr1-files';
import { useGstr1 } from './gstr1-api';
import type { DateRange } from './report-range';
import { NAMESPACE } from './gstr1.texts';

/**
 * The invoice report's GSTR-1 files: one CSV per table of the return, in the GST offline tool's template, for
 * the accountant to import and upload. Each row says how much it holds before anything is downloaded.
 */
export default function Gstr1Panel({ range }: { range: DateRange }) {
  const { t } = useTranslation(NAMESPACE);
  const { apiError } = useSuiteMessage();
  const query = useGstr1({ FROM: range.from, TO: range.to });
  const g = query.data;
  const name = (section: string) => `${section}-${range.from}-to-${range.to}.csv`;

  return (
    <Panel title={t('title')}>
      <p className="text-sm text-slate-600">{t('intro')}</p>
      {query.error && <Alert variant="error">{apiError(query.error)}</Alert>}
      {!g ? (
        !query.error && <Spinner />
      ) : (
        <>
          {!g.filer && <Alert variant="warning">{t('notFiler')}</Alert>}
          {g.filer && g.billsofsupply > 0 && (
            <p className="text-sm text-slate-600">{t('billsOfSupply', { count: g.billsofsupply })}</p>
          )}
          {!isReturnPeriod(range) && (
            <Alert variant="info">
              {t('partialPeriod', { from: dayText(range.from), to: dayText(range.to) })}
            </Alert>
          )}
          <ul
            className={cn('divide-y divide-slate-100', query.isFetching && 'opacity-70')}
            aria-label={t('title')}
          >
            {gstr1Files(g).map((file) => (
              <li
                key={file.section}
                className="flex items-center justify-between gap-3 py-2.5"
                data-testid={`gstr1-${file.section}`}
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">{t(`sections.${file.section}`)}</p>
                  <p className="text-xs text-slate-500 tabular-nums">
                    {t('table', { table: file.table })} ·{' '}
                    {file.taxablepaise === null || file.rows.length === 0
                      ? t('rows', { count: file.rows.length })
                      : t('rowsWithValue', { count: file.rows.length, amount: inr(file.taxablepaise) })}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  className="shrink-0"
                  disabled={file.rows.length === 0}
                  aria-label={t('download', { name: t(`sections.${file.section}`) })}
                  onClick={() =>
                    downloadCsv(name(file.section), file.columns, file.rows, { forImport: true })
                  }
                >
                  <Download className="size-4" aria-hidden /> CSV
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
