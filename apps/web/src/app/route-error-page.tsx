import { RotateCcw } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useNavigate, useRouteError } from 'react-router';

import { isDownloadFailure, retryLater } from '@/components/lazy-part';
import { LogoMark } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { isGoneAfterUpdate } from '@/lib/app-updated';

import { AppUpdated, DownloadFailed } from './download-failed';

/** The tries made on their own for an address since 'Try again' (each failed try draws this page with a new error). */
const automatic = { pathname: '', tries: 0 };

/**
 * The route tables of a signed-in area did not arrive (the first visit to the area on a dropped signal): the
 * same words as a screen that did not arrive. Going to the same address again asks for the area once more; it
 * happens on 'Try again', a few times on its own (as a screen's `LoadBoundary`) and when the browser is back
 * online. Gone from the server: the new version is loaded.
 */
function AreaDownloadFailed({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const { pathname, search, hash, key } = useLocation();
  const [gone, setGone] = useState(false);
  useEffect(() => {
    let current = true;
    void isGoneAfterUpdate(error).then((isGone) => current && setGone(isGone));
    return () => {
      current = false;
    };
  }, [error]);
  const again = () => void navigate({ pathname, search, hash }, { replace: true });
  const againLater = useEffectEvent(again);
  useEffect(() => {
    if (automatic.pathname !== pathname) Object.assign(automatic, { pathname, tries: 0 });
    return retryLater(automatic.tries, () => {
      automatic.tries += 1;
      againLater();
    });
  }, [error, pathname]);
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center">
      <LogoMark />
      {gone ? (
        <AppUpdated />
      ) : (
        <DownloadFailed
          onRetry={() => {
            automatic.tries = 0;
            again();
          }}
          // The screen before it is in the app (its area arrived): back there, the driver is not stuck here.
          onBack={key === 'default' ? undefined : () => void navigate(-1)}
        />
      )}
    </main>
  );
}

/** Last-resort page when a route throws; code that did not arrive has a page of its own. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isDownloadFailure(error)) return <AreaDownloadFailed error={error} />;
  return <UnexpectedError error={error} />;
}

function UnexpectedError({ error }: { error: unknown }) {
  const { t } = useTranslation('layout');
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
        <h1 className="text-2xl font-bold text-slate-900">{t('unexpectedError.title')}</h1>
        <p className="text-slate-600">{t('unexpectedError.body')}</p>
        {detail && <p className="text-sm text-slate-500">{detail}</p>}
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCcw className="size-4" aria-hidden />
          {t('reload')}
        </Button>
        <Button asChild variant="outline">
          <Link to="/">{t('unexpectedError.goHome')}</Link>
        </Button>
      </div>
    </main>
  );
}
