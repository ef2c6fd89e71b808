import { LogOut } from 'lucide-react';
import { Link } from 'react-router';

import {
  DesktopNav,
  HeaderBar,
  MobileMenu,
  MobileNavLinks,
  type NavItem,
} from '@/components/layout/header-parts';
import { LogoMark } from '@/components/layout/logo';
import { SiteFooter } from '@/components/layout/site-footer';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/modules/auth/use-logout';

import { AreaShell } from './area-shell';

const NAV: NavItem[] = [
  { to: '/active-service-center', label: 'Active Service Center' },
  { to: '/inactive-service-center', label: 'Inactive Service Center' },
  { to: '/active-discount', label: 'Offers' },
];

/** Exactly as the spec lists them, odd targets included. */
export const MANAGER_FOOTER_LINKS = [
  { to: '/dashboard-service', label: 'Active Service Center' },
  { to: '/dashboard-service/service-request', label: 'Inactive Service Center' },
];

export function ManagerHeader() {
  const logout = useLogout();
  return (
    <HeaderBar>
      <Link
        to="/active-service-center"
        aria-label="Fixo — Active Service Center"
        className="-ml-1 rounded-lg p-1 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <LogoMark />
      </Link>
      <span className="hidden rounded-full bg-slate-900 px-2 py-0.5 text-xs font-bold text-white sm:inline">
        Manager
      </span>
      <div className="ml-auto flex items-center gap-2">
        <DesktopNav items={NAV} label="Manager" />
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
    <AreaShell
      header={<ManagerHeader />}
      footer={<SiteFooter links={MANAGER_FOOTER_LINKS} tagline="Fixo marketplace operations." />}
    />
  );
}

export default ManagerLayout;
