import { format } from 'date-fns';
import { ChevronDown, LogOut, Star, Store, Tag, CreditCard, ShieldCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { isSaasActive } from '@fixo/shared';

import {
  DesktopNav,
  HeaderBar,
  MobileMenu,
  MobileMenuHeading,
  MobileNavLinks,
  navLinkClasses,
  type NavItem,
  useNavLabel,
} from '@/components/layout/header-parts';
import { LanguageSwitch } from '@/components/layout/language-switch';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { useStoredSession, useLogout } from '@/modules/auth';
import { useMyCenterRating } from '@/modules/ratings';

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

function ProfileMenu() {
  const { name, mobile, rating, ratingCount, saasActive } = useCenterIdentity();
  const logout = useLogout();
  const navigate = useNavigate();
  const { t } = useTranslation(AREA_TEXTS);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t('center.accountMenu', { name })}
        className="hidden min-h-11 items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-3 pl-1 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 xl:inline-flex"
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <Store className="size-4" aria-hidden />
        </span>
        {/* Below 2xl the five menu links need the room; the name is in the menu itself. */}
        <span className="hidden max-w-36 truncate 2xl:inline">{name}</span>
        <ChevronDown className="size-4 text-slate-500" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block font-bold text-slate-900">{name}</span>
          {mobile && <span className="block text-slate-600">{mobile}</span>}
          <Rating value={rating} count={ratingCount} />
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem onSelect={() => void navigate('/dashboard-service/service-center-profile')}>
            <Store className="size-4" aria-hidden />
            {t('center.profile')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void navigate('/dashboard-service/discount')}>
            <Tag className="size-4" aria-hidden />
            {t('center.offers')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void navigate('/dashboard-service/privacy')}>
            <ShieldCheck className="size-4" aria-hidden />
            {t('center.privacy')}
          </DropdownMenuItem>
          {!saasActive && (
            <DropdownMenuItem onSelect={() => void navigate('/dashboard-service/subscription')}>
              <CreditCard className="size-4" aria-hidden />
              {t('center.subscription')}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => void logout()}>
            <LogOut className="size-4" aria-hidden />
            {t('center.logout')}
          </DropdownMenuItem>
        </DropdownMenuGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function MobileCenterMenu() {
  const { name, mobile, rating, ratingCount, isSaaS, saasActive, planEnd } = useCenterIdentity();
  const logout = useLogout();
  const { t } = useTranslation(AREA_TEXTS);
  const item = (isActive: boolean) =>
    cn(navLinkClasses({ isActive }), 'flex min-h-12 w-full gap-2 text-base');
  return (
    <>
      <MobileNavLinks items={CENTER_NAV} />
      {isSaaS && (
        <div className="border-t border-slate-200 pt-2">
          <MobileMenuHeading>FixoPro</MobileMenuHeading>
          {saasActive ? <MobileNavLinks items={SUITE_NAV} /> : <SuiteExpired planEnd={planEnd} />}
        </div>
      )}
      <div className="border-t border-slate-200 pt-2">
        <MobileMenuHeading>{t('center.account')}</MobileMenuHeading>
        <div className="px-3 pb-2">
          <p className="font-bold text-slate-900">{name}</p>
          {mobile && <p className="text-sm text-slate-600">{mobile}</p>}
          <Rating value={rating} count={ratingCount} />
        </div>
        <NavLink to="/dashboard-service/service-center-profile" className={({ isActive }) => item(isActive)}>
          {t('center.profile')}
        </NavLink>
        <NavLink to="/dashboard-service/discount" className={({ isActive }) => item(isActive)}>
          {t('center.offers')}
        </NavLink>
        <NavLink to="/dashboard-service/privacy" className={({ isActive }) => item(isActive)}>
          {t('center.privacy')}
        </NavLink>
        {!saasActive && (
          <NavLink to="/dashboard-service/subscription" className={({ isActive }) => item(isActive)}>
            {t('center.subscription')}
          </NavLink>
        )}
        <button type="button" className={item(false)} onClick={() => void logout()}>
          <LogOut className="size-5" aria-hidden />
          {t('center.logout')}
        </button>
      </div>
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
        {/* Kept on the center's account too: its 'new request' messages follow it, and so does another device. */}
        <LanguageSwitch
          compact
          onChosen={(language) =>
            // Loaded at the first switch only, as the customer header does.
            void import('@/modules/notifications/account-language').then((m) =>
              m.saveCenterLanguage(language),
            )
          }
        />
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
