import { useTranslation } from 'react-i18next';
import type { SrUpdateStatus } from '@fixo/shared';

import { LazyConfirmDialog } from '@/components/lazy-confirm-dialog';

import type { RequestView } from './center-requests-api';
import { NAMESPACE } from './center-requests.texts';

/** 'Accept All' / 'Reject All' / 'Close All' asks first: it acts on every listed request at once. */
export function ConfirmAllDialog({
  status,
  count,
  description,
  onCancel,
  onConfirm,
}: {
  status: SrUpdateStatus | null;
  count: number;
  /** Replaces the default text (which names the remark rows without one get). */
  description?: string;
  onCancel: () => void;
  onConfirm: (status: SrUpdateStatus) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <LazyConfirmDialog
      open={status !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={status ? t(`table.allTitle.${status}`, { n: count }) : ''}
      description={
        status
          ? (description ??
            t('table.allText', { n: count, status: t(`table.status.${status}`), remark: status }))
          : undefined
      }
      confirmLabel={status ? t(`table.all.${status}`) : ''}
      confirmVariant={status === 'Rejected' ? 'destructive' : 'primary'}
      onConfirm={() => {
        if (status) onConfirm(status);
      }}
    />
  );
}

/** A reject cannot be undone (the driver is told at once): one row or the selection asks first. */
export function ConfirmRejectDialog({
  rows,
  onCancel,
  onConfirm,
}: {
  rows: RequestView[] | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const count = rows?.length ?? 0;
  const one = count === 1 ? rows![0]! : null;
  return (
    <LazyConfirmDialog
      open={rows !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={one ? t('table.rejectOneTitle', { ref: one.refNo }) : t('table.rejectManyTitle', { n: count })}
      description={
        one
          ? t('table.rejectOneText', {
              summary: [one.problem, one.vehicle].filter(Boolean).join(' · '),
            })
          : t('table.rejectManyText', { n: count })
      }
      confirmLabel={one ? t('table.verb.Rejected') : t('table.rejectMany', { n: count })}
      confirmVariant="destructive"
      onConfirm={onConfirm}
    />
  );
}
