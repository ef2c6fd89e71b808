import { cn } from '@/lib/cn';

import type { RequestView } from './center-requests-api';

/** 'Maruti Suzuki Arena Swift (Petrol)': make and model first, the fuel after. */
export function vehicleName(row: RequestView): string {
  if (!row.vehicle && !row.fuel) return '-';
  return row.fuel ? `${row.vehicle || '-'} (${row.fuel})` : row.vehicle;
}

/**
 * The vehicle as a mechanic recognises it in the yard: make and model, then the number plate and colour.
 * The plate is drawn like one so it stands out in a long list.
 */
export function VehicleSummary({ row, className }: { row: RequestView; className?: string }) {
  return (
    <span className={cn('block', className)}>
      <span className="font-medium text-slate-900">{vehicleName(row)}</span>
      {(row.regNo || row.color) && (
        <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600">
          {row.regNo && (
            <span
              data-testid="vehicle-regno"
              className="rounded border border-slate-400 bg-slate-50 px-1.5 py-px font-mono text-xs font-bold tracking-wider whitespace-nowrap text-slate-900"
            >
              {row.regNo}
            </span>
          )}
          {row.color && <span className="text-xs">{row.color}</span>}
        </span>
      )}
    </span>
  );
}
