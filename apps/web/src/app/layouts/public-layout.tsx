import { LayoutDashboard, LogIn } from 'lucide-react';
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
import { ROLE_HOME } from '@/modules/auth/role-home';
import { useStoredSession } from '@/modules/auth/session-storage';

import { AreaLayout } from './area-shell';

const NAV: NavItem[] = [
  { to: '/dashboard-customer/service-request', label: 'Get help' },
  { to: '/fixopro', label: 'FixoPro for workshops' },
  { to: '/service-center-registration', label: 'List your workshop' },
];

export const PUBLIC_FOOTER_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/dashboard-customer/service-request', label: 'Request roadside help' },
  { to: '/customer-registration', label: 'Customer registration' },
  { to: '/fixopro', label: 'FixoPro for workshops' },
  { to: '/service-center-registration', label: 'Service center registration' },
  { to: '/login', label: 'Sign in' },
  { to: '/privacy-policy', label: 'Privacy policy' },
];

export function PublicHeader() {
  const session = useStoredSession();
  const home = session.isLoggedIn && session.userType ? ROLE_HOME[session.userType] : null;
  return (
    <HeaderBar>
      <LogoLink to="/" label="Fixo home" />
      <div className="ml-auto flex items-center gap-2">
        <DesktopNav items={NAV} label="Main" />
        <Button asChild variant="outline" size="sm" className="h-10">
          {home ? (
            <Link to={home}>
              <LayoutDashboard className="size-4" aria-hidden />
              My dashboard
            </Link>
          ) : (
            <Link to="/login">
              <LogIn className="size-4" aria-hidden />
              Sign in
            </Link>
          )}
        </Button>
        <MobileMenu>{() => <MobileNavLinks items={NAV} />}</MobileMenu>
      </div>
    </HeaderBar>
  );
}

export function PublicLayout() {
  return <AreaLayout header={<PublicHeader />} links={PUBLIC_FOOTER_LINKS} />;
}

export default PublicLayout;
