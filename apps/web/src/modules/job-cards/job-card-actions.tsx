import { Ban, CheckCheck, Hammer, PackageCheck, Send, Truck, Wrench } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { canMoveJobCard, type JobCard, type JobCardStatus } from '@fixo/shared';

import { Button, type ButtonVariant } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { ApiError } from '@/lib/api-client';

import { useMoveJobCard, useSendEstimate } from './job-cards-api';
import { NAMESPACE } from './job-cards.texts';
import { useSuiteMessage } from '@/modules/suite';

interface Move {
  to: JobCardStatus;
  label: string;
  icon: ReactNode;
  variant: ButtonVariant;
  /** Asked before the move (irreversible or money-relevant moves). */
  confirm?: { title: string; description: string; confirmLabel: string; destructive?: boolean };
}

function movesFor(card: JobCard, t: TFunction<typeof NAMESPACE>): Move[] {
  const moves: Move[] = [];
  const from = card.status;
  if (from === 'Open' || from === 'EstimateSent') {
    moves.push({
      to: 'Approved',
      label: t('markApprovedManually'),
      icon: <CheckCheck className="size-4" aria-hidden />,
      variant: 'outline',
      confirm: {
        title: t('markApprovedTitle'),
        description: t('markApprovedText'),
        confirmLabel: t('markApproved'),
      },
    });
  }
  if (from === 'Approved')
    moves.push({
      to: 'InProgress',
      label: t('startWork'),
      icon: <Hammer className="size-4" aria-hidden />,
      variant: 'primary',
    });
  if (from === 'InProgress')
    moves.push({
      to: 'Ready',
      label: t('readyForDelivery'),
      icon: <PackageCheck className="size-4" aria-hidden />,
      variant: 'primary',
    });
  if (from === 'Ready') {
    moves.push({
      to: 'Delivered',
      label: t('deliver'),
      icon: <Truck className="size-4" aria-hidden />,
      variant: 'primary',
      confirm: {
        title: t('deliverTitle'),
        description: t('deliverText'),
        confirmLabel: t('deliver'),
      },
    });
    // a standing invoice freezes the job card: the server refuses reopening it (cancel the invoice first)
    if (!card.invoice)
      moves.push({
        to: 'InProgress',
        label: t('backToWork'),
        icon: <Wrench className="size-4" aria-hidden />,
        variant: 'outline',
      });
  }
  if (canMoveJobCard(from, 'Cancelled') && !card.invoice) {
    moves.push({
      to: 'Cancelled',
      label: t('cancelJobCard'),
      icon: <Ban className="size-4" aria-hidden />,
      variant: 'ghost',
      confirm: {
        title: t('cancelTitle'),
        description: t('cancelText'),
        confirmLabel: t('cancelJobCard'),
        destructive: true,
      },
    });
  }
  return moves.filter((m) => canMoveJobCard(from, m.to));
}

/** Only the legal next steps of this job card (the server refuses the others with 409 anyway). */
export function JobCardActions({ card }: { card: JobCard }) {
  const { apiError } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const move = useMoveJobCard();
  const send = useSendEstimate();
  const [asking, setAsking] = useState<Move | null>(null);
  const [stockWarning, setStockWarning] = useState<string | null>(null);
  const hasDraft = card.lines.some((l) => l.approval === 'Draft');
  const canSend =
    (card.status === 'Open' || card.status === 'Declined' || card.status === 'EstimateSent') &&
    (hasDraft || card.pendingapprovalcount > 0);
  // After approval, lines added later go to the customer again (only the new ones).
  const canSendAddition = (card.status === 'Approved' || card.status === 'InProgress') && hasDraft;

  const run = (m: Move, confirmNegative = false) =>
    move.mutate(
      { jobcardid: card.jobcardid, status: m.to, confirmNegative },
      {
        onSuccess: () => {
          setAsking(null);
          setStockWarning(null);
          toast.success(t('done', { label: m.label }));
        },
        onError: (error) => {
          setAsking(null);
          // Not enough stock: the server explains and we ask before recording a negative balance.
          if (
            m.to === 'Delivered' &&
            error instanceof ApiError &&
            error.status === 409 &&
            error.messageKey === 'suite.insufficientStock'
          ) {
            setStockWarning(apiError(error));
            return;
          }
          toast.error(apiError(error));
        },
      },
    );

  const sendEstimate = () =>
    send.mutate(card.jobcardid, {
      onSuccess: (r) => toast.success(t('estimateSentTo', { mobile: r.sentto })),
      onError: (e) => toast.error(apiError(e)),
    });

  const moves = movesFor(card, t);
  if (!canSend && !canSendAddition && moves.length === 0) return null;
  return (
    <div className="grid gap-2 sm:flex sm:flex-wrap print:hidden">
      {(canSend || canSendAddition) && (
        <Button onClick={sendEstimate} loading={send.isPending} loadingText={t('sending')}>
          <Send className="size-4" aria-hidden />
          {card.status === 'EstimateSent'
            ? t('sendAgain')
            : canSendAddition
              ? t('sendNewLines')
              : t('sendEstimate')}
        </Button>
      )}
      {moves.map((m) => (
        <Button
          key={`${m.to}-${m.label}`}
          variant={m.to === 'Cancelled' ? 'ghost' : m.variant}
          className={m.to === 'Cancelled' ? 'text-red-700' : undefined}
          disabled={move.isPending}
          onClick={() => (m.confirm ? setAsking(m) : run(m))}
        >
          {m.icon}
          {m.label}
        </Button>
      ))}
      {asking?.confirm && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          title={asking.confirm.title}
          description={asking.confirm.description}
          cancelLabel={t('keepAsIs')}
          confirmLabel={asking.confirm.confirmLabel}
          confirmVariant={asking.confirm.destructive ? 'destructive' : 'primary'}
          busy={move.isPending}
          onConfirm={() => run(asking)}
        />
      )}
      {stockWarning && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setStockWarning(null)}
          title={t('notEnoughStock')}
          description={stockWarning}
          cancelLabel={t('goBack')}
          confirmLabel={t('deliverNegative')}
          confirmVariant="destructive"
          busy={move.isPending}
          onConfirm={() =>
            run(
              movesFor(card, t).find((m) => m.to === 'Delivered')!,
              true,
            )
          }
        />
      )}
    </div>
  );
}
