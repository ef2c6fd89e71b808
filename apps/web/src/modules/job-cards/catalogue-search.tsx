import { PackageSearch, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { PartListItem } from '@fixo/shared';

import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { inr, KIND_BADGE, qtyText } from '@/modules/parts/part-format';
import { useParts } from '@/modules/parts/parts-api';

/** Search the catalogue as you type and add an item as a line with one tap. */
export function CatalogueSearch({ onPick }: { onPick: (part: PartListItem) => void }) {
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

  return (
    <div className="relative">
      <PackageSearch
        className="pointer-events-none absolute top-3 left-3 size-5 text-slate-400"
        aria-hidden
      />
      <Input
        aria-label="Add from catalogue"
        placeholder="Add from catalogue: oil, brake pads…"
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
      />
      {open && (
        <ul
          id="catalogue-results"
          role="listbox"
          aria-label="Catalogue items"
          className="absolute z-20 mt-1 max-h-80 w-full overflow-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          {stale && <li className="px-4 py-3 text-slate-500">Searching…</li>}
          {!stale && results.data?.items.length === 0 && (
            <li className="px-4 py-3 text-slate-500">
              Nothing in the catalogue matches. Add a one-off line instead.
            </li>
          )}
          {!stale &&
            results.data?.items.map((part) => (
              <li key={part.partid} role="option" aria-selected={false}>
                <button
                  type="button"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => {
                    onPick(part);
                    setText('');
                    setOpen(false);
                  }}
                  className="flex min-h-12 w-full items-center gap-3 px-4 py-2 text-left hover:bg-brand-50"
                >
                  <Plus className="size-4 shrink-0 text-brand-600" aria-hidden />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900">{part.partname}</span>
                    <span className="flex items-center gap-2 text-xs text-slate-500">
                      <Badge variant={KIND_BADGE[part.parttype]}>{part.parttype}</Badge>
                      {part.parttype === 'Part' && `${qtyText(part.onhand)} on hand`}
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
