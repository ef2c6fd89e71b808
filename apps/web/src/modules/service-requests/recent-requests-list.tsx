import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

import { ChooseAnotherCenterLink } from './choose-another-center';
import { formatCustomerDateTime } from './format';
import type { RecentRequest } from './recent-requests';
import { StatusBadge } from './status-badge';

/** A guest's requests kept on this device, each leading to its tracking page. */
export function RecentRequestsList({ requests }: { requests: RecentRequest[] }) {
  const { t } = useTranslation('serviceRequests');
  const language = useLanguage();
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="recent-requests-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="recent-requests-heading" className="text-lg font-bold text-slate-900">
          {t('recent.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('recent.text')}</p>
      </div>
      <ul className="flex flex-col gap-3">
        {requests.map((r) => (
          <li
            key={r.bookingRef}
            data-testid="recent-request"
            className="rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            <Link
              to={r.trackingPath}
              className="flex min-h-16 items-center gap-3 rounded-2xl p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-label={t('recent.track', { ref: r.bookingRef, status: t(`status.${r.status}`) })}
            >
              <div className="min-w-0 flex-1">
                <p className="font-mono text-base font-bold tracking-wide text-slate-900">{r.bookingRef}</p>
                <p className="text-sm text-slate-500">
                  {t('recent.seen', { when: formatCustomerDateTime(r.seenAt, language) })}
                </p>
              </div>
              <StatusBadge status={r.status} className="shrink-0 text-sm" />
              <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden />
            </Link>
            {r.status === 'Rejected' && (
              <div className="border-t border-slate-100 p-4 pt-3">
                <ChooseAnotherCenterLink prefill={r.prefill} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
