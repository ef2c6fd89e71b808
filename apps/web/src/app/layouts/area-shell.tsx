import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

/** Header, the page (as #main, focusable for the skip link) and footer. */
export function AreaShell({ header, footer }: { header: ReactNode; footer: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      {header}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      {footer}
    </div>
  );
}
