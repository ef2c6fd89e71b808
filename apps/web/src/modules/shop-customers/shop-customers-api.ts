import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  csvImportResultSchema,
  shopCustomerProfileSchema,
  shopCustomersPageSchema,
  type CsvImportResult,
  type ShopCustomerPayloadInput,
  type ShopCustomerProfile,
  type ShopCustomersQueryInput,
} from '@fixo/shared';

import { apiGet, apiPost } from '@/lib/api-client';
import { pagedListQueryOptions } from '@/lib/list-query';

export const shopCustomerKeys = {
  all: ['shop-customers'] as const,
  list: (query: ShopCustomersQueryInput) => ['shop-customers', 'list', query] as const,
  profile: (id: number) => ['shop-customers', 'profile', id] as const,
};

/** Download link of the whole masters list (the session cookie goes with a same-origin link). */
export const SHOP_CUSTOMERS_CSV_URL = '/api/ShopCustomer/ExportShopCustomersCsv';

export async function fetchShopCustomer(id: number, signal?: AbortSignal): Promise<ShopCustomerProfile> {
  const data = await apiGet<unknown>('/api/ShopCustomer/GetShopCustomerProfile', {
    query: { shopcustomerid: id },
    signal,
  });
  return shopCustomerProfileSchema.parse(data);
}

export const shopCustomerQuery = (id: number) =>
  queryOptions({
    queryKey: shopCustomerKeys.profile(id),
    queryFn: ({ signal }) => fetchShopCustomer(id, signal),
    enabled: id > 0,
  });

export const useShopCustomers = (query: ShopCustomersQueryInput) =>
  useQuery(
    pagedListQueryOptions(
      shopCustomerKeys.list(query),
      '/api/ShopCustomer/GetShopCustomers',
      shopCustomersPageSchema,
      query,
    ),
  );
export const useShopCustomer = (id: number) => useQuery(shopCustomerQuery(id));

export function useSaveShopCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: ShopCustomerPayloadInput) =>
      shopCustomerProfileSchema.parse(
        await apiPost<unknown>('/api/Customer/AddNewCustomerForServiceCenter', payload),
      ),
    onSuccess: (profile) => {
      queryClient.setQueryData(shopCustomerKeys.profile(profile.shopcustomerid), profile);
      void queryClient.invalidateQueries({ queryKey: shopCustomerKeys.all });
    },
  });
}

export function useAddCustomerFromRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (servicerequestid: number) =>
      shopCustomerProfileSchema.parse(
        await apiPost<unknown>('/api/ShopCustomer/AddFromServiceRequest', { servicerequestid }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shopCustomerKeys.all }),
  });
}

/** CSV import in two steps: preview (nothing saved) and commit (all rows, or only the valid ones). */
export function useShopCustomersImport() {
  const queryClient = useQueryClient();
  const preview = useMutation({
    mutationFn: async (csv: string): Promise<CsvImportResult> =>
      csvImportResultSchema.parse(
        await apiPost<unknown>('/api/ShopCustomer/ImportShopCustomersCsv/Preview', { csv }),
      ),
  });
  const commit = useMutation({
    mutationFn: async ({ csv, acceptValidOnly }: { csv: string; acceptValidOnly: boolean }) =>
      csvImportResultSchema.parse(
        await apiPost<unknown>('/api/ShopCustomer/ImportShopCustomersCsv', { csv, acceptValidOnly }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shopCustomerKeys.all }),
  });
  return { preview, commit };
}
