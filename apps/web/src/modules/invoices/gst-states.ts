import { useQuery } from '@tanstack/react-query';
import { masterListPath, stateRowSchema } from '@fixo/shared';

import { apiGet } from '@/lib/api-client';

export interface GstStateOption {
  /** GST state code ('29'). */
  value: string;
  /** 'Karnataka (29)'. */
  label: string;
}

const statesSchema = stateRowSchema.array();

/**
 * India's states and union territories as places of supply, read from the states reference list. Fetched here
 * rather than through the masters module: importing that module put its select parts in a chunk of their own,
 * one more file on the customer's request screen (+0.2 KB measured).
 */
export function useGstStates() {
  const query = useQuery({
    queryKey: ['invoices', 'gst-states'],
    queryFn: async ({ signal }) =>
      apiGet(masterListPath('GetAllStates', {}), { signal, schema: statesSchema }),
    select: (rows): GstStateOption[] =>
      rows.flatMap((row) =>
        row.statecode ? [{ value: row.statecode, label: `${row.state} (${row.statecode})` }] : [],
      ),
    // reference data changes only with a release
    staleTime: 60 * 60 * 1000,
  });
  return { options: query.data ?? [], isLoading: query.isPending, isError: query.isError };
}
