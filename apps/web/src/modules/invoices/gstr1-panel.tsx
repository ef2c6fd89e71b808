import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { csvText, downloadCsv, saveFile } from '@/lib/download-csv';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/cn';
import { Panel, useSuiteMessage } from '@/modules/suite';

import { dayText, inr } from './invoice-format';
import { gstr1Files, isReturnPeriod, type Gstr1File } from './gstr1-files';
import { useGstr1 } from './gstr1-api';
import type { DateRange } from './report-range';
import { NAMESPACE } from './gstr1.texts';

/** Every file with rows in one ZIP, for sending to the accountant in one go (fflate loads on the first tap). */
async function saveZip(filename: string, files: Gstr1File[]): Promise<void> {
  const { strToU8, zipSync } = await import('fflate');
  const entries = Object.fromEntries(
    files
      .filter((f) => f.rows.length > 0)
      .map((f) => [`${f.section}.csv`, strToU8(csvText(f.columns, f.rows, { forImport: true }))]),
  );
  saveFile(filename, new Blob([zipSync(entries)], { type: 'application/zip' }));
}

/**
 * The invoice report's GSTR-1 files: one CSV per table of the return, in the GST offline tool's template, for
 * the accountant to import and upload. Each row says how much it holds before anything is downloaded.
 */
export default function Gstr1Panel({ range }: { range: DateRange }) {
  const { t } = useTranslation(NAMESPACE);
  const { apiError } = useSuiteMessage();
  const query = useGstr1({ FROM: range.from, TO: range.to });
  const g = query.data;
  // the files are named after the range they hold: while another range loads, the previous one stays on
  // screen but cannot be saved under the new name
  const stale = query.isPlaceholderData;
  const name = (section: string) => (g ? `${section}-${g.from}-to-${g.to}.csv` : '');
  const files = g ? gstr1Files(g) : [];
  const saveAll = () =>
    g && saveZip(`gstr1-${g.from}-to-${g.to}.zip`, files).catch(() => toast.error(t('zipFailed')));

  return (
    <Panel
      title={t('title')}
      actions={
        <Button
          size="sm"
          variant="outline"
          onClick={saveAll}
          disabled={stale || !files.some((f) => f.rows.length > 0)}
        >
          <Download className="size-4" aria-hidden /> {t('allFiles')}
        </Button>
      }
    >
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
            {files.map((file) => (
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
                  disabled={stale || file.rows.length === 0}
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
