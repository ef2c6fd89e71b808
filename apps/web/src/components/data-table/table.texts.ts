import { registerScreenTexts } from '@/lib/i18n';

/**
 * Namespace `table`: the DataTable kit's own words (pagination, sorting, selection, empty and error states),
 * shared by every list screen that uses the kit.
 */
export const NAMESPACE = 'table';
export const TEXTS_EN = registerScreenTexts(NAMESPACE, {
  loading: 'Loading…',
  error: 'Something went wrong.',
  tryAgain: 'Try again',
  empty: 'Nothing here yet.',
  selectAllOnPage: 'Select all rows on this page',
  selectRow: 'Select row',
  noResults: 'No results',
  showing: 'Showing {{from}}–{{to}} of {{total}}',
  pagination: 'Pagination',
  firstPage: 'First page',
  previousPage: 'Previous page',
  previous: 'Previous',
  page: 'Page {{n}}',
  nextPage: 'Next page',
  next: 'Next',
  lastPage: 'Last page',
  sortedAsc: '(sorted ascending)',
  sortedDesc: '(sorted descending)',
  sortable: '(sortable)',
  sortBy: 'Sort by',
  sortByPlaceholder: 'Sort by…',
  descToAsc: 'Descending: switch to ascending',
  ascToDesc: 'Ascending: switch to descending',
});
