import { ChevronDown, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';

import { INLINE_FROM, MobileMenuHeading, type WideFrom } from './header-parts';

// Apart from header-parts: the dropdown menu (radix, ~18 KB gz) is for signed-in headers only, and the public
// header, in every page's first chunk, uses header-parts.

/** Who is signed in: the name, the mobile number and what else the area tells about the account. */
interface AccountIdentityProps {
  name: string;
  mobile: string;
  /** Under the name and number, e.g. a center's rating. */
  details?: ReactNode;
}

/**
 * The account menu of a signed-in header on a desktop: a round button with the account's icon and name, and a
 * menu that names the account above its entries (children).
 */
export function AccountMenu({
  icon: Icon,
  name,
  mobile,
  details,
  triggerLabel,
  nameClassName,
  wideFrom = 'lg',
  children,
}: AccountIdentityProps & {
  icon: LucideIcon;
  triggerLabel?: string;
  nameClassName: string;
  wideFrom?: WideFrom;
  children: ReactNode;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={triggerLabel}
        className={cn(
          'hidden min-h-11 items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-3 pl-1 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600',
          INLINE_FROM[wideFrom],
        )}
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <Icon className="size-4" aria-hidden />
        </span>
        <span className={nameClassName}>{name}</span>
        <ChevronDown className="size-4 text-slate-500" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block font-bold text-slate-900">{name}</span>
          {mobile && <span className="block text-slate-600">{mobile}</span>}
          {details}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
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
