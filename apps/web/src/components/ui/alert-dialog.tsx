import { AlertDialog as RadixAlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { Button, type ButtonVariant } from './button';
import { overlayClasses, panelClasses } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  cancelLabel?: string;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  /** While true the confirm button shows a spinner and the dialog stays open. */
  busy?: boolean;
  onConfirm: () => void | Promise<void>;
  className?: string;
}

/** A yes/no question that must be answered (Escape and Cancel both mean no). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  cancelLabel = 'Cancel',
  confirmLabel,
  confirmVariant = 'primary',
  busy = false,
  onConfirm,
  className,
}: ConfirmDialogProps) {
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className={overlayClasses} />
        <RadixAlertDialog.Content className={cn(panelClasses, 'max-w-md', className)}>
          <div className="flex flex-col gap-1.5">
            <RadixAlertDialog.Title className="text-lg font-bold text-slate-900">
              {title}
            </RadixAlertDialog.Title>
            {description ? (
              <RadixAlertDialog.Description className="text-sm text-slate-600">
                {description}
              </RadixAlertDialog.Description>
            ) : (
              <RadixAlertDialog.Description className="sr-only">{title}</RadixAlertDialog.Description>
            )}
          </div>
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <RadixAlertDialog.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                {cancelLabel}
              </Button>
            </RadixAlertDialog.Cancel>
            <Button
              variant={confirmVariant}
              loading={busy}
              // Not an AlertDialog.Action: those close at once, before an async confirm can finish.
              onClick={() => void onConfirm()}
            >
              {confirmLabel}
            </Button>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
