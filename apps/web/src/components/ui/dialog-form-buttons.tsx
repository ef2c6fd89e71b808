import type { ReactNode } from 'react';

import { Button } from './button';
import { DialogFooter } from './dialog';

/** A dialog form's buttons: Cancel, and the submit that shows when it is busy (on phones it stands on top). */
export function DialogFormButtons({
  cancelLabel,
  onCancel,
  submitLabel,
  busy,
  busyLabel,
  destructive,
  disabled,
}: {
  cancelLabel: ReactNode;
  onCancel: () => void;
  submitLabel: ReactNode;
  busy: boolean;
  busyLabel: string;
  destructive?: boolean;
  disabled?: boolean;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button
        type="submit"
        variant={destructive ? 'destructive' : 'primary'}
        disabled={disabled}
        loading={busy}
        loadingText={busyLabel}
      >
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
