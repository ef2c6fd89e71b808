import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

import type { ActionMenuProps } from './action-menu';

/** The `ActionMenu` once used: radix's dropdown, open from its first render (the tap that asked for it). */
export default function RadixActionMenu({
  triggerClassName,
  trigger,
  label,
  disabled,
  items,
  align = 'end',
  contentClassName,
}: ActionMenuProps) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger aria-label={label} className={triggerClassName} disabled={disabled}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align} className={contentClassName}>
        {items.map(({ key, label: itemLabel, onSelect, className }) => (
          <DropdownMenuItem key={key} onSelect={onSelect} className={className}>
            {itemLabel}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
