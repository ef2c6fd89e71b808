import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  csvImportResultSchema,
  gstRateAnswerSchema,
  partDetailSchema,
  partsPageSchema,
  starterCatalogueResultSchema,
  type CsvImportResult,
  type PartDetail,
  type PartPayloadInput,
  type PartsQueryInput,
  type StockMovementPayloadInput,
} from '@fixo/shared';

import { apiGet, apiPost } from '@/lib/api-client';
import { pagedListQueryOptions } from '@/lib/list-query';

export const partKeys = {
  all: ['parts'] as const,
  list: (query: PartsQueryInput) => ['parts', 'list', query] as const,
  detail: (id: number) => ['parts', 'detail', id] as const,
  gstRate: (code: string) => ['parts', 'gst-rate', code] as const,
};

export const PARTS_CSV_URL = '/api/Parts/ExportPartsCsv';

export async function fetchPart(id: number, signal?: AbortSignal): Promise<PartDetail> {
  const data = await apiGet<unknown>('/api/Parts/GetPartById', { query: { partid: id }, signal });
  return partDetailSchema.parse(data);
}

export const useParts = (query: PartsQueryInput, options: { enabled?: boolean } = {}) =>
  useQuery({
    ...pagedListQueryOptions(partKeys.list(query), '/api/Parts/GetParts', partsPageSchema, query),
    enabled: options.enabled ?? true,
  });

export const usePart = (id: number) =>
  useQuery({
    queryKey: partKeys.detail(id),
    queryFn: ({ signal }) => fetchPart(id, signal),
    enabled: id > 0,
  });

/** The GST rate in force today for an HSN/SAC code (null when the code is not in the table). */
export function useGstRate(code: string) {
  const clean = code.replace(/\s/g, '');
  return useQuery({
    queryKey: partKeys.gstRate(clean),
    queryFn: async ({ signal }) =>
      gstRateAnswerSchema.parse(
        await apiGet<unknown>('/api/Parts/GetGstRate', { query: { hsnsac: clean }, signal }),
      ),
    enabled: /^\d{4,8}$/.test(clean),
    staleTime: 60 * 60 * 1000,
  });
}

function useInvalidateParts() {
  const queryClient = useQueryClient();
  return (detail?: PartDetail) => {
    if (detail) queryClient.setQueryData(partKeys.detail(detail.partid), detail);
    void queryClient.invalidateQueries({ queryKey: partKeys.all });
  };
}

export function useSavePart() {
  const invalidate = useInvalidateParts();
  return useMutation({
    mutationFn: async (payload: PartPayloadInput) =>
      partDetailSchema.parse(await apiPost<unknown>('/api/Parts/AddUpdatePart', payload)),
    onSuccess: invalidate,
  });
}

export function useAddStockMovement() {
  const invalidate = useInvalidateParts();
  return useMutation({
    mutationFn: async (payload: StockMovementPayloadInput) =>
      partDetailSchema.parse(await apiPost<unknown>('/api/Parts/AddStockMovement', payload)),
    onSuccess: invalidate,
  });
}

export function useLoadStarterCatalogue() {
  const invalidate = useInvalidateParts();
  return useMutation({
    mutationFn: async () =>
      starterCatalogueResultSchema.parse(await apiPost<unknown>('/api/Parts/LoadStarterCatalogue', {})),
    onSuccess: () => invalidate(),
  });
}

export function usePartsImport() {
  const invalidate = useInvalidateParts();
  const preview = useMutation({
    mutationFn: async (csv: string): Promise<CsvImportResult> =>
      csvImportResultSchema.parse(await apiPost<unknown>('/api/Parts/ImportPartsCsv/Preview', { csv })),
  });
  const commit = useMutation({
    mutationFn: async ({ csv, acceptValidOnly }: { csv: string; acceptValidOnly: boolean }) =>
      csvImportResultSchema.parse(
        await apiPost<unknown>('/api/Parts/ImportPartsCsv', { csv, acceptValidOnly }),
      ),
    onSuccess: () => invalidate(),
  });
  return { preview, commit };
}
