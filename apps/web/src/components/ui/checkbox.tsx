import { Check, Minus } from 'lucide-react';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'checked' | 'onChange' | 'ref'> & {
  checked?: boolean | 'indeterminate';
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A native checkbox drawn in the app's style. Native, not a scripted button: it works in the prerendered request
 * screen's markup, submits with its form, and costs no layout read when it mounts (radix's checkbox measured its
 * hidden form input in a layout effect, which forced the whole page's layout inside the request screen's start).
 * `className` places and sizes the box (the input fills it).
 */
export function Checkbox({ className, checked = false, onCheckedChange, ...props }: CheckboxProps) {
  const indeterminate = checked === 'indeterminate';
  return (
    <span className={cn('relative inline-flex size-5 shrink-0', className)}>
      <input
        type="checkbox"
        // The mixed state exists only as a DOM property (no attribute), so the node gets it here.
        ref={(node) => {
          if (node) node.indeterminate = indeterminate;
        }}
        checked={checked === true}
        onChange={(event) => onCheckedChange?.(event.target.checked)}
        className={cn(
          'peer size-full cursor-pointer appearance-none rounded border border-slate-400 bg-white',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          'checked:border-brand-600 checked:bg-brand-600 indeterminate:border-brand-600 indeterminate:bg-brand-600',
          'disabled:cursor-not-allowed disabled:opacity-50',
        )}
        {...props}
      />
      <Check
        className="pointer-events-none absolute inset-0 m-auto hidden size-4 text-white peer-checked:block"
        strokeWidth={3}
        aria-hidden
      />
      <Minus
        className="pointer-events-none absolute inset-0 m-auto hidden size-4 text-white peer-indeterminate:block"
        strokeWidth={3}
        aria-hidden
      />
    </span>
  );
}
