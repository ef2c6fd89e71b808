import { useQueryClient } from '@tanstack/react-query';

import { LanguageSwitch } from '@/components/layout/language-switch';
import type { Language } from '@/lib/i18n';
import { useStoredSession } from '@/modules/auth';

/**
 * Every header's language switch. A signed-in customer's or service center's choice is kept on the account too:
 * their messages are written in it, and another device follows it. One switch for all headers, so a public page
 * keeps the choice just as the account's own area does.
 */
export function AccountLanguageSwitch({ compact }: { compact?: boolean }) {
  return <LanguageSwitch compact={compact} onChosen={useSaveOnAccount()} />;
}

/** Loaded at the first switch only: no page's first chunk needs it. */
const accountLanguage = () => import('@/modules/notifications/account-language');

function useSaveOnAccount(): ((language: Language) => void) | undefined {
  const { isLoggedIn, userType } = useStoredSession();
  const queryClient = useQueryClient();
  if (!isLoggedIn) return undefined;
  switch (userType) {
    case 'Customer':
      return (language) => void accountLanguage().then((m) => m.saveAccountLanguage(language, queryClient));
    case 'ServiceCenter':
      return (language) => void accountLanguage().then((m) => m.saveCenterLanguage(language));
    default:
      // A manager's account has no language of its own.
      return undefined;
  }
}
