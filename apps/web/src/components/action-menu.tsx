import { useState, type ReactNode } from 'react';

import { OnDemandPart } from './lazy-dialog';
import { lazyPart, retryFailedParts } from './lazy-part';

/** One entry of an `ActionMenu`. */
export interface ActionMenuItem {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  className?: string;
}

export interface ActionMenuProps {
  /** The button's classes (`buttonClasses(...)`) and content; `label` names it for assistive technology. */
  triggerClassName: string;
  trigger: ReactNode;
  label: string;
  disabled?: boolean;
  items: ActionMenuItem[];
  align?: 'start' | 'end';
  contentClassName?: string;
}

/** The menu as first opened: a keyboard's Enter or Space puts the focus on its first entry, as radix's own trigger does. */
export interface RadixActionMenuProps extends ActionMenuProps {
  openedByKeyboard: boolean;
}

const loadMenu = () => import('./action-menu-radix');
const RadixActionMenu = lazyPart(loadMenu);

/**
 * A row's or a card's menu of actions. Until its first use it is a plain button that looks the same: radix's
 * dropdown (about 26 KB gzipped with its popper and focus handling) is fetched when a pointer or the focus comes to
 * it, and opens at the first tap, so a list of requests or reminders paints without it.
 */
export function ActionMenu(props: ActionMenuProps) {
  const [used, setUsed] = useState(false);
  const [openedByKeyboard, setOpenedByKeyboard] = useState(false);
  const { triggerClassName, trigger, label, disabled } = props;
  const plainButton = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={label}
      className={triggerClassName}
      disabled={disabled}
      onPointerEnter={() => void loadMenu().catch(() => {})}
      onFocus={() => void loadMenu().catch(() => {})}
      onClick={(event) => {
        retryFailedParts();
        // A click the keyboard made (Enter, Space) has no pointer position: detail 0.
        setOpenedByKeyboard(event.detail === 0);
        setUsed(true);
      }}
    >
      {trigger}
    </button>
  );
  if (!used) return plainButton;
  return (
    <OnDemandPart fallback={plainButton} onFailed={() => setUsed(false)}>
      <RadixActionMenu {...props} openedByKeyboard={openedByKeyboard} />
    </OnDemandPart>
  );
}
