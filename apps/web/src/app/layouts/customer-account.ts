import { UserRound } from 'lucide-react';
import { AUTH_MESSAGES } from '@fixo/shared';

import { useMessageTranslator } from '@/lib/i18n';
import { useStoredSession } from '@/modules/auth';

/**
 * The account's own pages, in the desktop menu and the phone menu alike; Privacy & data needs a session. It has
 * no icon of its own: a new icon is a chunk of its own on the request screen, which is at its size ceiling.
 */
export const ACCOUNT_LINKS = [
  {
    to: '/dashboard-customer/customer-profile',
    labelKey: 'customer.profile',
    Icon: UserRound,
    signedIn: false,
  },
  { to: '/dashboard-customer/privacy', labelKey: 'customer.privacy', Icon: null, signedIn: true },
] as const;

export function useCustomerIdentity() {
  const stored = useStoredSession();
  const tm = useMessageTranslator();
  const name = stored.userType === 'Customer' ? stored.userData?.customername?.trim() : undefined;
  return {
    isLoggedIn: stored.isLoggedIn,
    name: name || tm(AUTH_MESSAGES.userNotRegistered),
    mobile: stored.mobile ?? stored.userData?.mobilenO1 ?? '',
  };
}
