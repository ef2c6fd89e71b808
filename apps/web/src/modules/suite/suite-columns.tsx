import type { ColumnDef } from '@/components/data-table';
import { i18n } from '@/lib/i18n';

import { NAMESPACE } from './suite.texts';

const t = (key: 'customer' | 'vehicle') => i18n.t(key, { ns: NAMESPACE });

/** Customer column of a suite list: the name, the mobile under it (a tap-to-call link where asked). */
export function customerColumn<T extends { customername: string; mobilenO1: string }>(
  options: { callable?: boolean } = {},
): ColumnDef<T> {
  return {
    id: 'customername',
    header: () => t('customer'),
    accessorKey: 'customername',
    meta: {
      get label() {
        return t('customer');
      },
    },
    cell: ({ row }) => (
      <span>
        {row.original.customername}
        {options.callable ? (
          <a href={`tel:${row.original.mobilenO1}`} className="block text-xs text-slate-600 underline">
            {row.original.mobilenO1}
          </a>
        ) : (
          <span className="block text-xs text-slate-500">{row.original.mobilenO1}</span>
        )}
      </span>
    ),
  };
}

/** Vehicle column of a suite list: the registration, and what the vehicle is under it. */
export function vehicleColumn<T extends { vehregistrationno: string }>(
  describe: (row: T) => string,
  options: { sortable?: boolean } = {},
): ColumnDef<T> {
  return {
    id: options.sortable ? 'vehregistrationno' : 'vehicle',
    header: () => t('vehicle'),
    enableSorting: options.sortable ?? false,
    accessorKey: 'vehregistrationno',
    meta: {
      get label() {
        return t('vehicle');
      },
    },
    cell: ({ row }) => (
      <span>
        <span className="font-mono font-semibold tracking-wide">{row.original.vehregistrationno}</span>
        <span className="block truncate text-xs text-slate-500">{describe(row.original)}</span>
      </span>
    ),
  };
}
