import { LogOut } from 'lucide-react';

import {
  DesktopNav,
  HeaderBar,
  MobileMenu,
  MobileNavLinks,
  type NavItem,
} from '@/components/layout/header-parts';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { LogoLink } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/modules/auth/use-logout';

import { AreaLayout } from './area-shell';

const NAV: NavItem[] = [
  { to: '/active-service-center', label: 'Active Service Center' },
  { to: '/inactive-service-center', label: 'Inactive Service Center' },
  { to: '/active-discount', label: 'Offers' },
  { to: '/plan-payments', label: 'Plan payments' },
  { to: '/grievances', label: 'Grievances' },
  { to: '/manager-settings', label: 'Settings' },
];

/**
 * The manager's own pages. The spec's targets (/dashboard-service and its request table) are center pages,
 * where the guard turned the manager away (issue 14): the labels stay, the links lead where they say.
 */
export const MANAGER_FOOTER_LINKS = [
  { to: '/active-service-center', label: 'Active Service Center' },
  { to: '/inactive-service-center', label: 'Inactive Service Center' },
  { to: '/active-discount', label: 'Offers' },
  { to: '/manager-settings', label: 'Settings' },
];

export function ManagerHeader() {
  const logout = useLogout();
  return (
    <HeaderBar>
      <LogoLink to="/active-service-center" label="Fixo — Active Service Center" />
      <span className="hidden rounded-full bg-slate-900 px-2 py-0.5 text-xs font-bold text-white sm:inline">
        Manager
      </span>
      <div className="ml-auto flex items-center gap-2">
        <DesktopNav items={NAV} label="Manager" />
        <LanguageSwitch />
        <Button
          variant="outline"
          size="sm"
          className="hidden h-10 lg:inline-flex"
          onClick={() => void logout()}
        >
          <LogOut className="size-4" aria-hidden />
          Logout
        </Button>
        <MobileMenu>
          {() => (
            <>
              <MobileNavLinks items={NAV} />
              <Button variant="outline" className="mt-2 w-full" onClick={() => void logout()}>
                <LogOut className="size-4" aria-hidden />
                Logout
              </Button>
            </>
          )}
        </MobileMenu>
      </div>
    </HeaderBar>
  );
}

export function ManagerLayout() {
  return (
    <AreaLayout
      header={<ManagerHeader />}
      links={MANAGER_FOOTER_LINKS}
      tagline="Fixo marketplace operations."
    />
  );
}

export default ManagerLayout;
