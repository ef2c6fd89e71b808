import { Suspense, useState, type ComponentType } from 'react';

/** What every dialog shown through `LazyDialog` takes besides its own props. */
export interface LazyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A dialog a card opens on demand (a center's offers, its reviews). Nothing of it is mounted before the
 * first open, so its queries and, for a `React.lazy` component, its code and texts load only when asked
 * for. Each open mounts it afresh (first page, no stale state); after closing it stays mounted, closed, so
 * the closing animation still plays.
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
    if (open) setOpened(opened + 1);
  }
  if (opened === 0) return null;
  return (
    <Suspense fallback={null}>
      <Dialog key={opened} {...props} open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
