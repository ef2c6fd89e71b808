import { ChevronDown, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import {
  DesktopNav,
  HeaderBar,
  MobileMenu,
  MobileNavLinks,
  navLinkClasses,
  type NavItem,
} from '@/components/layout/header-parts';
import { LogoLink } from '@/components/layout/logo';
import { DesktopPart } from '@/components/after-first-render';
import { lazyPart } from '@/components/lazy-part';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useLogout } from '@/modules/auth';

import { AccountLanguageSwitch } from './account-language-switch';
import { NAMESPACE as AREA_TEXTS } from './area-layout.texts';
import { AreaLayout } from './area-shell';

const LazyMoreMenu = lazyPart(() => import('./manager-more-menu'));

/** The daily lists, always in the bar. */
const MAIN_NAV: NavItem[] = [
  { to: '/active-service-center', label: 'Active Service Center', textKey: 'areaLayout:manager.active' },
  {
    to: '/inactive-service-center',
    label: 'Inactive Service Center',
    textKey: 'areaLayout:manager.inactive',
  },
  { to: '/active-discount', label: 'Offers', textKey: 'areaLayout:manager.offers' },
];
/** Pages opened now and then: under 'More' on a desktop, so the bar fits 1280 px in both languages. */
const MORE_NAV: NavItem[] = [
  { to: '/plan-payments', label: 'Plan payments', textKey: 'areaLayout:manager.planPayments' },
  { to: '/grievances', label: 'Grievances', textKey: 'areaLayout:manager.grievances' },
  { to: '/manager-settings', label: 'Settings', textKey: 'areaLayout:manager.settings' },
];
const NAV = [...MAIN_NAV, ...MORE_NAV];

/**
 * The manager's own pages. The spec's targets (/dashboard-service and its request table) are center pages,
 * where the guard turned the manager away (issue 14): the labels stay, the links lead where they say.
 */
export const MANAGER_FOOTER_LINKS = NAV.map(({ to, label, textKey }) => ({
  to,
  label,
  textKey,
}));

/**
 * The 'More' menu on a desktop: loaded after the first paint (components/after-first-render.tsx). Its button and
 * the button's look while it loads (not a control yet) share their classes and content.
 */
function MoreMenu() {
  const { t } = useTranslation(AREA_TEXTS);
  const { pathname } = useLocation();
  const current = MORE_NAV.some((item) => pathname.startsWith(item.to));
  const triggerClassName = cn(navLinkClasses({ isActive: current }), 'hidden gap-1 xl:inline-flex');
  const trigger = (
    <>
      {t('manager.more')}
      <ChevronDown className="size-4 text-slate-500" aria-hidden />
    </>
  );
  return (
    <DesktopPart
      wideFrom="xl"
      placeholder={
        <span aria-hidden className={triggerClassName}>
          {trigger}
        </span>
      }
    >
      <LazyMoreMenu items={MORE_NAV} triggerClassName={triggerClassName} trigger={trigger} />
    </DesktopPart>
  );
}

export function ManagerHeader() {
  const { t } = useTranslation(AREA_TEXTS);
  const logout = useLogout();
  return (
    <HeaderBar>
      <LogoLink to="/active-service-center" label={t('manager.home')} />
      <span className="hidden rounded-full bg-slate-900 px-2 py-0.5 text-xs font-bold text-white sm:inline">
        {t('manager.badge')}
      </span>
      <div className="ml-auto flex items-center gap-2">
        <DesktopNav items={MAIN_NAV} label={t('manager.navLabel')} wideFrom="xl" />
        <MoreMenu />
        <AccountLanguageSwitch compact />
        <Button
          variant="outline"
          size="sm"
          className="hidden h-10 xl:inline-flex"
          onClick={() => void logout()}
        >
          <LogOut className="size-4" aria-hidden />
          {t('manager.logout')}
        </Button>
        <MobileMenu wideFrom="xl">
          {() => (
            <>
              <MobileNavLinks items={NAV} />
              <Button variant="outline" className="mt-2 w-full" onClick={() => void logout()}>
                <LogOut className="size-4" aria-hidden />
                {t('manager.logout')}
              </Button>
            </>
          )}
        </MobileMenu>
      </div>
    </HeaderBar>
  );
}

export default function ManagerLayout() {
  return (
    <AreaLayout
      header={<ManagerHeader />}
      links={MANAGER_FOOTER_LINKS}
      tagline="Fixo marketplace operations."
      taglineKey="areaLayout:manager.tagline"
    />
  );
}
