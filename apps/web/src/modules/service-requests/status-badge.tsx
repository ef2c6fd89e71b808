import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX, Clock, Flag } from 'lucide-react';
import type { SrStatus } from '@fixo/shared';

import { Badge } from '@/components/ui';

const LOOK: Record<
  SrStatus,
  { variant: 'warning' | 'success' | 'danger' | 'neutral'; Icon: typeof Clock; text: string }
> = {
  Open: { variant: 'warning', Icon: Clock, text: 'Open' },
  Accepted: { variant: 'success', Icon: CircleCheck, text: 'Accepted' },
  Rejected: { variant: 'danger', Icon: CircleX, text: 'Rejected' },
  Closed: { variant: 'neutral', Icon: Flag, text: 'Closed' },
};

/** Request status with colour and icon (not colour alone): Open amber, Accepted green, Rejected red, Closed grey. */
export function StatusBadge({ status, className }: { status: SrStatus; className?: string }) {
  const { t } = useTranslation('serviceRequests');
  const look = LOOK[status] ?? LOOK.Open;
  return (
    <Badge variant={look.variant} className={className} data-status={status}>
      <look.Icon className="size-3.5" aria-hidden />
      {t(`status.${status in LOOK ? status : 'Open'}`)}
    </Badge>
  );
}
