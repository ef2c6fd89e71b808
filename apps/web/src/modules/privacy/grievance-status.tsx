import { Badge } from '@/components/ui';
import type { Grievance } from '@fixo/shared';

import { formatWhen } from './privacy-api';

const STATUS_VARIANT = { Open: 'warning', Answered: 'success', Closed: 'neutral' } as const;

export function GrievanceStatusBadge({ status }: { status: Grievance['status'] }) {
  return <Badge variant={STATUS_VARIANT[status]}>{status}</Badge>;
}

/** One grievance as its complainant sees it: reference, status, what was asked and the answer. */
export function GrievanceCard({ grievance }: { grievance: Grievance }) {
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
        {grievance.category} · filed {formatWhen(grievance.createdon)}
      </p>
      {grievance.message && <p className="text-sm whitespace-pre-line text-slate-800">{grievance.message}</p>}
      {grievance.answer ? (
        <div className="rounded-lg bg-green-50 p-3 text-sm text-green-950">
          <p className="font-semibold">
            Answer from the Grievance Officer · {formatWhen(grievance.answeredon)}
          </p>
          <p className="whitespace-pre-line" data-testid="grievance-answer">
            {grievance.answer}
          </p>
        </div>
      ) : (
        <p className="text-sm text-slate-600">Not answered yet. We answer within 30 days.</p>
      )}
    </article>
  );
}
