import { useTranslation } from 'react-i18next';
import { LocateFixed } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui';

/**
 * Cancel and Request Service (or Enable Location while no position or PIN is known). On phones the bar stays
 * at the bottom of the screen: the form is long and the driver should never hunt for the button.
 */
export function RequestActions({
  showEnableLocation,
  locating,
  busy,
  onEnableLocation,
}: {
  showEnableLocation: boolean;
  locating: boolean;
  busy: boolean;
  onEnableLocation: () => void;
}) {
  const { t } = useTranslation(['serviceRequests', 'common']);
  return (
    <div
      data-testid="request-actions"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-3 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur sm:static sm:border-0 sm:bg-transparent sm:p-0 sm:pb-6 sm:shadow-none"
    >
      <div className="mx-auto flex max-w-4xl gap-3 sm:justify-end">
        <Button asChild variant="outline" size="lg" className="shrink-0">
          <Link to="/dashboard-customer">{t('common:ui.cancel')}</Link>
        </Button>
        {showEnableLocation ? (
          <Button
            type="button"
            size="lg"
            className="flex-1 sm:flex-none"
            onClick={onEnableLocation}
            loading={locating}
            loadingText={t('findingLocation')}
          >
            <LocateFixed className="size-5" aria-hidden />
            {t('common:ui.enableLocation')}
          </Button>
        ) : (
          <Button
            type="submit"
            size="lg"
            className="flex-1 sm:flex-none"
            loading={busy}
            loadingText={t('common:ui.submitting')}
          >
            {t('common:ui.requestService')}
          </Button>
        )}
      </div>
      {showEnableLocation && (
        <p className="mx-auto mt-2 max-w-4xl text-center text-sm text-slate-600 sm:text-right">
          {t('noLocation')}
        </p>
      )}
    </div>
  );
}
