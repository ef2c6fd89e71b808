import { Download, Plus, Search, Upload, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button, buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

import { NAMESPACE } from './suite.texts';

/** Title row of a suite screen: title and help text on the left, actions on the right (wrapping on phones). */
export function SuitePageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {description && <p className="mt-1 text-slate-600">{description}</p>}
      </div>
      {/* Phones: the main action on its own row, the others sharing the row under it. */}
      {actions && (
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap [&>*:last-child]:order-first [&>*:last-child]:col-span-2 sm:[&>*:last-child]:order-none">
          {actions}
        </div>
      )}
    </div>
  );
}

/** The actions of a suite list with CSV: Export CSV, Import CSV and the page's Add link (the main action). */
export function CsvListActions({
  exportUrl,
  onImport,
  addTo,
  addLabel,
}: {
  exportUrl: string;
  onImport: () => void;
  addTo: string;
  addLabel: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <a href={exportUrl} download className={buttonClasses('outline')}>
        <Download className="size-4" aria-hidden />
        {t('exportCsv')}
      </a>
      <Button variant="outline" onClick={onImport}>
        <Upload className="size-4" aria-hidden />
        {t('importCsv')}
      </Button>
      <Link to={addTo} className={buttonClasses('primary')}>
        <Plus className="size-4" aria-hidden />
        {addLabel}
      </Link>
    </>
  );
}

/**
 * Search as you type: the list asks the server 300 ms after the last key, not on every key.
 * `value` is the committed search (from the address), so Back restores it.
 */
export function SearchBox({
  value,
  onSearch,
  placeholder,
  label,
}: {
  value: string;
  onSearch: (q: string) => void;
  placeholder: string;
  label: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className="relative w-full">
      <Search className="pointer-events-none absolute top-3 left-3 size-5 text-slate-400" aria-hidden />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="pr-10 pl-10"
        autoComplete="off"
        enterKeyHint="search"
      />
      {text && (
        <button
          type="button"
          aria-label={t('clearSearch')}
          onClick={() => setText('')}
          className="absolute top-1 right-1 flex size-9 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
    </div>
  );
}

export interface FilterTab<V extends string> {
  value: V;
  label: string;
  /** Shown beside the label once known. */
  count?: number;
  /** Drawn in red while not selected (e.g. overdue items waiting). */
  alert?: boolean;
}

/** Pills that pick one view of a list, with counts; they scroll sideways on phones. */
export function FilterTabs<V extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: FilterTab<V>[];
  selected: V;
  onSelect: (value: V) => void;
}) {
  return (
    <div
      role="tablist"
      aria-label={label}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:px-0"
    >
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={selected === tab.value}
          onClick={() => onSelect(tab.value)}
          className={cn(
            'flex min-h-10 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap',
            selected === tab.value
              ? 'border-brand-600 bg-brand-600 text-white'
              : tab.alert
                ? 'border-red-300 bg-white text-red-700 hover:bg-red-50'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          {tab.label}
          {tab.count !== undefined && (
            <span
              className={cn('tabular-nums', selected === tab.value ? 'text-brand-100' : 'text-slate-500')}
            >
              {tab.count}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}

/** A titled white card: one section of a suite screen (job card, invoice, report). */
export function Panel({
  title,
  children,
  className,
  actions,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  /** Buttons beside the title (e.g. Export CSV). */
  actions?: ReactNode;
}) {
  return (
    <section
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5',
        className,
      )}
    >
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-bold text-slate-900">{title}</h2>
          {actions}
        </div>
      ) : (
        <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      )}
      {children}
    </section>
  );
}
