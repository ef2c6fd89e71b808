import { Link } from 'react-router';

import { cn } from '@/lib/cn';

/** The Fixo mark + word. Purely visual: callers wrap it in a link or button with an accessible name. */
export function LogoMark({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <svg viewBox="0 0 64 64" className="size-8 shrink-0" aria-hidden>
        <rect width="64" height="64" rx="14" fill="#c2410c" />
        <path d="M20 46V18h24v7H28v5h13v7H28v9z" fill="#fff" />
      </svg>
      <span
        className={cn('text-xl font-extrabold tracking-tight', inverted ? 'text-white' : 'text-slate-900')}
      >
        Fixo
      </span>
    </span>
  );
}

/** The logo as a link in a header bar (`label` is its accessible name). */
export function LogoLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      aria-label={label}
      className="-ml-1 rounded-lg p-1 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <LogoMark />
    </Link>
  );
}
