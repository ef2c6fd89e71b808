import { Ban, CheckCheck, Hammer, PackageCheck, Send, Truck, Wrench } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { canMoveJobCard, type JobCard, type JobCardStatus } from '@fixo/shared';

import { Button, type ButtonVariant } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { ApiError, errorMessage } from '@/lib/api-client';

import { useMoveJobCard, useSendEstimate } from './job-cards-api';

interface Move {
  to: JobCardStatus;
  label: string;
  icon: ReactNode;
  variant: ButtonVariant;
  /** Asked before the move (irreversible or money-relevant moves). */
  confirm?: { title: string; description: string; confirmLabel: string; destructive?: boolean };
}

function movesFor(card: JobCard): Move[] {
  const moves: Move[] = [];
  const from = card.status;
  if (from === 'Open' || from === 'EstimateSent') {
    moves.push({
      to: 'Approved',
      label: 'Mark approved manually',
      icon: <CheckCheck className="size-4" aria-hidden />,
      variant: 'outline',
      confirm: {
        title: 'Mark the estimate approved?',
        description:
          'Use this when the customer approved in person or on the phone. Every line waiting for an answer is approved.',
        confirmLabel: 'Mark approved',
      },
    });
  }
  if (from === 'Approved')
    moves.push({
      to: 'InProgress',
      label: 'Start work',
      icon: <Hammer className="size-4" aria-hidden />,
      variant: 'primary',
    });
  if (from === 'InProgress')
    moves.push({
      to: 'Ready',
      label: 'Ready for delivery',
      icon: <PackageCheck className="size-4" aria-hidden />,
      variant: 'primary',
    });
  if (from === 'Ready') {
    moves.push({
      to: 'Delivered',
      label: 'Deliver',
      icon: <Truck className="size-4" aria-hidden />,
      variant: 'primary',
      confirm: {
        title: 'Deliver the vehicle?',
        description: 'Approved parts are issued from stock and the job card is closed for changes.',
        confirmLabel: 'Deliver',
      },
    });
    moves.push({
      to: 'InProgress',
      label: 'Back to work',
      icon: <Wrench className="size-4" aria-hidden />,
      variant: 'outline',
    });
  }
  if (canMoveJobCard(from, 'Cancelled')) {
    moves.push({
      to: 'Cancelled',
      label: 'Cancel job card',
      icon: <Ban className="size-4" aria-hidden />,
      variant: 'ghost',
      confirm: {
        title: 'Cancel this job card?',
        description:
          'The job card stays in the list as cancelled; any parts already issued return to stock. This cannot be undone.',
        confirmLabel: 'Cancel job card',
        destructive: true,
      },
    });
  }
  return moves.filter((m) => canMoveJobCard(from, m.to));
}

/** Only the legal next steps of this job card (the server refuses the others with 409 anyway). */
export function JobCardActions({ card }: { card: JobCard }) {
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
          toast.success(`${m.label}: done.`);
        },
        onError: (error) => {
          setAsking(null);
          // Not enough stock: the server explains and we ask before recording a negative balance.
          if (
            m.to === 'Delivered' &&
            error instanceof ApiError &&
            error.status === 409 &&
            /stock/i.test(error.message)
          ) {
            setStockWarning(error.message);
            return;
          }
          toast.error(errorMessage(error));
        },
      },
    );

  const sendEstimate = () =>
    send.mutate(card.jobcardid, {
      onSuccess: (r) => toast.success(`Estimate sent to +91 ${r.sentto}.`),
      onError: (e) => toast.error(errorMessage(e)),
    });

  const moves = movesFor(card);
  if (!canSend && !canSendAddition && moves.length === 0) return null;
  return (
    <div className="grid gap-2 sm:flex sm:flex-wrap print:hidden">
      {(canSend || canSendAddition) && (
        <Button onClick={sendEstimate} loading={send.isPending} loadingText="Sending...">
          <Send className="size-4" aria-hidden />
          {card.status === 'EstimateSent'
            ? 'Send estimate again'
            : canSendAddition
              ? 'Send new lines for approval'
              : 'Send estimate'}
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
          cancelLabel="Keep as is"
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
          title="Not enough stock"
          description={stockWarning}
          cancelLabel="Go back"
          confirmLabel="Deliver and record negative stock"
          confirmVariant="destructive"
          busy={move.isPending}
          onConfirm={() =>
            run(
              movesFor(card).find((m) => m.to === 'Delivered')!,
              true,
            )
          }
        />
      )}
    </div>
  );
}
