import { RotateCcw, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { reloadForUpdate } from '@/lib/app-updated';

/**
 * What a screen whose code did not arrive shows in its place: what happened, that it comes back on its own, and
 * 'Try again' (and 'Go back' where the page has no header to leave by). Part of the first download on purpose:
 * when it is needed, the network is what failed.
 */
export function DownloadFailed({ onRetry, onBack }: { onRetry: () => void; onBack?: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-16 text-center">
      <WifiOff className="size-10 text-slate-400" aria-hidden />
      <div className="space-y-2">
        <h1 className="text-xl font-bold text-slate-900">{t('screenFailed.title')}</h1>
        <p className="text-slate-600">{t('screenFailed.body')}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>
          <RotateCcw className="size-4" aria-hidden />
          {t('tryAgain')}
        </Button>
        {onBack && (
          <Button variant="outline" onClick={onBack}>
            {t('goBack')}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * In place of a screen whose code is gone from the server (`isGoneAfterUpdate`): the tab reloads into the new
 * version at this address. If it did so a moment ago and the file is still missing, it says so and leaves the
 * reload to the visitor rather than loop.
 */
export function AppUpdated() {
  const { t } = useTranslation('layout');
  const [reloading, setReloading] = useState(true);
  useEffect(() => {
    setReloading(reloadForUpdate());
  }, []);
  return (
    <div role="status" className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-16 text-center">
      <RotateCcw className="size-10 text-slate-400" aria-hidden />
      <div className="space-y-2">
        <h1 className="text-xl font-bold text-slate-900">{t('appUpdated.title')}</h1>
        <p className="text-slate-600">{t(reloading ? 'appUpdated.reloading' : 'appUpdated.reload')}</p>
      </div>
      {!reloading && (
        <Button onClick={() => window.location.reload()}>
          <RotateCcw className="size-4" aria-hidden />
          {t('appUpdated.reloadButton')}
        </Button>
      )}
    </div>
  );
}
