import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, House, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES } from '@fixo/shared';

import {
  DesktopNav,
  HeaderBar,
  MobileMenu,
  MobileMenuHeading,
  MobileNavLinks,
  type NavItem,
} from '@/components/layout/header-parts';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { useMessageTranslator } from '@/lib/i18n';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useStoredSession, useLogout } from '@/modules/auth';

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
    <DropdownMenu>
      <DropdownMenuTrigger className="hidden min-h-11 items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-3 pl-1 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 lg:inline-flex">
        <span className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <UserRound className="size-4" aria-hidden />
        </span>
        <span className="max-w-40 truncate">{name}</span>
        <ChevronDown className="size-4 text-slate-500" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block font-bold text-slate-900">{name}</span>
          {mobile && <span className="block text-slate-600">{mobile}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
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
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function MobileProfile() {
  const { t } = useTranslation('layout');
  const { isLoggedIn, name, mobile } = useCustomerIdentity();
  const logout = useLogout();
  const item =
    'flex min-h-12 w-full items-center gap-2 rounded-lg px-3 text-base font-semibold text-slate-700 hover:bg-slate-100';
  return (
    <div className="border-t border-slate-200 pt-2">
      <MobileMenuHeading>{t('customer.account')}</MobileMenuHeading>
      <div className="px-3 pb-2">
        <p className="font-bold text-slate-900">{name}</p>
        {mobile && <p className="text-sm text-slate-600">{mobile}</p>}
      </div>
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
    </div>
  );
}

export function CustomerHeader() {
  const { t } = useTranslation('layout');
  const nav = useCustomerNav();
  const queryClient = useQueryClient();
  return (
    <HeaderBar>
      <LogoutLogoButton />
      <div className="ml-auto flex items-center gap-2">
        <DesktopNav items={nav} label={t('customer.navLabel')} />
        {/* A customer's choice is kept on the account too: messages follow it, and so does another device. */}
        <LanguageSwitch
          onChosen={(language) =>
            // Loaded at the first switch only: the dashboard's first page does not carry it.
            void import('@/modules/notifications/account-language').then((m) =>
              m.saveAccountLanguage(language, queryClient),
            )
          }
        />
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
