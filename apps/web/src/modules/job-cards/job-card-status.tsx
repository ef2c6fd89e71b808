import { format, parseISO } from 'date-fns';
import { Check } from 'lucide-react';
import { JOB_CARD_STATUS_LABELS, type JobCard, type JobCardStatus } from '@fixo/shared';

import { Badge, type BadgeProps } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const TONE: Record<JobCardStatus, NonNullable<BadgeProps['variant']>> = {
  Open: 'neutral',
  EstimateSent: 'info',
  Approved: 'brand',
  Declined: 'danger',
  InProgress: 'warning',
  Ready: 'success',
  Delivered: 'success',
  Cancelled: 'danger',
};

export function JobCardStatusBadge({ status }: { status: JobCardStatus }) {
  return <Badge variant={TONE[status]}>{JOB_CARD_STATUS_LABELS[status]}</Badge>;
}

/** The usual road of a job card; Declined and Cancelled are side exits. */
const ROAD: JobCardStatus[] = ['Open', 'EstimateSent', 'Approved', 'InProgress', 'Ready', 'Delivered'];
/** One short word per step so six steps fit a phone or a side panel. */
const STEP_WORD: Partial<Record<JobCardStatus, string>> = { EstimateSent: 'Estimate', InProgress: 'Work' };

export const dateTime = (iso: string | null | undefined): string => {
  if (!iso) return '—';
  const d = parseISO(iso);
  return Number.isNaN(d.getTime()) ? '—' : format(d, 'dd MMM yyyy, h:mm a');
};

/** Steps along the road (done, current, next) and, under them, every change: what, who, when. */
export function StatusTimeline({ card }: { card: JobCard }) {
  const reached = new Set(card.timeline.map((e) => e.tostatus));
  reached.add('Open');
  const current = card.status;
  return (
    <div className="flex flex-col gap-4">
      <ol aria-label="Progress" className="grid grid-cols-6 gap-1 print:hidden">
        {ROAD.map((step) => {
          const done = reached.has(step) && step !== current;
          const here = step === current;
          return (
            <li key={step} className="flex flex-col items-center gap-1 text-center">
              <span
                className={cn(
                  'flex size-8 items-center justify-center rounded-full border-2 text-xs font-bold',
                  here && 'border-brand-600 bg-brand-600 text-white',
                  done && !here && 'border-brand-600 bg-brand-50 text-brand-700',
                  !done && !here && 'border-slate-300 bg-white text-slate-400',
                )}
                aria-current={here ? 'step' : undefined}
              >
                {done ? <Check className="size-4" aria-hidden /> : ROAD.indexOf(step) + 1}
              </span>
              <span
                className={cn(
                  'text-[11px] leading-tight',
                  here ? 'font-bold text-slate-900' : 'text-slate-500',
                )}
                title={JOB_CARD_STATUS_LABELS[step]}
              >
                {STEP_WORD[step] ?? JOB_CARD_STATUS_LABELS[step]}
              </span>
            </li>
          );
        })}
      </ol>
      {(current === 'Cancelled' || current === 'Declined') && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          {current === 'Cancelled' ? 'This job card was cancelled.' : 'The customer declined the estimate.'}
        </p>
      )}
      <ol aria-label="Timeline" className="flex flex-col gap-3 border-l-2 border-slate-200 pl-4">
        {[...card.timeline].reverse().map((event, i) => (
          <li key={i} className="relative">
            <span
              className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-brand-500"
              aria-hidden
            />
            <p className="text-sm font-semibold text-slate-900">
              {JOB_CARD_STATUS_LABELS[event.tostatus as JobCardStatus] ?? event.tostatus}
              {event.remark && <span className="font-normal text-slate-700"> · {event.remark}</span>}
            </p>
            <p className="text-xs text-slate-500">
              {dateTime(event.createdon)} · {event.by}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
