import { ChevronDown, LogOut, Sparkles, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { AccountMenu } from '@/components/layout/account-menu';
import { navLinkClasses, useNavLabel } from '@/components/layout/header-parts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { useLogout } from '@/modules/auth';

import { NAMESPACE as AREA_TEXTS } from './area-layout.texts';
import { accountPages, Rating, SUITE_NAV, SuiteExpired, useCenterIdentity } from './center-account';

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

/** The center's desktop menus (radix's dropdown): the header loads them after its first paint. */
export default function CenterDesktopMenus() {
  return (
    <>
      <SuiteMenu />
      <ProfileMenu />
    </>
  );
}
