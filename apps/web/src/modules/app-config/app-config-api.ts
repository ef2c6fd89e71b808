import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  appConfigEntrySchema,
  appConfigSettingsResponseSchema,
  type UpdateAppConfigBody,
} from '@fixo/shared';

import { apiGet, apiPut } from '@/lib/api-client';
import { otpConfigQueryKey } from '@/modules/auth';

export const appConfigSettingsKey = ['app-config', 'settings'] as const;

/** Manager: the editable settings and their audited changes (newest first). */
export const appConfigSettingsQuery = queryOptions({
  queryKey: appConfigSettingsKey,
  queryFn: ({ signal }) =>
    apiGet('/api/AppConfigurations/GetSettings', { signal, schema: appConfigSettingsResponseSchema }),
});

export function useUpdateAppConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAppConfigBody) =>
      apiPut('/api/AppConfigurations/UpdateSetting', body, { schema: appConfigSettingsResponseSchema }),
    onSuccess: async (settings) => {
      queryClient.setQueryData(appConfigSettingsKey, settings);
      // Sign-in screens read ENABLEOTPAPI through the public lookup: let them see the new value.
      await queryClient.invalidateQueries({ queryKey: otpConfigQueryKey });
    },
  });
}

/** A public app configuration value (GetAppConfigKeyValueByKeyName: a list whose first item has apcvalue). */
export const appConfigValueQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['app-config', 'value', key],
    queryFn: async ({ signal }) => {
      const entries = await apiGet('/api/AppConfigurations/GetAppConfigKeyValueByKeyName', {
        query: { APCKEY: key },
        signal,
        schema: appConfigEntrySchema.array(),
      });
      return entries[0]?.apcvalue?.trim() || null;
    },
    staleTime: 60 * 60_000,
  });

/** Fixo's customer support line, shown where a user needs a person (a deactivated center, say). */
export const useSupportMobile = () => useQuery(appConfigValueQueryOptions('SUPPORTMOBILE')).data ?? null;
