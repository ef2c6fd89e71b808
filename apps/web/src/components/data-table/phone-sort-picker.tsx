import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Select, type SelectOption } from '@/components/ui/input';

import { NAMESPACE } from './table.texts';
import type { ListSort } from './table-state';

/** Cards have no column headers: phones sort with a picker and an order button instead. */
export function PhoneSortPicker({
  options,
  sort,
  onSortChange,
  placeholder,
}: {
  options: SelectOption[];
  sort: ListSort;
  onSortChange: (sort: ListSort) => void;
  /** The empty choice: the server's default order (e.g. 'Newest first'); 'Sort by…' without it. */
  placeholder?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (options.length === 0) return null;
  const Icon = sort.dir === 'desc' ? ArrowDown : ArrowUp;
  return (
    <div className="flex items-center gap-2">
      <label className="sr-only" htmlFor="phone-sort">
        {t('sortBy')}
      </label>
      <Select
        id="phone-sort"
        value={sort.sort ?? ''}
        placeholder={placeholder ?? t('sortByPlaceholder')}
        options={options}
        onChange={(e) => onSortChange({ sort: e.target.value || null, dir: 'asc' })}
      />
      <Button
        variant="outline"
        size="icon"
        disabled={!sort.sort}
        aria-label={t(sort.dir === 'desc' ? 'descToAsc' : 'ascToDesc')}
        onClick={() => onSortChange({ sort: sort.sort, dir: sort.dir === 'asc' ? 'desc' : 'asc' })}
      >
        <Icon className="size-5" aria-hidden />
      </Button>
    </div>
  );
}
