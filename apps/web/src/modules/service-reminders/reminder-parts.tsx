import { format, parseISO } from 'date-fns';
import { MessageCircle, MessageSquareText, MoreVertical } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ServiceReminder } from '@fixo/shared';

import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

import { ReminderEditDialog } from './reminder-edit-dialog';
import { useSendReminder, useUpdateReminder } from './service-reminders-api';

/** '2027-01-05' → '05 Jan 2027'. */
export const dayText = (ymd: string) => format(parseISO(ymd), 'dd MMM yyyy');
export const km = (n: number) => `${n.toLocaleString('en-IN')} km`;

/** Overdue by N days / Due today / Due in N days, coloured by urgency. */
export function DueBadge({ reminder }: { reminder: ServiceReminder }) {
  const d = reminder.daysleft;
  if (reminder.status !== 'Due') return <Badge variant="neutral">{reminder.status}</Badge>;
  if (d < 0)
    return (
      <Badge variant="danger">
        Overdue {-d} day{d === -1 ? '' : 's'}
      </Badge>
    );
  if (d === 0) return <Badge variant="warning">Due today</Badge>;
  return (
    <Badge variant={d < 7 ? 'warning' : 'neutral'}>
      Due in {d} day{d === 1 ? '' : 's'}
    </Badge>
  );
}

/** The due date and reading; which of them comes first is said in words. */
export function DueText({ reminder }: { reminder: ServiceReminder }) {
  return (
    <span className="flex flex-col gap-1">
      <span className="font-semibold text-slate-900">
        {dayText(reminder.duedate)}
        {reminder.dueodometer != null && <span className="font-normal"> · {km(reminder.dueodometer)}</span>}
      </span>
      <span className="flex flex-wrap items-center gap-1.5">
        <DueBadge reminder={reminder} />
        {reminder.dueby === 'Odometer' && reminder.odometerduedate && (
          <span className="text-xs text-slate-600">
            km first: ≈ {dayText(reminder.odometerduedate)} at {reminder.dailykm} km/day
          </span>
        )}
      </span>
    </span>
  );
}

/** The latest reminder sent (channel and time), and how many in all. */
export function SentInfo({ reminder }: { reminder: ServiceReminder }) {
  const last = reminder.sends[0];
  if (!last) return <span className="text-sm text-slate-500">Not reminded yet</span>;
  return (
    <span className="text-sm text-slate-700">
      <Badge variant="success">{last.channel} sent</Badge>{' '}
      <span className="tabular-nums">{format(parseISO(last.senton), 'dd MMM, hh:mm a')}</span>
      {reminder.sends.length > 1 && (
        <span className="text-slate-500"> · {reminder.sends.length} reminders</span>
      )}
    </span>
  );
}

/**
 * Send SMS (one per 24 hours: the button says when the next may go), the WhatsApp link (opens WhatsApp with the
 * text; the tap is recorded), and a menu to change the due date or reading, mark done, dismiss or reopen.
 */
export function ReminderActions({ reminder, className }: { reminder: ServiceReminder; className?: string }) {
  const send = useSendReminder();
  const update = useUpdateReminder();
  const [editing, setEditing] = useState(false);
  const open = reminder.status === 'Due';
  const smsWait = reminder.nextsmsafter ? format(parseISO(reminder.nextsmsafter), 'dd MMM, hh:mm a') : null;

  const sendSms = () =>
    send.mutate(
      { reminderid: reminder.reminderid, channel: 'SMS' },
      {
        onSuccess: () => toast.success(`Reminder sent by SMS to ${reminder.mobilenO1}.`),
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  const recordWhatsApp = () =>
    send.mutate(
      { reminderid: reminder.reminderid, channel: 'WhatsApp' },
      { onError: (e) => toast.error(errorMessage(e)) },
    );
  const setStatus = (status: 'Due' | 'Done' | 'Dismissed', done: string) =>
    update.mutate(
      { reminderid: reminder.reminderid, status },
      { onSuccess: () => toast.success(done), onError: (e) => toast.error(errorMessage(e)) },
    );

  return (
    <div className={cn('relative z-10 flex flex-wrap items-center gap-2', className)}>
      {open && (
        <>
          <Button
            size="sm"
            onClick={sendSms}
            disabled={smsWait !== null}
            loading={send.isPending && send.variables?.channel === 'SMS'}
            loadingText="Sending..."
            title={smsWait ? `Next SMS after ${smsWait}` : 'Send the reminder by SMS'}
          >
            <MessageSquareText className="size-4" aria-hidden />
            {smsWait ? 'SMS sent' : 'Send SMS'}
          </Button>
          <a
            href={reminder.whatsappurl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={recordWhatsApp}
            className={cn(buttonClasses('outline', 'sm'), 'text-green-800')}
          >
            <MessageCircle className="size-4" aria-hidden />
            WhatsApp
          </a>
        </>
      )}
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={`More actions for ${reminder.vehregistrationno}`}
          className={buttonClasses('ghost', 'sm')}
        >
          <MoreVertical className="size-4" aria-hidden />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setEditing(true)}>Change due date / odometer</DropdownMenuItem>
          {open ? (
            <>
              <DropdownMenuItem onSelect={() => setStatus('Done', 'Marked as serviced.')}>
                Mark done
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setStatus('Dismissed', 'Reminder dismissed.')}>
                Dismiss
              </DropdownMenuItem>
            </>
          ) : (
            <DropdownMenuItem onSelect={() => setStatus('Due', 'Reminder reopened.')}>
              Reopen
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {editing && <ReminderEditDialog reminder={reminder} onClose={() => setEditing(false)} />}
    </div>
  );
}
