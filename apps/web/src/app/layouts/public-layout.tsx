import type { ReactNode } from 'react';
import { LayoutDashboard, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import {
  DesktopNav,
  HeaderBar,
  MobileMenu,
  MobileNavLinks,
  type NavItem,
} from '@/components/layout/header-parts';
import { LogoLink } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { useOwnHome } from '@/modules/auth';

import { AccountLanguageSwitch } from './account-language-switch';
import { AreaLayout } from './area-shell';

/** Labels are keys of the `layout` namespace. */
const NAV_KEYS = [
  { to: '/dashboard-customer/service-request', key: 'nav.getHelp' },
  { to: '/fixopro', key: 'nav.fixopro' },
  { to: '/service-center-registration', key: 'nav.listWorkshop' },
] as const;

const FOOTER_KEYS = [
  { to: '/', key: 'footer.home' },
  { to: '/dashboard-customer/service-request', key: 'footer.requestHelp' },
  { to: '/customer-registration', key: 'footer.customerRegistration' },
  { to: '/fixopro', key: 'footer.fixopro' },
  { to: '/service-center-registration', key: 'footer.centerRegistration' },
  { to: '/login', key: 'footer.signIn' },
  { to: '/privacy-policy', key: 'footer.privacy' },
] as const;

/**
 * The public footer's links in the current language (other areas reuse them). A signed-in user is offered
 * their own dashboard where a visitor is offered 'Sign in'.
 */
export function usePublicFooterLinks(): NavItem[] {
  const { t } = useTranslation('layout');
  const home = useOwnHome();
  return FOOTER_KEYS.map(({ to, key }) =>
    to === '/login' && home ? { to: home, label: t('myDashboard') } : { to, label: t(key) },
  );
}

export function PublicHeader() {
  const home = useOwnHome();
  const { t } = useTranslation('layout');
  const nav: NavItem[] = NAV_KEYS.map(({ to, key }) => ({ to, label: t(key) }));
  return (
    <HeaderBar>
      <LogoLink to="/" label={t('home')} />
      <div className="ml-auto flex items-center gap-2">
        <DesktopNav items={nav} label={t('mainNav')} />
        <AccountLanguageSwitch />
        <Button asChild variant="outline" size="sm" className="h-10">
          {home ? (
            <Link to={home}>
              <LayoutDashboard className="size-4" aria-hidden />
              {/* An icon alone on phones: with the label the 390 px header overflowed the screen. */}
              <span className="max-sm:sr-only">{t('myDashboard')}</span>
            </Link>
          ) : (
            <Link to="/login">
              <LogIn className="size-4" aria-hidden />
              {t('signIn')}
            </Link>
          )}
        </Button>
        <MobileMenu>{() => <MobileNavLinks items={nav} />}</MobileMenu>
      </div>
    </HeaderBar>
  );
}

export function PublicLayout() {
  return <AreaLayout header={<PublicHeader />} links={usePublicFooterLinks()} />;
}

/** The public header and footer around given content (a guard's answer outside any area's own layout). */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <AreaLayout header={<PublicHeader />} links={usePublicFooterLinks()}>
      {children}
    </AreaLayout>
  );
}
