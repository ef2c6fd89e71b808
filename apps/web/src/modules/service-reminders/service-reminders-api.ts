import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  serviceIntervalsSchema,
  serviceReminderSchema,
  serviceRemindersPageSchema,
  type ReminderChannel,
  type ReminderUpdateInput,
  type ServiceIntervals,
  type ServiceIntervalsPayloadInput,
  type ServiceReminder,
  type ServiceRemindersQueryInput,
} from '@fixo/shared';

import { apiGet, apiPost, apiPut } from '@/lib/api-client';
import { pagedListQueryOptions } from '@/lib/list-query';

export const reminderKeys = {
  all: ['service-reminders'] as const,
  list: (query: ServiceRemindersQueryInput) => ['service-reminders', 'list', query] as const,
  intervals: ['service-reminders', 'intervals'] as const,
};

export const useReminders = (query: ServiceRemindersQueryInput) =>
  useQuery(
    pagedListQueryOptions(
      reminderKeys.list(query),
      '/api/ServiceReminder/GetServiceReminders',
      serviceRemindersPageSchema,
      query,
    ),
  );

/** Every list showing a reminder (the home card and the full page) refreshes after a change. */
function useRefreshReminders() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: reminderKeys.all });
}

export function useUpdateReminder() {
  const refresh = useRefreshReminders();
  return useMutation({
    mutationFn: async (payload: ReminderUpdateInput): Promise<ServiceReminder> =>
      serviceReminderSchema.parse(
        await apiPut<unknown>('/api/ServiceReminder/UpdateServiceReminder', payload),
      ),
    onSuccess: refresh,
  });
}

export function useSendReminder() {
  const refresh = useRefreshReminders();
  return useMutation({
    mutationFn: async (p: { reminderid: number; channel: ReminderChannel }): Promise<ServiceReminder> =>
      serviceReminderSchema.parse(await apiPost<unknown>('/api/ServiceReminder/SendServiceReminder', p)),
    onSuccess: refresh,
  });
}

export const useServiceIntervals = () =>
  useQuery({
    queryKey: reminderKeys.intervals,
    queryFn: async ({ signal }): Promise<ServiceIntervals> =>
      serviceIntervalsSchema.parse(
        await apiGet<unknown>('/api/ServiceReminder/GetServiceIntervals', { signal }),
      ),
  });

export function useSaveServiceIntervals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: ServiceIntervalsPayloadInput): Promise<ServiceIntervals> =>
      serviceIntervalsSchema.parse(
        await apiPut<unknown>('/api/ServiceReminder/SaveServiceIntervals', payload),
      ),
    onSuccess: (data) => queryClient.setQueryData(reminderKeys.intervals, data),
  });
}
