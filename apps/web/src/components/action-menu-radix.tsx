import { useRef } from 'react';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

import type { RadixActionMenuProps } from './action-menu';

/** The `ActionMenu` once used: radix's dropdown, open from its first render (the tap that asked for it). */
export default function RadixActionMenu({
  triggerClassName,
  trigger,
  label,
  disabled,
  items,
  align = 'end',
  contentClassName,
  openedByKeyboard,
}: RadixActionMenuProps) {
  // Only the open the keyboard asked for: later opens are radix's own, and so is a re-render of an open menu.
  const firstEntryFocused = useRef(!openedByKeyboard);
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger aria-label={label} className={triggerClassName} disabled={disabled}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align={align}
        className={contentClassName}
        ref={(content) => {
          if (!content || firstEntryFocused.current) return;
          firstEntryFocused.current = true;
          // Radix puts the focus on the first entry only after a keydown on its own trigger, which was not there
          // yet; after its own focus (on the menu), the first entry takes it.
          requestAnimationFrame(() => content.querySelector<HTMLElement>('[role="menuitem"]')?.focus());
        }}
      >
        {items.map(({ key, label: itemLabel, onSelect, className }) => (
          <DropdownMenuItem key={key} onSelect={onSelect} className={className}>
            {itemLabel}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
