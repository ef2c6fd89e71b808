import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import type { MasterListResult } from '@/modules/masters';

import { NAMESPACE } from './service-centers.texts';

export interface CheckboxGroupProps {
  legend: string;
  list: MasterListResult;
  /** Plural, lower case, for the list states ('Loading vehicle makers...'). */
  what: string;
  value: number[];
  onChange: (value: number[]) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
  required?: boolean;
}

/** A multi-select as checkboxes (easy on a phone), with a filter box when the list is long. */
export function CheckboxGroup({
  legend,
  list,
  what,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  required,
}: CheckboxGroupProps) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const { t } = useTranslation(NAMESPACE);
  const selected = new Set(value.map(String));
  const q = filter.trim().toLowerCase();
  const shown = q ? list.options.filter((o) => o.label.toLowerCase().includes(q)) : list.options;
  const toggle = (v: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(v);
    else next.delete(v);
    onChange([...next].map(Number).sort((a, b) => a - b));
  };
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onBlur?.();
      }}
      disabled={disabled}
    >
      <legend className="mb-1 flex w-full items-baseline justify-between gap-2 text-sm font-semibold text-slate-800">
        <span>
          {legend}
          {required && (
            <span className="ml-0.5 text-red-600" aria-hidden>
              *
            </span>
          )}
        </span>
        {value.length > 0 && (
          <span className="text-xs font-medium text-brand-700">
            {t('list.selected', { n: value.length })}
          </span>
        )}
      </legend>
      {list.options.length > 12 && (
        <div className="relative">
          <Search className="pointer-events-none absolute top-3 left-3 size-5 text-slate-400" aria-hidden />
          <Input
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder={t('list.filter', { what })}
            aria-label={t('list.filter', { what })}
            className="pl-10"
          />
        </div>
      )}
      {list.isLoading ? (
        <p className="text-sm text-slate-600">{t('list.loading', { what })}</p>
      ) : list.isError ? (
        <p className="text-sm text-red-700">{t('list.failed', { what })}</p>
      ) : list.options.length === 0 ? (
        <p className="text-sm text-slate-500">{t('list.empty', { what })}</p>
      ) : (
        <div
          className={`grid max-h-72 grid-cols-1 gap-1 overflow-y-auto rounded-lg border p-2 sm:grid-cols-2 ${error ? 'border-red-500' : 'border-slate-200'}`}
        >
          {shown.map((o) => (
            <label
              key={o.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-sm text-slate-800 hover:bg-slate-50"
            >
              <Checkbox
                checked={selected.has(o.value)}
                onCheckedChange={(c) => toggle(o.value, c === true)}
                value={o.value}
                disabled={disabled}
              />
              {o.label}
            </label>
          ))}
          {shown.length === 0 && (
            <p className="px-2 py-3 text-sm text-slate-500">Nothing matches “{filter}”.</p>
          )}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
