import { PackageSearch, Plus } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartListItem } from '@fixo/shared';

import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { inr, KIND_BADGE, qtyText, useParts } from '@/modules/parts';
import { SUITE_NAMESPACE as SUITE } from '@/modules/suite';

import { NAMESPACE } from './job-cards.texts';

/** Search the catalogue as you type and add an item as a line with one tap. */
export function CatalogueSearch({ onPick }: { onPick: (part: PartListItem) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const ts = useTranslation(SUITE).t;
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  // Closing on blur waits a moment (a tap on a result blurs first); focusing again cancels it.
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 200);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useParts({ SEARCH: q, ACTIVE: 'active', PAGESIZE: 8, SORT: 'name' }, { enabled: open });
  // Never offer the results of an earlier search: a quick tap would add the wrong item.
  const stale = results.isPending || results.isPlaceholderData || text.trim() !== q;
  const items = stale ? [] : (results.data?.items ?? []);
  // The highlighted result for the keyboard (front desk): ↓/↑ move, Enter adds, Escape closes.
  const [active, setActive] = useState(0);
  useEffect(() => setActive(0), [q]);
  const pick = (part: PartListItem) => {
    onPick(part);
    setText('');
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (items.length > 0)
        setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length);
    } else if (e.key === 'Enter') {
      // Enter never submits the job card from here.
      e.preventDefault();
      const part = items[active];
      if (open && part) pick(part);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <PackageSearch
        className="pointer-events-none absolute top-3 left-3 size-5 text-slate-400"
        aria-hidden
      />
      <Input
        aria-label={t('addFromCatalogue')}
        placeholder={t('cataloguePlaceholder')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          clearTimeout(closing.current);
          setOpen(true);
        }}
        onBlur={() => {
          closing.current = setTimeout(() => setOpen(false), 150);
        }}
        className="pl-10"
        autoComplete="off"
        role="combobox"
        aria-expanded={open}
        aria-controls="catalogue-results"
        aria-activedescendant={open && items[active] ? `catalogue-item-${items[active].partid}` : undefined}
        onKeyDown={onKeyDown}
      />
      {open && (
        <ul
          id="catalogue-results"
          role="listbox"
          aria-label={t('catalogueItems')}
          className="absolute z-20 mt-1 max-h-80 w-full overflow-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          {stale && <li className="px-4 py-3 text-slate-500">{t('searching')}</li>}
          {!stale && results.data?.items.length === 0 && (
            <li className="px-4 py-3 text-slate-500">{t('nothingMatches')}</li>
          )}
          {items.map((part, index) => (
            <li
              key={part.partid}
              id={`catalogue-item-${part.partid}`}
              role="option"
              aria-selected={index === active}
            >
              <button
                type="button"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(part)}
                tabIndex={-1}
                className={cn(
                  'flex min-h-12 w-full items-center gap-3 px-4 py-2 text-left hover:bg-brand-50',
                  index === active && 'bg-brand-50',
                )}
              >
                <Plus className="size-4 shrink-0 text-brand-600" aria-hidden />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-slate-900">{part.partname}</span>
                  <span className="flex items-center gap-2 text-xs text-slate-500">
                    <Badge variant={KIND_BADGE[part.parttype]}>{ts(`kind.${part.parttype}`)}</Badge>
                    {part.parttype === 'Part' && t('onHand', { qty: qtyText(part.onhand) })}
                  </span>
                </span>
                <span className="shrink-0 text-sm font-semibold tabular-nums">
                  {inr(part.salepricepaise)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
