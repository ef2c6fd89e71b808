import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { navLinkClasses, type NavItem, useNavLabel } from '@/components/layout/header-parts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';

import { NAMESPACE as AREA_TEXTS } from './area-layout.texts';

/** The manager's 'More' menu on a desktop (radix's dropdown): the header loads it after its first paint. */
export default function MoreMenu({ items }: { items: NavItem[] }) {
  const { t } = useTranslation(AREA_TEXTS);
  const labelOf = useNavLabel();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = items.some((item) => pathname.startsWith(item.to));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(navLinkClasses({ isActive: current }), 'hidden gap-1 xl:inline-flex')}
      >
        {t('manager.more')}
        <ChevronDown className="size-4 text-slate-500" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {items.map((item) => (
          <DropdownMenuItem key={item.to} onSelect={() => void navigate(item.to)}>
            {labelOf(item)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
