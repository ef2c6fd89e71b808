import { parseISO } from 'date-fns';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { JOB_CARD_STATUS_LABELS, type JobCard, type JobCardStatus } from '@fixo/shared';

import { Badge, type BadgeProps } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { suiteDate } from '@/modules/suite';

import { NAMESPACE } from './job-cards.texts';

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
  const { t } = useTranslation(NAMESPACE);
  return <Badge variant={TONE[status]}>{t(`status.${status}`)}</Badge>;
}

/** The usual road of a job card; Declined and Cancelled are side exits. */
const ROAD: JobCardStatus[] = ['Open', 'EstimateSent', 'Approved', 'InProgress', 'Ready', 'Delivered'];
/** One short word per step so six steps fit a phone or a side panel. */
const STEP_WORD: Partial<Record<JobCardStatus, 'stepEstimate' | 'stepWork'>> = {
  EstimateSent: 'stepEstimate',
  InProgress: 'stepWork',
};

export const dateTime = (iso: string | null | undefined): string => {
  if (!iso) return '—';
  const d = parseISO(iso);
  return Number.isNaN(d.getTime()) ? '—' : suiteDate(d, true);
};

/** Steps along the road (done, current, next) and, under them, every change: what, who, when. */
export function StatusTimeline({ card }: { card: JobCard }) {
  const { t } = useTranslation(NAMESPACE);
  const reached = new Set(card.timeline.map((e) => e.tostatus));
  reached.add('Open');
  const current = card.status;
  return (
    <div className="flex flex-col gap-4">
      {/* columns as wide as their words, the room left between them: equal columns ran 'Estimate' and
          'Approved' together in the narrow side panel */}
      <ol
        aria-label={t('progress')}
        className="grid grid-cols-[repeat(6,auto)] justify-between gap-1 print:hidden"
      >
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
                title={t(`status.${step}`)}
              >
                {t(STEP_WORD[step] ?? `status.${step}`)}
              </span>
            </li>
          );
        })}
      </ol>
      {(current === 'Cancelled' || current === 'Declined') && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          {current === 'Cancelled' ? t('wasCancelled') : t('wasDeclined')}
        </p>
      )}
      <ol aria-label={t('timeline')} className="flex flex-col gap-3 border-l-2 border-slate-200 pl-4">
        {[...card.timeline].reverse().map((event, i) => (
          <li key={i} className="relative">
            <span
              className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-brand-500"
              aria-hidden
            />
            <p className="text-sm font-semibold text-slate-900">
              {event.tostatus in JOB_CARD_STATUS_LABELS ? t(`status.${event.tostatus}`) : event.tostatus}
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
