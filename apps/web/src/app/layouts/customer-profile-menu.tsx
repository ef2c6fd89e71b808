import { House, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { AccountMenu } from '@/components/layout/account-menu';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { useLogout } from '@/modules/auth';

import { ACCOUNT_LINKS, useCustomerIdentity } from './customer-account';

/** The customer's desktop account menu (radix's dropdown): the header loads it after its first paint. */
export default function ProfileMenu() {
  const { t } = useTranslation('layout');
  const { isLoggedIn, name, mobile } = useCustomerIdentity();
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <AccountMenu icon={UserRound} name={name} mobile={mobile} nameClassName="max-w-40 truncate">
      {ACCOUNT_LINKS.filter((l) => isLoggedIn || !l.signedIn).map(({ to, labelKey, Icon }) => (
        <DropdownMenuItem key={to} onSelect={() => void navigate(to)}>
          {Icon ? <Icon className="size-4" aria-hidden /> : <span className="size-4" />}
          {t(labelKey)}
        </DropdownMenuItem>
      ))}
      {isLoggedIn ? (
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut className="size-4" aria-hidden />
          {t('customer.logout')}
        </DropdownMenuItem>
      ) : (
        <DropdownMenuItem onSelect={() => void navigate('/')}>
          <House className="size-4" aria-hidden />
          {t('customer.goHome')}
        </DropdownMenuItem>
      )}
    </AccountMenu>
  );
}
