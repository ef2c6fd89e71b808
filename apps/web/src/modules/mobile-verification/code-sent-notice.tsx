import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';

import { useDevOutboxAvailable } from './mobile-verification-api';

/**
 * 'Code sent to …' (children), shown once a code is out; beside it a link to the development SMS outbox when the
 * server keeps one, so a tester can read the code.
 */
export function CodeSentNotice({ children, outboxLabel }: { children: ReactNode; outboxLabel: string }) {
  const outbox = useDevOutboxAvailable();
  return (
    <p
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold text-slate-800"
    >
      {children}
      {outbox && (
        <a
          href="/dev/outbox"
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-brand-700 underline"
        >
          {outboxLabel}
          <ExternalLink className="size-3.5" aria-hidden />
        </a>
      )}
    </p>
  );
}
