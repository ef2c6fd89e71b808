import { House, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '@fixo/shared';

import { AccountMenu, MobileAccountSection } from '@/components/layout/account-menu';
import {
  DesktopNav,
  HeaderBar,
  MobileMenu,
  MobileNavLinks,
  type NavItem,
} from '@/components/layout/header-parts';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { useMessageTranslator } from '@/lib/i18n';
import { useStoredSession, useLogout } from '@/modules/auth';

import { AccountLanguageSwitch } from './account-language-switch';
import { AreaLayout } from './area-shell';
import { LogoutLogoButton } from './logout-logo-button';

/** The customer's menu in the current language (keys of the `layout` namespace). */
function useCustomerNav(): NavItem[] {
  const { t } = useTranslation('layout');
  return [
    { to: '/dashboard-customer', label: t('customer.dashboard'), end: true },
    { to: '/dashboard-customer/service-request', label: t('customer.newRequest') },
  ];
}

function useCustomerFooterLinks(): NavItem[] {
  const { t } = useTranslation('layout');
  return [
    { to: '/', label: t('footer.home') },
    { to: '/dashboard-customer/service-request', label: t('customer.addNewRequest') },
    { to: '/dashboard-customer/customer-profile', label: t('customer.profile') },
  ];
}

/**
 * The account's own pages, in the desktop menu and the phone menu alike; Privacy & data needs a session. It has
 * no icon of its own: a new icon is a chunk of its own on the request screen, which is at its size ceiling.
 */
const ACCOUNT_LINKS = [
  {
    to: '/dashboard-customer/customer-profile',
    labelKey: 'customer.profile',
    Icon: UserRound,
    signedIn: false,
  },
  { to: '/dashboard-customer/privacy', labelKey: 'customer.privacy', Icon: null, signedIn: true },
] as const;

function useCustomerIdentity() {
  const stored = useStoredSession();
  const tm = useMessageTranslator();
  const name = stored.userType === 'Customer' ? stored.userData?.customername?.trim() : undefined;
  return {
    isLoggedIn: stored.isLoggedIn,
    name: name || tm(AUTH_MESSAGES.userNotRegistered),
    mobile: stored.mobile ?? stored.userData?.mobilenO1 ?? '',
  };
}

function ProfileMenu() {
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

function MobileProfile() {
  const { t } = useTranslation('layout');
  const { isLoggedIn, name, mobile } = useCustomerIdentity();
  const logout = useLogout();
  const item =
    'flex min-h-12 w-full items-center gap-2 rounded-lg px-3 text-base font-semibold text-slate-700 hover:bg-slate-100';
  return (
    <MobileAccountSection heading={t('customer.account')} name={name} mobile={mobile}>
      {ACCOUNT_LINKS.filter((l) => isLoggedIn || !l.signedIn).map(({ to, labelKey, Icon }) => (
        <Link key={to} to={to} className={item}>
          {Icon ? <Icon className="size-5" aria-hidden /> : <span className="size-5" />}
          {t(labelKey)}
        </Link>
      ))}
      {isLoggedIn ? (
        <button type="button" className={item} onClick={() => void logout()}>
          <LogOut className="size-5" aria-hidden />
          {t('customer.logout')}
        </button>
      ) : (
        <Link to="/" className={item}>
          <House className="size-5" aria-hidden />
          {t('customer.goHome')}
        </Link>
      )}
    </MobileAccountSection>
  );
}

export function CustomerHeader() {
  const { t } = useTranslation('layout');
  const nav = useCustomerNav();
  return (
    <HeaderBar>
      <LogoutLogoButton />
      <div className="ml-auto flex items-center gap-2">
        <DesktopNav items={nav} label={t('customer.navLabel')} />
        <AccountLanguageSwitch />
        <ProfileMenu />
        <MobileMenu>
          {() => (
            <>
              <MobileNavLinks items={nav} />
              <MobileProfile />
            </>
          )}
        </MobileMenu>
      </div>
    </HeaderBar>
  );
}

export default function CustomerLayout() {
  const { t } = useTranslation('layout');
  return (
    <AreaLayout
      header={<CustomerHeader />}
      links={useCustomerFooterLinks()}
      tagline={t('customer.tagline')}
    />
  );
}
