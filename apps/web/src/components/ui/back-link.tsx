import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { cn } from '@/lib/cn';

/** 'Back to the list' above a record's page: an arrow and the list's name. */
export function BackLink({
  to,
  children,
  className,
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={cn('inline-flex items-center gap-1 text-sm font-semibold text-brand-700', className)}
    >
      <ArrowLeft className="size-4" aria-hidden /> {children}
    </Link>
  );
}
