import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppConfigSettingsResponse, UpdateAppConfigBody } from '@fixo/shared';

import { apiGet, apiPut } from '@/lib/api-client';
import { otpConfigQueryKey } from '@/modules/auth/auth-api';

export const appConfigSettingsKey = ['app-config', 'settings'] as const;

/** Manager: the editable settings and their audited changes (newest first). */
export const appConfigSettingsQuery = queryOptions({
  queryKey: appConfigSettingsKey,
  queryFn: ({ signal }) =>
    apiGet<AppConfigSettingsResponse>('/api/AppConfigurations/GetSettings', { signal }),
});

export function useUpdateAppConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAppConfigBody) =>
      apiPut<AppConfigSettingsResponse>('/api/AppConfigurations/UpdateSetting', body),
    onSuccess: async (settings) => {
      queryClient.setQueryData(appConfigSettingsKey, settings);
      // Sign-in screens read ENABLEOTPAPI through the public lookup: let them see the new value.
      await queryClient.invalidateQueries({ queryKey: otpConfigQueryKey });
    },
  });
}
