import type { ColumnDef } from '@/components/data-table';

/** Customer column of a suite list: the name, the mobile under it (a tap-to-call link where asked). */
export function customerColumn<T extends { customername: string; mobilenO1: string }>(
  options: { callable?: boolean } = {},
): ColumnDef<T> {
  return {
    id: 'customername',
    header: 'Customer',
    accessorKey: 'customername',
    meta: { label: 'Customer' },
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
    header: 'Vehicle',
    enableSorting: options.sortable ?? false,
    accessorKey: 'vehregistrationno',
    meta: { label: 'Vehicle' },
    cell: ({ row }) => (
      <span>
        <span className="font-mono font-semibold tracking-wide">{row.original.vehregistrationno}</span>
        <span className="block truncate text-xs text-slate-500">{describe(row.original)}</span>
      </span>
    ),
  };
}
