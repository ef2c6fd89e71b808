import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationPreferencesSchema, optOutStatusSchema, type NotifyChannel } from '@fixo/shared';

import { apiGet, apiPost, apiPut } from '@/lib/api-client';

export const PREFERENCES_PATH = '/api/Notifications/Preferences';

/** The signed-in customer's channel for status messages and account language. */
export const notificationPreferencesQuery = queryOptions({
  queryKey: ['notifications', 'preferences'],
  queryFn: ({ signal }) => apiGet(PREFERENCES_PATH, { signal, schema: notificationPreferencesSchema }),
});

export function useSaveNotificationChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channel: NotifyChannel) =>
      apiPut(PREFERENCES_PATH, { channel }, { schema: notificationPreferencesSchema }),
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQuery.queryKey, saved),
  });
}

const optOutPath = (token: string) => `/api/Notifications/OptOut/${encodeURIComponent(token)}`;

export const optOutStatusQuery = (token: string) =>
  queryOptions({
    queryKey: ['notifications', 'opt-out', token],
    queryFn: ({ signal }) => apiGet(optOutPath(token), { signal, schema: optOutStatusSchema }),
    retry: false,
  });

export function useOptOut(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost(optOutPath(token), undefined, { schema: optOutStatusSchema }),
    onSuccess: (status) => queryClient.setQueryData(optOutStatusQuery(token).queryKey, status),
  });
}
