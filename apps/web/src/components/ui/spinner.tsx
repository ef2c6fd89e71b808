import { LoaderCircle } from 'lucide-react';

import { cn } from '@/lib/cn';

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export interface SpinnerProps {
  size?: keyof typeof sizes;
  className?: string;
  /** Text for screen readers; null when the spinner sits inside something already labelled. */
  label?: string | null;
}

export function Spinner({ size = 'md', className, label = 'Loading...' }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <LoaderCircle aria-hidden className={cn('animate-spin text-brand-600', sizes[size], className)} />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

/** Covers the screen while a page or a long action is busy. */
export function FullScreenSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-white/80 backdrop-blur-sm"
    >
      <LoaderCircle aria-hidden className="size-10 animate-spin text-brand-600" />
      <span className="text-sm font-medium text-slate-600">{label}</span>
    </div>
  );
}
