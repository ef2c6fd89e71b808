import { useState } from 'react';
import { AUTH_MESSAGES } from '@fixo/shared';

import { ConfirmDialog } from '@/components/ui/alert-dialog';

import { useLogout } from './use-logout';

export interface ConfirmLogoutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Opened by the logo in the customer and service-center headers. */
export function ConfirmLogoutDialog({ open, onOpenChange }: ConfirmLogoutDialogProps) {
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={AUTH_MESSAGES.confirmLogoutTitle}
      description={AUTH_MESSAGES.confirmLogoutText}
      cancelLabel={AUTH_MESSAGES.confirmLogoutCancel}
      confirmLabel={AUTH_MESSAGES.confirmLogoutConfirm}
      busy={busy}
      onConfirm={async () => {
        setBusy(true);
        try {
          await logout();
        } finally {
          setBusy(false);
          onOpenChange(false);
        }
      }}
    />
  );
}
