import { RotateCcw, WifiOff, type LucideIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { reloadForUpdate } from '@/lib/app-updated';

/** What stands in a screen's place when the screen cannot be shown: an icon, a heading, a line, its buttons. */
function ScreenNotice({
  role,
  icon: Icon,
  title,
  text,
  children,
}: {
  role: 'alert' | 'status';
  icon: LucideIcon;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div role={role} className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-16 text-center">
      <Icon className="size-10 text-slate-400" aria-hidden />
      <div className="space-y-2">
        <h1 className="text-xl font-bold text-slate-900">{title}</h1>
        <p className="text-slate-600">{text}</p>
      </div>
      {children && <div className="flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}

/**
 * What a screen whose code did not arrive shows in its place: what happened, that it comes back on its own, and
 * 'Try again' (and 'Go back' where the page has no header to leave by). Part of the first download on purpose:
 * when it is needed, the network is what failed.
 */
export function DownloadFailed({ onRetry, onBack }: { onRetry: () => void; onBack?: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <ScreenNotice role="alert" icon={WifiOff} title={t('screenFailed.title')} text={t('screenFailed.body')}>
      <Button onClick={onRetry}>
        <RotateCcw className="size-4" aria-hidden />
        {t('tryAgain')}
      </Button>
      {onBack && (
        <Button variant="outline" onClick={onBack}>
          {t('goBack')}
        </Button>
      )}
    </ScreenNotice>
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
    <ScreenNotice
      role="status"
      icon={RotateCcw}
      title={t('appUpdated.title')}
      text={t(reloading ? 'appUpdated.reloading' : 'appUpdated.reload')}
    >
      {!reloading && (
        <Button onClick={() => window.location.reload()}>
          <RotateCcw className="size-4" aria-hidden />
          {t('reload')}
        </Button>
      )}
    </ScreenNotice>
  );
}
