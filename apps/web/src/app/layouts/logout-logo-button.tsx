import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { LazyDialog } from '@/components/lazy-dialog';
import { LogoMark } from '@/components/layout/logo';
import { lazyPart } from '@/components/lazy-part';

// The confirmation (radix's alert dialog) loads on the first tap of the logo, not with the area's first screen.
const ConfirmLogoutDialog = lazyPart(() =>
  import('@/modules/auth/confirm-logout-dialog').then((m) => ({ default: m.ConfirmLogoutDialog })),
);

/** In the customer and service-center headers the logo asks to log out and return to the landing page. */
export function LogoutLogoButton() {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('logoLogout')}
        className="-ml-1 rounded-lg p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <LogoMark />
      </button>
      <LazyDialog component={ConfirmLogoutDialog} props={{}} open={open} onOpenChange={setOpen} />
    </>
  );
}
