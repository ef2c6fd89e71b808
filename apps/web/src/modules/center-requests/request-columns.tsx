import { useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { ColumnDef } from '@/components/data-table';
import { Badge } from '@/components/ui';

import type { RequestView } from './center-requests-api';
import { NAMESPACE } from './center-requests.texts';
import { LocationLink, MobileLink } from './request-cells';
import type { SortKey } from './request-sort';
import { VehicleSummary } from './vehicle-summary';

/** Cell classes on the wide table, per column: long texts wrap, short ones never do. */
const CELL_CLASS: Partial<Record<SortKey, string>> = {
  refNo: 'font-mono font-semibold whitespace-nowrap text-slate-900',
  date: 'min-w-24 text-slate-700',
  problem: 'max-w-64 break-words text-slate-900',
  vehicle: 'min-w-36 text-slate-700',
  mileage: 'text-slate-700',
  location: 'max-w-56 break-words',
};

interface RequestColumnOptions {
  /** Marks a just-arrived row 'New' next to its booking number. */
  isFresh?: (row: RequestView) => boolean;
  /** Replaces the plain remark text (the board edits it in place). */
  remarkCell?: (row: RequestView) => ReactNode;
  /** The last, unsortable column: what can be done with the row. */
  actions: { header: string; cell: (row: RequestView) => ReactNode };
}

/**
 * The columns of the center's request lists (the board's tabs and the close screen), in the spec's order and
 * with its titles; each id is the server's SORT value.
 */
export function useRequestColumns(
  keys: readonly SortKey[],
  options: RequestColumnOptions,
): ColumnDef<RequestView>[] {
  const { t } = useTranslation(NAMESPACE);
  // The kit renders each cell function as a component: a new function would remount the cell (and close an
  // open remark field) on every keystroke. The columns stay the same; their cells read the latest options.
  const live = useRef(options);
  live.current = options;
  const actionsHeader = options.actions.header;
  return useMemo(() => {
    const content = (key: SortKey, row: RequestView): ReactNode => {
      switch (key) {
        case 'refNo':
          return (
            <>
              {row.refNo}
              {live.current.isFresh?.(row) && (
                <Badge variant="warning" className="ml-2 font-sans">
                  {t('table.new')}
                </Badge>
              )}
            </>
          );
        case 'problem':
          return row.problem || '-';
        case 'vehicle':
          return <VehicleSummary row={row} />;
        case 'mileage':
          return row.mileage || '-';
        case 'mobile':
          return <MobileLink row={row} />;
        case 'location':
          return <LocationLink row={row} />;
        case 'remarks':
          return live.current.remarkCell?.(row) ?? (row.remarks || '-');
        default:
          return row[key];
      }
    };
    const columns: ColumnDef<RequestView>[] = keys.map((key) => {
      const label = t(`table.columns.${key}`);
      return {
        id: key,
        // An accessor makes the column sortable in TanStack (the sort itself is the server's).
        accessorFn: (row) => row[key],
        header: label,
        cell: ({ row }) => content(key, row.original),
        meta: {
          label,
          className: CELL_CLASS[key],
          // Two-word titles may wrap: all ten columns then fit a 1280 px screen without scrolling sideways.
          headerClassName: 'whitespace-normal',
          align: key === 'mileage' ? 'right' : undefined,
        },
      };
    });
    columns.push({
      id: 'actions',
      enableSorting: false,
      header: actionsHeader,
      cell: ({ row }) => live.current.actions.cell(row.original),
      meta: { align: 'right', className: 'whitespace-nowrap' },
    });
    return columns;
  }, [keys, actionsHeader, t]);
}
