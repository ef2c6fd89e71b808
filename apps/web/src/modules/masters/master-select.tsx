import type { Ref, SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

import { Select } from '@/components/ui/input';

import { NAMESPACE } from './masters.texts';
import type { MasterListResult } from './masters-api';

export interface MasterSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  ref?: Ref<HTMLSelectElement>;
  list: MasterListResult;
  /** Plural, lower case: 'cities' gives 'Loading cities...', 'Failed to load cities', 'No cities available'. */
  what: string;
  /** The empty first entry, e.g. 'Select city'. */
  placeholder: string;
  /** Shown (and the select disabled) while the parent choice is missing, e.g. 'Choose a state first'. */
  waitingText?: string;
}

/**
 * A native select over a reference list with the spec's list states: 'Loading ...', 'Failed to load ...'
 * and a disabled 'No ... available' entry. The status replaces the placeholder so it is visible closed too.
 */
export function MasterSelect({
  list,
  what,
  placeholder,
  waitingText,
  disabled,
  value,
  ...props
}: MasterSelectProps) {
  const { t } = useTranslation(NAMESPACE);
  // A known list's state is a whole sentence of its own (messages:lists, loaded with another language than
  // English); English, and a noun a screen translated itself, use the general sentence.
  const state = (which: 'loading' | 'failed' | 'empty') =>
    t([`messages:lists.${what}.${which}`, which], { what });
  const waiting = !list.isEnabled;
  const empty = list.isEnabled && !list.isLoading && !list.isError && list.options.length === 0;
  let first = placeholder;
  if (waiting) first = waitingText ?? placeholder;
  else if (list.isLoading) first = state('loading');
  else if (list.isError) first = state('failed');
  const known = list.options.some((o) => o.value === String(value ?? ''));
  return (
    <Select
      {...props}
      // An id whose list is still loading stays selected once the options arrive (controlled value).
      value={list.isLoading || known ? String(value ?? '') : ''}
      disabled={disabled || waiting}
      aria-busy={list.isLoading || undefined}
    >
      <option value="">{first}</option>
      {empty && (
        <option value="__none" disabled>
          {state('empty')}
        </option>
      )}
      {list.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Select>
  );
}
