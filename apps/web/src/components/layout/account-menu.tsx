import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

import { AccountButtonFace, accountButtonClasses, type AccountIdentityProps } from './account-identity';
import type { WideFrom } from './header-parts';

// Apart from header-parts: the dropdown menu (radix, ~18 KB gz) is for signed-in headers only, and the public
// header, in every page's first chunk, uses header-parts. A header that shows before it loads uses
// account-identity.tsx (the button's look, the small-screen block).

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
      <DropdownMenuTrigger aria-label={triggerLabel} className={accountButtonClasses(wideFrom)}>
        <AccountButtonFace icon={Icon} name={name} nameClassName={nameClassName} />
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
