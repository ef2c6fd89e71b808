import { LogOut, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { AccountMenu } from '@/components/layout/account-menu';
import { useNavLabel } from '@/components/layout/header-parts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogout } from '@/modules/auth';

import { NAMESPACE as AREA_TEXTS } from './area-layout.texts';
import {
  ACCOUNT_NAME_CLASSES,
  accountPages,
  Rating,
  SUITE_MENU_CLASSES,
  SUITE_NAV,
  SuiteExpired,
  SuiteMenuFace,
  useCenterIdentity,
} from './center-account';

function SuiteMenu() {
  const { isSaaS, saasActive, planEnd } = useCenterIdentity();
  const navigate = useNavigate();
  const labelOf = useNavLabel();
  if (!isSaaS) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={SUITE_MENU_CLASSES}>
        <SuiteMenuFace />
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
      nameClassName={ACCOUNT_NAME_CLASSES}
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
