import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

import { SiteFooter, type SiteFooterProps } from '@/components/layout/site-footer';

/** Header, the page (as #main, focusable for the skip link) and footer; the page is the route's, or children. */
export function AreaShell({
  header,
  footer,
  children,
}: {
  header: ReactNode;
  footer: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      {header}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children ?? <Outlet />}
      </main>
      {footer}
    </div>
  );
}

/** An area with its header and the site footer (links and tagline per area). */
export function AreaLayout({
  header,
  children,
  ...footer
}: { header: ReactNode; children?: ReactNode } & SiteFooterProps) {
  return (
    <AreaShell header={header} footer={<SiteFooter {...footer} />}>
      {children}
    </AreaShell>
  );
}
