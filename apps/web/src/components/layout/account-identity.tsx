import { ChevronDown, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { INLINE_FROM, MobileMenuHeading, type WideFrom } from './header-parts';

// Apart from account-menu.tsx: what a signed-in header shows of the account needs no radix, so a header can
// load the desktop menu (radix's dropdown, ~23 KB gz with its popper) after its first paint.

/** Who is signed in: the name, the mobile number and what else the area tells about the account. */
export interface AccountIdentityProps {
  name: string;
  mobile: string;
  /** Under the name and number, e.g. a center's rating. */
  details?: ReactNode;
}

interface AccountButtonProps {
  icon: LucideIcon;
  name: string;
  nameClassName: string;
  wideFrom?: WideFrom;
}

/** The classes of the desktop account menu's round button (shown from `wideFrom` up). */
export const accountButtonClasses = (wideFrom: WideFrom = 'lg') =>
  cn(
    'hidden min-h-11 items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-3 pl-1 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600',
    INLINE_FROM[wideFrom],
  );

/** What the account menu's button shows: the account's icon, its name and the menu's chevron. */
export function AccountButtonFace({ icon: Icon, name, nameClassName }: Omit<AccountButtonProps, 'wideFrom'>) {
  return (
    <>
      <span className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <Icon className="size-4" aria-hidden />
      </span>
      <span className={nameClassName}>{name}</span>
      <ChevronDown className="size-4 text-slate-500" aria-hidden />
    </>
  );
}

/**
 * The account menu's button as it looks, while the menu itself is still loading (a moment after the first
 * paint): the header keeps its layout. Not a control yet, so it is hidden from assistive technology.
 */
export function AccountButtonPlaceholder({ wideFrom, ...face }: AccountButtonProps) {
  return (
    <span aria-hidden className={accountButtonClasses(wideFrom)}>
      <AccountButtonFace {...face} />
    </span>
  );
}

/** The same account in the small-screen menu: a headed block naming it above its entries (children). */
export function MobileAccountSection({
  heading,
  name,
  mobile,
  details,
  children,
}: AccountIdentityProps & { heading: string; children: ReactNode }) {
  return (
    <div className="border-t border-slate-200 pt-2">
      <MobileMenuHeading>{heading}</MobileMenuHeading>
      <div className="px-3 pb-2">
        <p className="font-bold text-slate-900">{name}</p>
        {mobile && <p className="text-sm text-slate-600">{mobile}</p>}
        {details}
      </div>
      {children}
    </div>
  );
}
