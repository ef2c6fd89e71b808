import { RotateCcw } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

import { LogoMark } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';

/** Last-resort page when a route throws (often a stale chunk after a deploy: reloading fixes it). */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <LogoMark />
      <div className="max-w-md space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
        <p className="text-slate-600">
          This page could not be shown. Please try again; if you need help right now, call your nearest
          service center.
        </p>
        {detail && <p className="text-sm text-slate-500">{detail}</p>}
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCcw className="size-4" aria-hidden />
          Reload
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Go to home</Link>
        </Button>
      </div>
    </main>
  );
}
