import { ChevronDown, CreditCard, ShieldCheck, Sparkles, Star, Store, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateIndia, isSaasActive } from '@fixo/shared';

import { navLinkClasses, type NavItem } from '@/components/layout/header-parts';
import { cn } from '@/lib/cn';
import { useStoredSession } from '@/modules/auth';
import { useMyCenterRating } from '@/modules/ratings';

import { NAMESPACE as AREA_TEXTS } from './area-layout.texts';

// What the center's header shows of the account, in the phone menu and the desktop menus alike: apart from
// center-layout.tsx so the desktop menus (radix's dropdown) can load after the first paint without a cycle.

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

/** The desktop FixoPro menu's button, and its look while the menu loads (center-layout.tsx): the same classes. */
export const SUITE_MENU_CLASSES = cn(navLinkClasses({ isActive: false }), 'hidden gap-1 xl:inline-flex');

export function SuiteMenuFace() {
  return (
    <>
      <Sparkles className="size-4 text-brand-600" aria-hidden />
      FixoPro
      <ChevronDown className="size-4 text-slate-500" aria-hidden />
    </>
  );
}

/** The account menu's name on its button: below 2xl the five menu links need the room; the name is in the menu. */
export const ACCOUNT_NAME_CLASSES = 'hidden max-w-36 truncate 2xl:inline';

export function useCenterIdentity() {
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

export function Rating({ value, count }: { value: number; count?: number }) {
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
export function SuiteExpired({ planEnd }: { planEnd: Date | null }) {
  const { t } = useTranslation(AREA_TEXTS);
  return (
    <p className="px-3 py-2 text-sm text-amber-900">
      {planEnd ? t('center.planExpiredOn', { date: formatDateIndia(planEnd) }) : t('center.planExpired')}{' '}
      <Link to="/dashboard-service/subscription" className="font-semibold underline">
        {t('center.renew')}
      </Link>
    </p>
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
export const accountPages = (saasActive: boolean) =>
  ACCOUNT_PAGES.filter(({ to }) => !saasActive || to !== '/dashboard-service/subscription');
