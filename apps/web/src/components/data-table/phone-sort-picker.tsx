import { ArrowDown, ArrowUp } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Select, type SelectOption } from '@/components/ui/input';

import type { ListSort } from './table-state';

/** Cards have no column headers: phones sort with a picker and an order button instead. */
export function PhoneSortPicker({
  options,
  sort,
  onSortChange,
}: {
  options: SelectOption[];
  sort: ListSort;
  onSortChange: (sort: ListSort) => void;
}) {
  if (options.length === 0) return null;
  const Icon = sort.dir === 'desc' ? ArrowDown : ArrowUp;
  return (
    <div className="flex items-center gap-2">
      <label className="sr-only" htmlFor="phone-sort">
        Sort by
      </label>
      <Select
        id="phone-sort"
        value={sort.sort ?? ''}
        placeholder="Sort by…"
        options={options}
        onChange={(e) => onSortChange({ sort: e.target.value || null, dir: 'asc' })}
      />
      <Button
        variant="outline"
        size="icon"
        disabled={!sort.sort}
        aria-label={
          sort.dir === 'desc' ? 'Descending: switch to ascending' : 'Ascending: switch to descending'
        }
        onClick={() => onSortChange({ sort: sort.sort, dir: sort.dir === 'asc' ? 'desc' : 'asc' })}
      >
        <Icon className="size-5" aria-hidden />
      </Button>
    </div>
  );
}
