import { useQuery } from '@tanstack/react-query';
import { Download, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UI_TEXTS } from '@fixo/shared';

import { Alert, buttonClasses, Card, CardContent, Spinner } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';

import { MY_DATA_HTML_URL, MY_DATA_JSON_URL, myDataQuery } from './privacy-api';
import { DATA_SECTION_TITLES, NAMESPACE } from './privacy.texts';

const SECTION_KEYS = new Map<string, string>(
  Object.entries(DATA_SECTION_TITLES).map(([key, title]) => [title, key]),
);

const label = (key: string) => key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** What the app holds about the person, section by section, and the two downloads. */
export function MyDataSection() {
  const { t } = useTranslation(NAMESPACE);
  const tc = useTranslation('common').t;
  const data = useQuery(myDataQuery());
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 py-5">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-bold text-slate-900">{t('data.title')}</h2>
          <p className="text-sm text-slate-600">{t('data.intro')}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <a href={MY_DATA_JSON_URL} download className={buttonClasses('primary', 'md')}>
            <Download className="size-4" aria-hidden />
            {t('data.downloadJson')}
          </a>
          <a href={MY_DATA_HTML_URL} download className={buttonClasses('outline', 'md')}>
            <FileText className="size-4" aria-hidden />
            {t('data.downloadPage')}
          </a>
        </div>
        {data.isPending ? (
          <p className="flex items-center gap-2 text-slate-600" role="status">
            <Spinner label={null} /> {tc('ui.loading', { defaultValue: UI_TEXTS.loading })}
          </p>
        ) : data.isError ? (
          <Alert variant="error">{errorMessage(data.error)}</Alert>
        ) : (
          <div className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200">
            {data.data.sections.map((section) => (
              <details key={section.title} className="group px-4 py-3">
                <summary className="flex min-h-9 cursor-pointer items-center justify-between gap-3 font-semibold text-slate-900">
                  <span>
                    {SECTION_KEYS.has(section.title)
                      ? t(`data.sections.${SECTION_KEYS.get(section.title)}`)
                      : section.title}
                  </span>
                  <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                    {section.rows.length}
                  </span>
                </summary>
                {section.rows.length === 0 ? (
                  <p className="pt-2 text-sm text-slate-600">{t('data.nothing')}</p>
                ) : (
                  <ul className="flex flex-col gap-3 pt-3">
                    {section.rows.map((row, i) => (
                      <li key={i} className="rounded-lg bg-slate-50 p-3">
                        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
                          {Object.entries(row).map(([key, value]) => (
                            <div key={key} className="contents">
                              <dt className="font-medium text-slate-600">{label(key)}</dt>
                              <dd className="break-words text-slate-900">{shown(value)}</dd>
                            </div>
                          ))}
                        </dl>
                      </li>
                    ))}
                  </ul>
                )}
              </details>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
