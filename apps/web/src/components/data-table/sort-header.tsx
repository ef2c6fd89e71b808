import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';

import { NAMESPACE } from './table.texts';

export interface SortHeaderProps {
  label: ReactNode;
  /** 'asc' | 'desc' when this column is the sort, false otherwise. */
  sorted: false | 'asc' | 'desc';
  onSort: () => void;
  align?: 'left' | 'right';
}

/** A column title that sorts on click; the arrow says the current order, screen readers hear it too. */
export function SortHeader({ label, sorted, onSort, align = 'left' }: SortHeaderProps) {
  const { t } = useTranslation(NAMESPACE);
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={onSort}
      className={cn(
        '-mx-2 inline-flex min-h-9 cursor-pointer items-center gap-1 rounded-md px-2 text-left font-semibold hover:bg-slate-200/60',
        'focus-visible:outline-2 focus-visible:outline-brand-600',
        align === 'right' && 'flex-row-reverse',
      )}
    >
      {label}
      <Icon className={cn('size-4 shrink-0', sorted ? 'text-brand-700' : 'text-slate-400')} aria-hidden />
      <span className="sr-only">
        {t(sorted === 'asc' ? 'sortedAsc' : sorted === 'desc' ? 'sortedDesc' : 'sortable')}
      </span>
    </button>
  );
}

/** aria-sort for the <th> of a sortable column. */
export function ariaSort(sorted: false | 'asc' | 'desc'): 'ascending' | 'descending' | 'none' {
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
}
