import type { QueryClient } from '@tanstack/react-query';
import type { AccountLanguage, NotificationPreferences } from '@fixo/shared';

import { apiPut } from '@/lib/api-client';
import { i18n, isLanguage, setLanguage } from '@/lib/i18n';
import { notificationPreferencesQuery, PREFERENCES_PATH } from './notifications-api';

/**
 * The language on a customer's account: the header's switch saves it (status messages are then written in it) and
 * sign-in reads it back, so a second phone follows the first. A failed save only loses the account copy: the
 * device keeps its choice in local storage either way.
 */
export async function saveAccountLanguage(
  language: AccountLanguage,
  queryClient?: QueryClient,
): Promise<void> {
  try {
    const saved = await apiPut<NotificationPreferences>(PREFERENCES_PATH, { language });
    queryClient?.setQueryData(notificationPreferencesQuery.queryKey, saved);
  } catch {
    // offline or signed out meanwhile: the device's choice stands
  }
}

/**
 * Right after a customer signs in. The account's Hindi wins (another device chose it); an account still on the
 * default English takes the device's Hindi instead, since the person just chose it here (on the sign-in page,
 * before the account could hear of it).
 */
export async function followAccountLanguage(queryClient: QueryClient): Promise<void> {
  const device = isLanguage(i18n.language) ? i18n.language : 'en';
  try {
    const account = await queryClient.fetchQuery(notificationPreferencesQuery);
    if (account.language !== 'en') {
      if (account.language !== device) await setLanguage(account.language);
    } else if (device !== 'en') {
      await saveAccountLanguage(device, queryClient);
    }
  } catch {
    // the account could not be read: stay as this device is
  }
}
