import { CalendarClock } from 'lucide-react';
import type { InputHTMLAttributes, Ref } from 'react';

import { cn } from '@/lib/cn';

/**
 * A native date-and-time picker (calendar with a time input, days before `min` disabled) that displays the
 * value as dd/MM/yyyy HH:mm whatever the browser's own locale: the native control sits invisible on top of
 * the formatted text and opens its picker when tapped.
 */
export function DateTimeInput({
  shown,
  className,
  onClick,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { shown: string | null; ref?: Ref<HTMLInputElement> }) {
  return (
    <div
      className={cn(
        'relative flex h-11 w-full items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 shadow-xs',
        'focus-within:border-brand-600 focus-within:ring-3 focus-within:ring-brand-600/20',
        'has-[input[aria-invalid=true]]:border-red-500',
        className,
      )}
    >
      <CalendarClock className="size-4.5 shrink-0 text-slate-400" aria-hidden />
      <span aria-hidden className={cn('truncate text-base', shown ? 'text-slate-900' : 'text-slate-400')}>
        {shown ?? 'dd/mm/yyyy hh:mm'}
      </span>
      <input
        type="datetime-local"
        step={60}
        className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
        onClick={(event) => {
          onClick?.(event);
          try {
            event.currentTarget.showPicker();
          } catch {
            // Older browsers: the focused control still takes typed input.
          }
        }}
        {...props}
      />
    </div>
  );
}
