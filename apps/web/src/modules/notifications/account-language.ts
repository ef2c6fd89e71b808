import type { QueryClient } from '@tanstack/react-query';
import { accountLanguageBodySchema, notificationPreferencesSchema, type AccountLanguage } from '@fixo/shared';

import { apiGet, apiPut } from '@/lib/api-client';
import { i18n, isLanguage, setLanguage } from '@/lib/i18n';
import { notificationPreferencesQuery, PREFERENCES_PATH } from './notifications-api';

/** A service center's account language (a center has no channel choice, so it is not in Preferences). */
export const CENTER_LANGUAGE_PATH = '/api/Notifications/CenterLanguage';

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
    const saved = await apiPut(PREFERENCES_PATH, { language }, { schema: notificationPreferencesSchema });
    queryClient?.setQueryData(notificationPreferencesQuery.queryKey, saved);
  } catch {
    // offline or signed out meanwhile: the device's choice stands
  }
}

/** The same for a service center: its 'new request' messages are written in it. */
export async function saveCenterLanguage(language: AccountLanguage): Promise<void> {
  try {
    await apiPut(CENTER_LANGUAGE_PATH, { language }, { schema: accountLanguageBodySchema });
  } catch {
    // offline or signed out meanwhile: the device's choice stands
  }
}

/**
 * Right after sign-in. The account's Hindi wins (another device chose it); an account still on the default
 * English takes the device's Hindi instead, since the person just chose it here (on the sign-in page, before the
 * account could hear of it).
 */
async function follow(
  read: () => Promise<AccountLanguage>,
  save: (language: AccountLanguage) => Promise<void>,
) {
  const device = isLanguage(i18n.language) ? i18n.language : 'en';
  try {
    const account = await read();
    if (account !== 'en') {
      if (account !== device) await setLanguage(account);
    } else if (device !== 'en') {
      await save(device);
    }
  } catch {
    // the account could not be read: stay as this device is
  }
}

export function followAccountLanguage(queryClient: QueryClient): Promise<void> {
  return follow(
    async () => (await queryClient.fetchQuery(notificationPreferencesQuery)).language,
    (language) => saveAccountLanguage(language, queryClient),
  );
}

export function followCenterLanguage(): Promise<void> {
  return follow(
    async () => (await apiGet(CENTER_LANGUAGE_PATH, { schema: accountLanguageBodySchema })).language,
    saveCenterLanguage,
  );
}
