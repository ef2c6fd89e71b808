import { format } from 'date-fns';
import { ChevronDown, LogOut, Star, Store, Tag, CreditCard, ShieldCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { isSaasActive } from '@fixo/shared';

import { AccountMenu, MobileAccountSection } from '@/components/layout/account-menu';
import {
  DesktopNav,
  HeaderBar,
  MobileMenu,
  MobileMenuHeading,
  MobileNavLinks,
  mobileNavLinkClasses,
  navLinkClasses,
  type NavItem,
  useNavLabel,
} from '@/components/layout/header-parts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { useStoredSession, useLogout } from '@/modules/auth';
import { useMyCenterRating } from '@/modules/ratings';

import { AccountLanguageSwitch } from './account-language-switch';
import { NAMESPACE as AREA_TEXTS } from './area-layout.texts';
import { AreaLayout } from './area-shell';
import { LogoutLogoButton } from './logout-logo-button';

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

/** The FixoPro suite (spec section 2: menu entries only with an active SaaS plan). */
export const SUITE_NAV: NavItem[] = [
  {
    to: '/service-manager/service-request',
    label: 'New Service Request',
    end: true,
    textKey: 'areaLayout:suite.newRequest',
  },
  // Not in the spec's menu list: the job card list is where a workshop starts its day.
  {
    to: '/service-manager/service-request/service-request-details',
    label: 'Job Cards',
    textKey: 'areaLayout:suite.jobCards',
  },
  { to: '/service-manager/parts-list', label: 'Add Parts & Services', textKey: 'areaLayout:suite.parts' },
  {
    to: '/service-manager/list-of-customer',
    label: 'Customer Masters',
    textKey: 'areaLayout:suite.customers',
  },
  {
    to: '/service-manager/invoice-for-sr',
    label: 'View & Generate Invoice',
    textKey: 'areaLayout:suite.invoices',
  },
  {
    to: '/service-manager/invoice-report',
    label: 'Invoice Report',
    textKey: 'areaLayout:suite.invoiceReport',
  },
  // Not in the spec's menu list (issue 12): the next service of every delivered vehicle, and reminders.
  {
    to: '/service-manager/service-reminders',
    label: 'Service Reminders',
    textKey: 'areaLayout:suite.reminders',
  },
];

export const CENTER_FOOTER_LINKS = [
  ...CENTER_NAV.map(({ to, label, textKey }) => ({ to, label, textKey })),
  { to: '/dashboard-service/service-center-profile', label: 'Profile', textKey: 'areaLayout:center.profile' },
  { to: '/fixopro', label: 'FixoPro', textKey: 'areaLayout:center.fixopro' },
  { to: '/privacy-policy', label: 'Privacy policy', textKey: 'areaLayout:center.privacyPolicy' },
];

function useCenterIdentity() {
  const stored = useStoredSession();
  const data = stored.userType === 'ServiceCenter' ? stored.userData : null;
  const isSaaS = data?.isSaaS === true;
  const planEnd = data?.planenddate ? new Date(data.planenddate) : null;
  const live = useMyCenterRating(data !== null).data;
  return {
    name: stored.centerName ?? data?.servicecentername ?? 'Service center',
    mobile: stored.mobile ?? data?.mobilenO1 ?? '',
    rating: live?.rating ?? (typeof data?.scrating === 'number' ? data.scrating : 0),
    ratingCount: live?.count ?? data?.scratingcount,
    isSaaS,
    saasActive: isSaaS && isSaasActive({ isSaaS, planenddate: data?.planenddate ?? null }),
    planEnd: planEnd && !Number.isNaN(planEnd.getTime()) ? planEnd : null,
  };
}

function Rating({ value, count }: { value: number; count?: number }) {
  const { t } = useTranslation(AREA_TEXTS);
  const counted = count === undefined ? '' : ` (${count})`;
  const shown = value.toFixed(1);
  return (
    <span
      className="inline-flex items-center gap-1 text-sm text-slate-700"
      aria-label={
        count === undefined
          ? t('center.rating', { value: shown })
          : t('center.ratingCounted', { value: shown, count })
      }
    >
      <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
      {value.toFixed(1)} / 5{counted}
    </span>
  );
}

/** Shown instead of the suite links when the plan has lapsed, so the owner knows why they went away. */
function SuiteExpired({ planEnd }: { planEnd: Date | null }) {
  const { t } = useTranslation(AREA_TEXTS);
  return (
    <p className="px-3 py-2 text-sm text-amber-900">
      {planEnd ? t('center.planExpiredOn', { date: format(planEnd, 'dd/MM/yyyy') }) : t('center.planExpired')}{' '}
      <Link to="/dashboard-service/subscription" className="font-semibold underline">
        {t('center.renew')}
      </Link>
    </p>
  );
}

function SuiteMenu() {
  const { isSaaS, saasActive, planEnd } = useCenterIdentity();
  const navigate = useNavigate();
  const labelOf = useNavLabel();
  if (!isSaaS) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={cn(navLinkClasses({ isActive: false }), 'hidden gap-1 xl:inline-flex')}>
        <Sparkles className="size-4 text-brand-600" aria-hidden />
        FixoPro
        <ChevronDown className="size-4 text-slate-500" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {saasActive ? (
          SUITE_NAV.map((item) => (
            <DropdownMenuItem key={item.to} onSelect={() => void navigate(item.to)}>
              {labelOf(item)}
            </DropdownMenuItem>
          ))
        ) : (
          <SuiteExpired planEnd={planEnd} />
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The account's own pages, in the desktop menu and the phone menu alike. */
const ACCOUNT_PAGES = [
  { to: '/dashboard-service/service-center-profile', textKey: 'center.profile', Icon: Store },
  { to: '/dashboard-service/discount', textKey: 'center.offers', Icon: Tag },
  { to: '/dashboard-service/privacy', textKey: 'center.privacy', Icon: ShieldCheck },
  { to: '/dashboard-service/subscription', textKey: 'center.subscription', Icon: CreditCard },
] as const;

/** Subscribing is offered only while there is no live plan. */
const accountPages = (saasActive: boolean) =>
  ACCOUNT_PAGES.filter(({ to }) => !saasActive || to !== '/dashboard-service/subscription');

function ProfileMenu() {
  const { name, mobile, rating, ratingCount, saasActive } = useCenterIdentity();
  const logout = useLogout();
  const navigate = useNavigate();
  const { t } = useTranslation(AREA_TEXTS);
  return (
    <AccountMenu
      icon={Store}
      name={name}
      mobile={mobile}
      details={<Rating value={rating} count={ratingCount} />}
      triggerLabel={t('center.accountMenu', { name })}
      // Below 2xl the five menu links need the room; the name is in the menu itself.
      nameClassName="hidden max-w-36 truncate 2xl:inline"
      wideFrom="xl"
    >
      <DropdownMenuGroup>
        {accountPages(saasActive).map(({ to, textKey, Icon }) => (
          <DropdownMenuItem key={to} onSelect={() => void navigate(to)}>
            <Icon className="size-4" aria-hidden />
            {t(textKey)}
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut className="size-4" aria-hidden />
          {t('center.logout')}
        </DropdownMenuItem>
      </DropdownMenuGroup>
    </AccountMenu>
  );
}

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

export function CenterHeader() {
  const { t } = useTranslation(AREA_TEXTS);
  return (
    <HeaderBar>
      <LogoutLogoButton />
      <div className="ml-auto flex items-center gap-1">
        <DesktopNav items={CENTER_NAV} label={t('center.navLabel')} wideFrom="xl" />
        <AccountLanguageSwitch compact />
        <SuiteMenu />
        <ProfileMenu />
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
