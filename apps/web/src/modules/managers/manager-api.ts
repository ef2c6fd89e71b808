import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import {
  UI_TEXTS,
  managerServiceCenterDetailsSchema,
  managerServiceCenterItemSchema,
  managerServiceCentersPageSchema,
  type ManagerCenterSort,
  type ManagerServiceCenterItem,
  type ManagerServiceCentersPage,
} from '@fixo/shared';

import { apiGet, apiPut, errorMessage } from '@/lib/api-client';

import { NAMESPACE } from './managers.texts';

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
  return apiGet('/api/Manager/GetServiceCenters', {
    schema: managerServiceCentersPageSchema,
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

/** One page of the manager's active or inactive centers; the previous page stays on screen while the next loads. */
export const useManagerCenters = (params: CenterListParams) =>
  useQuery({
    queryKey: [...managerCentersKey, params],
    queryFn: ({ signal }) => fetchManagerCenters(params, signal),
    placeholderData: keepPreviousData,
  });

export function approveServiceCenter(servicecenterid: number): Promise<ManagerServiceCenterItem> {
  return apiPut(
    '/api/Manager/ApproveServiceCenter',
    { servicecenterid },
    { schema: managerServiceCenterItemSchema },
  );
}

export function deactivateServiceCenter(servicecenterid: number): Promise<ManagerServiceCenterItem> {
  return apiPut(
    '/api/Manager/DeactivateServiceCenter',
    { servicecenterid },
    { schema: managerServiceCenterItemSchema },
  );
}

/** Under managerCentersKey, so an approval or deactivation refreshes the open details too. */
export const managerCenterDetailsQuery = (servicecenterid: number) =>
  queryOptions({
    queryKey: [...managerCentersKey, 'details', servicecenterid],
    queryFn: ({ signal }) =>
      apiGet('/api/Manager/GetServiceCenterDetails', {
        query: { SERVICECENTERID: servicecenterid },
        signal,
        schema: managerServiceCenterDetailsSchema,
      }),
  });

/** The manager's words for the approve/deactivate action, the same on the lists and the details. */
export function useCenterActionCopy(status: CenterStatus) {
  const { t } = useTranslation(NAMESPACE);
  return useMemo(() => {
    const action = t(`action.${status}.action`);
    return {
      action,
      confirmTitle: t('action.confirmTitle', { action }),
      /** The button's accessible name beside a given center. */
      label: (name: string) => t('action.label', { action, name }),
      /** The confirmation question's text: what the action will change. */
      description: (name: string, city: string) => t(`action.${status}.description`, { name, city }),
    };
  }, [t, status]);
}

export interface CenterActionTarget {
  servicecenterid: number;
  servicecentername: string;
}

/**
 * Approves (status 'inactive') or deactivates (status 'active') a center, with the toasts, then refreshes the
 * lists and the details.
 */
export function useCenterStatusAction(status: CenterStatus, onDone?: () => void) {
  const queryClient = useQueryClient();
  const { t } = useTranslation(NAMESPACE);
  const tc = useTranslation('common').t;
  return useMutation({
    mutationFn: (center: CenterActionTarget) =>
      status === 'inactive'
        ? approveServiceCenter(center.servicecenterid)
        : deactivateServiceCenter(center.servicecenterid),
    onSuccess: async (_answer, center) => {
      toast.success(t(`action.${status}.toast`, { name: center.servicecentername }), {
        description: t(`action.${status}.done`),
      });
      onDone?.();
      await queryClient.invalidateQueries({ queryKey: managerCentersKey });
    },
    onError: (error) =>
      toast.error(tc('ui.error', { defaultValue: UI_TEXTS.error }), { description: errorMessage(error) }),
  });
}

/** The manager's page for one center. */
export const centerDetailsPath = (servicecenterid: number): string =>
  `/manager-service-center/${servicecenterid}`;
