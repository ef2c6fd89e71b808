import { House, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { AccountButtonPlaceholder, MobileAccountSection } from '@/components/layout/account-identity';
import {
  DesktopNav,
  HeaderBar,
  MobileMenu,
  MobileNavLinks,
  type NavItem,
} from '@/components/layout/header-parts';
import { DesktopPart } from '@/components/after-first-render';
import { lazyPart } from '@/components/lazy-part';
import { useLogout } from '@/modules/auth';

import { AccountLanguageSwitch } from './account-language-switch';
import { AreaLayout } from './area-shell';
import { ACCOUNT_LINKS, useCustomerIdentity } from './customer-account';
import { LogoutLogoButton } from './logout-logo-button';

const LazyProfileMenu = lazyPart(() => import('./customer-profile-menu'));

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

/** The desktop account menu (components/after-first-render.tsx); until it loads, its button's look holds its place. */
function ProfileMenu() {
  const { name } = useCustomerIdentity();
  return (
    <DesktopPart
      wideFrom="lg"
      placeholder={
        <AccountButtonPlaceholder icon={UserRound} name={name} nameClassName="max-w-40 truncate" />
      }
    >
      <LazyProfileMenu />
    </DesktopPart>
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
