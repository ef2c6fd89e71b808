import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, NotifyChannel, OptOutStatus } from '@fixo/shared';

import { apiGet, apiPost, apiPut } from '@/lib/api-client';

/** The signed-in customer's channel for status messages. */
export const notificationPreferencesQuery = queryOptions({
  queryKey: ['notifications', 'preferences'],
  queryFn: ({ signal }) => apiGet<NotificationPreferences>('/api/Notifications/Preferences', { signal }),
});

export function useSaveNotificationChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channel: NotifyChannel) =>
      apiPut<NotificationPreferences>('/api/Notifications/Preferences', { channel }),
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQuery.queryKey, saved),
  });
}

const optOutPath = (token: string) => `/api/Notifications/OptOut/${encodeURIComponent(token)}`;

export const optOutStatusQuery = (token: string) =>
  queryOptions({
    queryKey: ['notifications', 'opt-out', token],
    queryFn: ({ signal }) => apiGet<OptOutStatus>(optOutPath(token), { signal }),
    retry: false,
  });

export function useOptOut(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<OptOutStatus>(optOutPath(token)),
    onSuccess: (status) => queryClient.setQueryData(optOutStatusQuery(token).queryKey, status),
  });
}
