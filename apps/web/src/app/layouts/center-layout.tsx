import { LogOut, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { AccountButtonPlaceholder, MobileAccountSection } from '@/components/layout/account-identity';
import {
  DesktopNav,
  HeaderBar,
  MobileMenu,
  MobileMenuHeading,
  MobileNavLinks,
  mobileNavLinkClasses,
  type NavItem,
} from '@/components/layout/header-parts';
import { DesktopPart } from '@/components/after-first-render';
import { lazyPart } from '@/components/lazy-part';
import { useLogout } from '@/modules/auth';

import { AccountLanguageSwitch } from './account-language-switch';
import { NAMESPACE as AREA_TEXTS } from './area-layout.texts';
import { AreaLayout } from './area-shell';
import {
  ACCOUNT_NAME_CLASSES,
  accountPages,
  Rating,
  SUITE_MENU_CLASSES,
  SUITE_NAV,
  SuiteExpired,
  SuiteMenuFace,
  useCenterIdentity,
} from './center-account';
import { LogoutLogoButton } from './logout-logo-button';

const LazyDesktopMenus = lazyPart(() => import('./center-desktop-menus'));

export const CENTER_NAV: NavItem[] = [
  { to: '/dashboard-service', label: 'Dashboard', end: true, textKey: 'areaLayout:center.dashboard' },
  {
    to: '/dashboard-service/service-request',
    label: 'Service Requests',
    textKey: 'areaLayout:center.serviceRequests',
  },
  {
    to: '/dashboard-service/close-service-request',
    label: 'Close Service Requests',
    textKey: 'areaLayout:center.closeRequests',
  },
  {
    to: '/dashboard-service/service-center-report',
    label: 'Service Request Report',
    textKey: 'areaLayout:center.report',
  },
  { to: '/dashboard-service/discount', label: 'Add Offers', textKey: 'areaLayout:center.addOffers' },
];

export const CENTER_FOOTER_LINKS = [
  ...CENTER_NAV.map(({ to, label, textKey }) => ({ to, label, textKey })),
  { to: '/dashboard-service/service-center-profile', label: 'Profile', textKey: 'areaLayout:center.profile' },
  { to: '/fixopro', label: 'FixoPro', textKey: 'areaLayout:center.fixopro' },
  { to: '/privacy-policy', label: 'Privacy policy', textKey: 'areaLayout:center.privacyPolicy' },
];

function MobileCenterMenu() {
  const { name, mobile, rating, ratingCount, isSaaS, saasActive, planEnd } = useCenterIdentity();
  const logout = useLogout();
  const { t } = useTranslation(AREA_TEXTS);
  return (
    <>
      <MobileNavLinks items={CENTER_NAV} />
      {isSaaS && (
        <div className="border-t border-slate-200 pt-2">
          <MobileMenuHeading>FixoPro</MobileMenuHeading>
          {saasActive ? <MobileNavLinks items={SUITE_NAV} /> : <SuiteExpired planEnd={planEnd} />}
        </div>
      )}
      <MobileAccountSection
        heading={t('center.account')}
        name={name}
        mobile={mobile}
        details={<Rating value={rating} count={ratingCount} />}
      >
        {accountPages(saasActive).map(({ to, textKey }) => (
          <NavLink key={to} to={to} className={mobileNavLinkClasses}>
            {t(textKey)}
          </NavLink>
        ))}
        <button
          type="button"
          className={mobileNavLinkClasses({ isActive: false })}
          onClick={() => void logout()}
        >
          <LogOut className="size-5" aria-hidden />
          {t('center.logout')}
        </button>
      </MobileAccountSection>
    </>
  );
}

/**
 * The FixoPro menu's and the account menu's buttons as they look, while radix's dropdown (about 26 KB gzipped
 * with its popper and focus handling) loads after the first paint: the header keeps its layout. Not controls
 * yet, so hidden from assistive technology.
 */
function DesktopMenusPlaceholder() {
  const { name, isSaaS } = useCenterIdentity();
  return (
    <>
      {isSaaS && (
        <span aria-hidden className={SUITE_MENU_CLASSES}>
          <SuiteMenuFace />
        </span>
      )}
      <AccountButtonPlaceholder icon={Store} name={name} nameClassName={ACCOUNT_NAME_CLASSES} wideFrom="xl" />
    </>
  );
}

export function CenterHeader() {
  const { t } = useTranslation(AREA_TEXTS);
  return (
    <HeaderBar>
      <LogoutLogoButton />
      <div className="ml-auto flex items-center gap-1">
        <DesktopNav items={CENTER_NAV} label={t('center.navLabel')} wideFrom="xl" />
        <AccountLanguageSwitch compact />
        <DesktopPart wideFrom="xl" placeholder={<DesktopMenusPlaceholder />}>
          <LazyDesktopMenus />
        </DesktopPart>
        <MobileMenu wideFrom="xl">{() => <MobileCenterMenu />}</MobileMenu>
      </div>
    </HeaderBar>
  );
}

export default function CenterLayout() {
  return (
    <AreaLayout
      header={<CenterHeader />}
      links={CENTER_FOOTER_LINKS}
      tagline="Fixo for service centers: requests from drivers near you, offers and the FixoPro workshop suite."
      taglineKey="areaLayout:center.tagline"
    />
  );
}
