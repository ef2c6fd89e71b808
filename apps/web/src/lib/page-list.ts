/** Page lists of the paginated tables (offers, service requests, report): one rule for all. */

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Page buttons to show: always the first and last page and the current one plus or minus one, with an
 * ellipsis wherever pages are skipped. Pages are 1-based.
 */
export function pageList(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const shown = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages));
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((p, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && p - previous > 1) items.push(p < page ? 'ellipsis-start' : 'ellipsis-end');
    items.push(p);
  });
  return items;
}
