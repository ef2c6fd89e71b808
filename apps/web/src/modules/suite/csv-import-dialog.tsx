import type { UseMutationResult } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { CsvImportResult } from '@fixo/shared';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SimpleDialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

import { NAMESPACE } from './suite.texts';
import { useSuiteMessage } from './use-suite-message';

export interface CsvImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The CSV's columns (shown as a hint). */
  columns: readonly string[];
  /** Columns that name a row in the preview, e.g. name, mobile, registration. */
  summaryColumns: readonly string[];
  preview: UseMutationResult<CsvImportResult, Error, string>;
  commit: UseMutationResult<CsvImportResult, Error, { csv: string; acceptValidOnly: boolean }>;
  /** e.g. 'customers' in 'Import 12 customers'. */
  noun: string;
}

/**
 * Two-step CSV import: choose a file → the server checks every row and nothing is saved → the owner sees
 * each row's errors and confirms (all rows, or only the valid ones when some are wrong).
 */
export default function CsvImportDialog({
  open,
  onOpenChange,
  title,
  columns,
  summaryColumns,
  preview,
  commit,
  noun,
}: CsvImportDialogProps) {
  const { apiError, message: say } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const result = preview.data;

  const reset = () => {
    setCsv(null);
    setFileName('');
    preview.reset();
    commit.reset();
  };
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    setFileName(file.name);
    preview.mutate(text);
  };
  const confirm = () => {
    if (!csv || !result) return;
    commit.mutate(
      { csv, acceptValidOnly: result.errorcount > 0 },
      {
        onSuccess: (done) => {
          toast.success(t('imported', { n: done.saved, noun }));
          close(false);
        },
      },
    );
  };

  return (
    <SimpleDialog
      open={open}
      onOpenChange={close}
      title={title}
      description={t('importChecked')}
      className="max-w-4xl"
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)}>
            {t('cancel')}
          </Button>
          {result && result.validcount > 0 && (
            <Button onClick={confirm} loading={commit.isPending} loadingText={t('importing')}>
              {result.errorcount > 0
                ? t('importValidOnly', { n: result.validcount })
                : t('importRows', { n: result.validcount })}
            </Button>
          )}
        </>
      }
    >
      <div className="flex min-w-0 flex-col gap-4">
        <label className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-300 px-4 py-6 text-center hover:bg-slate-50">
          <FileUp className="size-7 text-brand-600" aria-hidden />
          <span className="font-semibold text-slate-800">{fileName || t('chooseCsv')}</span>
          <span className="text-sm break-words text-slate-500">
            {t('columns', { list: columns.join(', ') })}
          </span>
          <input
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            aria-label={t('csvFile')}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </label>
        {preview.isPending && <p className="text-slate-600">{t('checkingRows')}</p>}
        {preview.error && <Alert variant="error">{apiError(preview.error)}</Alert>}
        {commit.error && <Alert variant="error">{apiError(commit.error)}</Alert>}
        {result && (
          <>
            <p className="text-sm font-medium text-slate-800">
              {t('validErrors', { valid: result.validcount, errors: result.errorcount })}
            </p>
            <ol
              aria-label={t('rows')}
              className="max-h-80 divide-y divide-slate-100 overflow-auto rounded-lg border border-slate-200"
            >
              {result.rows.map((row) => (
                <li key={row.rowno} className={cn('flex gap-3 px-3 py-2 text-sm', !row.valid && 'bg-red-50')}>
                  <span className="w-10 shrink-0 text-slate-500 tabular-nums">#{row.rowno}</span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-slate-900">
                      {summaryColumns
                        .map((c) => row.values[c] ?? '')
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                    {row.valid ? (
                      <p className="text-green-700">{t('readyToImport')}</p>
                    ) : (
                      <ul className="text-red-700">
                        {Object.entries(row.errors).map(([column, message]) => (
                          <li key={column}>
                            <span className="font-semibold">{column}</span>: {say(message)}
                            {/* the value that was refused, so the row can be found and fixed in the file */}
                            {row.values[column] ? ` ("${row.values[column]}")` : ''}
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </SimpleDialog>
  );
}
