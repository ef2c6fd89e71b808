import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfigEntry } from '@fixo/shared';

import { apiGet } from '@/lib/api-client';

/** A public app configuration value (GetAppConfigKeyValueByKeyName: a list whose first item has apcvalue). */
export const appConfigValueQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['app-config', key],
    queryFn: async ({ signal }) => {
      const entries = await apiGet<AppConfigEntry[]>('/api/AppConfigurations/GetAppConfigKeyValueByKeyName', {
        query: { APCKEY: key },
        signal,
      });
      return entries[0]?.apcvalue?.trim() || null;
    },
    staleTime: 60 * 60_000,
  });

/** Fixo's customer support line, shown where a user needs a person (a deactivated center, say). */
export const useSupportMobile = () => useQuery(appConfigValueQueryOptions('SUPPORTMOBILE')).data ?? null;
