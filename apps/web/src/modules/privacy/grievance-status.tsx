import { useTranslation } from 'react-i18next';
import type { Grievance } from '@fixo/shared';

import { Badge } from '@/components/ui';
import { useLanguage } from '@/lib/i18n';

import { formatWhen } from './privacy-api';
import { NAMESPACE } from './privacy.texts';

const STATUS_VARIANT = { Open: 'warning', Answered: 'success', Closed: 'neutral' } as const;

export function GrievanceStatusBadge({ status }: { status: Grievance['status'] }) {
  const { t } = useTranslation(NAMESPACE);
  return <Badge variant={STATUS_VARIANT[status]}>{t(`grievance.statuses.${status}`)}</Badge>;
}

/** One grievance as its complainant sees it: reference, status, what was asked and the answer. */
export function GrievanceCard({ grievance }: { grievance: Grievance }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <article
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4"
      aria-label={grievance.reference}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono font-semibold text-slate-900">{grievance.reference}</span>
        <GrievanceStatusBadge status={grievance.status} />
      </div>
      <p className="text-sm text-slate-600">
        {t('grievance.filed', {
          category: t(`grievance.categories.${grievance.category}`, { defaultValue: grievance.category }),
          when: formatWhen(grievance.createdon, language),
        })}
      </p>
      {grievance.message && <p className="text-sm whitespace-pre-line text-slate-800">{grievance.message}</p>}
      {grievance.answer ? (
        <div className="rounded-lg bg-green-50 p-3 text-sm text-green-950">
          <p className="font-semibold">
            {t('grievance.answerFrom', { when: formatWhen(grievance.answeredon, language) })}
          </p>
          <p className="whitespace-pre-line" data-testid="grievance-answer">
            {grievance.answer}
          </p>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('grievance.notAnswered')}</p>
      )}
    </article>
  );
}
