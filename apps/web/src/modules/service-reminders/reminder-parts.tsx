import { useTranslation } from 'react-i18next';
import { format, parseISO } from 'date-fns';
import { MessageCircle, MessageSquareText, MoreVertical } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { ServiceReminder } from '@fixo/shared';

import { ActionMenu } from '@/components/action-menu';
import { LazyDialog } from '@/components/lazy-dialog';
import { lazyPart } from '@/components/lazy-part';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';

import { cn } from '@/lib/cn';
import { formatDate, i18n, LOCALES } from '@/lib/i18n';
import { suiteDate, useSuiteMessage } from '@/modules/suite';

import { useSendReminder, useUpdateReminder } from './service-reminders-api';
import { NAMESPACE } from './service-reminders.texts';

const ReminderEditDialog = lazyPart(() => import('./reminder-edit-dialog'));
/** '2027-01-05' → '05 Jan 2027'. */
export const dayText = (ymd: string) => suiteDate(parseISO(ymd));
const hindi = () => i18n.language === 'hi';
export const km = (n: number) => `${n.toLocaleString(LOCALES[hindi() ? 'hi' : 'en'])} km`;
/** '05 Jan, 03:04 PM' (Hindi: Intl hi-IN). */
const dayTime = (iso: string) => {
  const d = parseISO(iso);
  if (!hindi()) return format(d, 'dd MMM, hh:mm a');
  return formatDate(d, { day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit' }, 'hi');
};

/** Overdue by N days / Due today / Due in N days, coloured by urgency. */
export function DueBadge({ reminder }: { reminder: ServiceReminder }) {
  const { t } = useTranslation(NAMESPACE);
  const d = reminder.daysleft;
  if (reminder.status !== 'Due') return <Badge variant="neutral">{t(`status.${reminder.status}`)}</Badge>;
  if (d < 0) return <Badge variant="danger">{t(d === -1 ? 'overdueOne' : 'overdueMany', { n: -d })}</Badge>;
  if (d === 0) return <Badge variant="warning">{t('dueToday')}</Badge>;
  return (
    <Badge variant={d < 7 ? 'warning' : 'neutral'}>{t(d === 1 ? 'dueInOne' : 'dueInMany', { n: d })}</Badge>
  );
}

/** The due date and reading; which of them comes first is said in words. */
export function DueText({ reminder }: { reminder: ServiceReminder }) {
  const { t } = useTranslation(NAMESPACE);
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
            {t('kmFirst', { date: dayText(reminder.odometerduedate), km: reminder.dailykm })}
          </span>
        )}
      </span>
    </span>
  );
}

/** The latest reminder sent (channel and time), and how many in all. */
export function SentInfo({ reminder }: { reminder: ServiceReminder }) {
  const { t } = useTranslation(NAMESPACE);
  const last = reminder.sends[0];
  if (!last) return <span className="text-sm text-slate-500">{t('notReminded')}</span>;
  return (
    <span className="text-sm text-slate-700">
      <Badge variant="success">{t('channelSent', { channel: last.channel })}</Badge>{' '}
      <span className="tabular-nums">{dayTime(last.senton)}</span>
      {reminder.sends.length > 1 && (
        <span className="text-slate-500"> · {t('remindersCount', { n: reminder.sends.length })}</span>
      )}
    </span>
  );
}

/**
 * Send SMS (one per 24 hours: the button says when the next may go), the WhatsApp link (opens WhatsApp with the
 * text; the tap is recorded), and a menu to change the due date or reading, mark done, dismiss or reopen.
 */
export function ReminderActions({ reminder, className }: { reminder: ServiceReminder; className?: string }) {
  const { apiError } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const send = useSendReminder();
  const update = useUpdateReminder();
  const [editing, setEditing] = useState(false);
  const open = reminder.status === 'Due';
  const smsWait = reminder.nextsmsafter ? dayTime(reminder.nextsmsafter) : null;

  const sendSms = () =>
    send.mutate(
      { reminderid: reminder.reminderid, channel: 'SMS' },
      {
        onSuccess: () => toast.success(t('smsSentTo', { mobile: reminder.mobilenO1 })),
        onError: (e) => toast.error(apiError(e)),
      },
    );
  const recordWhatsApp = () =>
    send.mutate(
      { reminderid: reminder.reminderid, channel: 'WhatsApp' },
      { onError: (e) => toast.error(apiError(e)) },
    );
  const setStatus = (status: 'Due' | 'Done' | 'Dismissed', done: string) =>
    update.mutate(
      { reminderid: reminder.reminderid, status },
      { onSuccess: () => toast.success(done), onError: (e) => toast.error(apiError(e)) },
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
            loadingText={t('sending')}
            title={smsWait ? t('nextSmsAfter', { time: smsWait }) : t('sendBySms')}
          >
            <MessageSquareText className="size-4" aria-hidden />
            {smsWait ? t('smsSent') : t('sendSms')}
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
      <ActionMenu
        label={t('moreActions', { reg: reminder.vehregistrationno })}
        triggerClassName={buttonClasses('ghost', 'sm')}
        trigger={<MoreVertical className="size-4" aria-hidden />}
        items={[
          { key: 'changeDue', label: t('changeDue'), onSelect: () => setEditing(true) },
          ...(open
            ? [
                {
                  key: 'done',
                  label: t('markDone'),
                  onSelect: () => setStatus('Done', t('markedServiced')),
                },
                {
                  key: 'dismiss',
                  label: t('dismiss'),
                  onSelect: () => setStatus('Dismissed', t('dismissed')),
                },
              ]
            : [{ key: 'reopen', label: t('reopen'), onSelect: () => setStatus('Due', t('reopened')) }]),
        ]}
      />
      <LazyDialog
        component={ReminderEditDialog}
        props={{ reminder }}
        open={editing}
        onOpenChange={setEditing}
      />
    </div>
  );
}
