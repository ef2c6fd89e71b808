import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { type NavItem, useNavLabel } from '@/components/layout/header-parts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/**
 * The manager's 'More' menu on a desktop (radix's dropdown), loaded after the header's first paint; its button's
 * classes and content come from the header, which shows the same while this loads.
 */
export default function MoreMenu({
  items,
  triggerClassName,
  trigger,
}: {
  items: NavItem[];
  triggerClassName: string;
  trigger: ReactNode;
}) {
  const labelOf = useNavLabel();
  const navigate = useNavigate();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={triggerClassName}>{trigger}</DropdownMenuTrigger>
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
