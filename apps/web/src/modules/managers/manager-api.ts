import type { ManagerCenterSort, ManagerServiceCentersPage } from '@fixo/shared';

import { apiGet, apiPut } from '@/lib/api-client';

export type CenterStatus = 'active' | 'inactive';

export interface CenterListParams {
  status: CenterStatus;
  search: string;
  sort: ManagerCenterSort;
  order: 'asc' | 'desc';
  page: number;
}

export const MANAGER_PAGE_SIZE = 10;
/** Both lists share this prefix, so one invalidation refreshes them after an approval or deactivation. */
export const managerCentersKey = ['managers', 'service-centers'] as const;

export function fetchManagerCenters(
  p: CenterListParams,
  signal?: AbortSignal,
): Promise<ManagerServiceCentersPage> {
  return apiGet<ManagerServiceCentersPage>('/api/Manager/GetServiceCenters', {
    query: {
      STATUS: p.status,
      SEARCH: p.search,
      SORT: p.sort,
      ORDER: p.order,
      PAGE: p.page,
      PAGESIZE: MANAGER_PAGE_SIZE,
    },
    signal,
  });
}

export function approveServiceCenter(servicecenterid: number): Promise<unknown> {
  return apiPut('/api/Manager/ApproveServiceCenter', { servicecenterid });
}

export function deactivateServiceCenter(servicecenterid: number): Promise<unknown> {
  return apiPut('/api/Manager/DeactivateServiceCenter', { servicecenterid });
}
