import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { toast } from '@/lib/toast';

import { LoadBoundary, retryFailedParts } from './lazy-part';

/** What every dialog shown through `LazyDialog` takes besides its own props. */
export interface LazyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A dialog a card opens on demand (a center's offers, its reviews). Nothing of it is mounted before the
 * first open, so its queries and, for a `lazyPart` component, its code and texts load only when asked
 * for. Each open mounts it afresh (first page, no stale state); after closing it stays mounted, closed, so
 * the closing animation still plays. When its code does not arrive (`lazyPart`), it closes and says so, and the
 * next open fetches it again.
 */
export function LazyDialog<P extends object>({
  component: Dialog,
  props,
  open,
  onOpenChange,
}: LazyDialogProps & {
  component: ComponentType<P & LazyDialogProps>;
  props: P;
}) {
  const [opened, setOpened] = useState(0);
  // Counting the opens while rendering (React's "adjust state on a prop change") remounts the dialog
  // in the same render that opens it, not one frame later. No updater function: a render React repeats
  // (strict mode) must set the same count, not add one twice.
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setOpened(opened + 1);
      // A dialog whose code did not arrive on an earlier open fetches it again now.
      retryFailedParts();
    }
  }
  if (opened === 0) return null;
  return (
    <OnDemandPart key={opened} onFailed={() => onOpenChange(false)}>
      <Dialog {...props} open={open} onOpenChange={onOpenChange} />
    </OnDemandPart>
  );
}

/**
 * A part opened on demand (a `LazyDialog`, an `ActionMenu`): `fallback` while its code loads; when the code does not
 * arrive, `onFailed` puts it back as before the open and a toast says so. Its next open fetches the code again
 * (`retryFailedParts`).
 */
export function OnDemandPart({
  fallback = null,
  onFailed,
  children,
}: {
  fallback?: ReactNode;
  onFailed: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('layout');
  return (
    <LoadBoundary
      fallback={fallback}
      onFailed={() => {
        onFailed();
        toast.error(t('dialogFailed'));
      }}
    >
      <Suspense fallback={fallback}>{children}</Suspense>
    </LoadBoundary>
  );
}
