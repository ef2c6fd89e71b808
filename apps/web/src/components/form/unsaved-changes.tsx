import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

import { ConfirmDialog } from '@/components/ui';
import { useLeaveGuard } from '@/lib/use-leave-guard';

/**
 * While `unsaved`, leaving the screen asks first: a menu link or Back inside the app opens 'Leave without
 * saving?', closing or reloading the tab the browser's own question. A long form typed in a busy workshop is
 * otherwise gone without a word. Call `markSaved()` once the save succeeded, before navigating on.
 */
export function useUnsavedChanges(unsaved: boolean): { markSaved: () => void; dialog: ReactNode } {
  const { t } = useTranslation('layout');
  const saved = useRef(false);
  useLeaveGuard(unsaved);
  // Read when a navigation starts: the save's own navigation comes after markSaved().
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={t('unsaved.title')}
      description={t('unsaved.text')}
      cancelLabel={t('unsaved.stay')}
      confirmLabel={t('unsaved.leave')}
      confirmVariant="destructive"
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
  return {
    markSaved: () => {
      saved.current = true;
    },
    dialog,
  };
}
