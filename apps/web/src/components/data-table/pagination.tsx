import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { LOCALES, useLanguage, type Language } from '@/lib/i18n';
import { pageList } from '@/lib/page-list';

import { NAMESPACE, TEXTS_EN } from './table.texts';

/** First and last page are for wider screens; a phone has previous and next. */
const FIRST_LAST = 'hidden h-10 sm:inline-flex';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** With both, a 'Showing 21–40 of 153' line is shown. */
  pageSize?: number;
  totalRows?: number;
  disabled?: boolean;
  className?: string;
}

type Translate = (key: keyof typeof TEXTS_EN, values?: Record<string, string>) => string;
const englishT: Translate = (key, values = {}) =>
  TEXTS_EN[key].replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '');

/** 'Showing 21–40 of 153' (grouping of the language's locale for big numbers; English without `t`). */
export function rangeText(
  page: number,
  pageSize: number,
  totalRows: number,
  t: Translate = englishT,
  language: Language = 'en',
): string {
  if (totalRows <= 0) return t('noResults');
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(totalRows, page * pageSize);
  const n = (x: number) => x.toLocaleString(LOCALES[language]);
  return t('showing', { from: n(from), to: n(to), total: n(totalRows) });
}

/**
 * Server pages: previous/next, first and last, the current page ± 1, ellipses for the gaps (one rule with
 * every other paginated table: lib/page-list). Buttons are 40 px high so a thumb hits them on a phone.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  pageSize,
  totalRows,
  disabled,
  className,
}: PaginationProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  // An empty list already says so in its empty state.
  const showRange = pageSize !== undefined && totalRows !== undefined && totalRows > 0;
  if (pageCount <= 1 && !showRange) return null;
  const canGo = (p: number) => p >= 1 && p <= pageCount && p !== page;
  const go = (p: number) => {
    if (canGo(p)) onPageChange(p);
  };
  /** First, previous, next and last: off while a page loads and where they would lead nowhere. */
  const step = (
    target: number,
    label: 'firstPage' | 'previousPage' | 'nextPage' | 'lastPage',
    className: string,
    content: ReactNode,
  ) => (
    <Button
      variant="outline"
      size="sm"
      className={className}
      onClick={() => go(target)}
      disabled={disabled || !canGo(target)}
      aria-label={t(label)}
    >
      {content}
    </Button>
  );
  return (
    <div className={cn('flex flex-col items-center gap-2 md:flex-row md:justify-between', className)}>
      {showRange ? (
        <p className="text-sm text-slate-600" aria-live="polite">
          {rangeText(page, pageSize, totalRows, t, language)}
        </p>
      ) : (
        <span />
      )}
      {pageCount > 1 && (
        <nav aria-label={t('pagination')} className="flex flex-wrap items-center justify-center gap-1">
          {step(1, 'firstPage', FIRST_LAST, <ChevronsLeft className="size-4" aria-hidden />)}
          {step(
            page - 1,
            'previousPage',
            'h-10',
            <>
              <ChevronLeft className="size-4" aria-hidden />
              <span className="hidden sm:inline">{t('previous')}</span>
            </>,
          )}
          {pageList(page, pageCount).map((item) =>
            typeof item !== 'number' ? (
              <span key={item} className="px-1 text-slate-500" aria-hidden>
                …
              </span>
            ) : (
              <Button
                key={item}
                variant={item === page ? 'primary' : 'outline'}
                size="sm"
                className="h-10 min-w-10"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('page', { n: String(item) })}
                disabled={disabled && item !== page}
                onClick={() => go(item)}
              >
                {item}
              </Button>
            ),
          )}
          {step(
            page + 1,
            'nextPage',
            'h-10',
            <>
              <span className="hidden sm:inline">{t('next')}</span>
              <ChevronRight className="size-4" aria-hidden />
            </>,
          )}
          {step(pageCount, 'lastPage', FIRST_LAST, <ChevronsRight className="size-4" aria-hidden />)}
        </nav>
      )}
    </div>
  );
}
