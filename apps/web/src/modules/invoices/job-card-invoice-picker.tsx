import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { JobCardListItem } from '@fixo/shared';

import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';

import { JobCardStatusBadge, useJobCards } from '@/modules/job-cards';
import { SearchBox, useSuiteMessage } from '@/modules/suite';

import { JobCardInvoiceButton } from './generate-invoice-button';
import { inr } from './invoice-format';
import { NAMESPACE } from './invoices.texts';

const query = (STATUS: 'Ready' | 'Delivered', SEARCH: string) =>
  ({ STATUS, SEARCH, SORT: 'createdon', ORDER: 'desc', PAGE: 1, PAGESIZE: 20 }) as const;

function Row({ card }: { card: JobCardListItem }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{card.jobcardno}</span>
          <JobCardStatusBadge status={card.status} />
        </p>
        <p className="text-sm text-slate-700">
          <span className="font-mono font-semibold tracking-wide">{card.vehregistrationno}</span> ·{' '}
          {card.customername}
        </p>
      </div>
      <span className="font-semibold text-slate-900 tabular-nums sm:w-32 sm:text-right">
        {inr(card.grandtotalpaise)}
      </span>
      {/* an invoiced card links to its invoice: generating another would only be refused */}
      <JobCardInvoiceButton card={card} variant="outline" />
    </li>
  );
}

/** Job cards that may be invoiced: Ready (billed before the keys go back) and Delivered. */
export function JobCardInvoicePicker() {
  const { apiError } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const [search, setSearch] = useState('');
  const ready = useJobCards(query('Ready', search));
  const delivered = useJobCards(query('Delivered', search));
  const cards = [...(ready.data?.items ?? []), ...(delivered.data?.items ?? [])];
  const error = ready.error ?? delivered.error;
  return (
    <div className="flex flex-col gap-3">
      <SearchBox
        value={search}
        onSearch={setSearch}
        label={t('searchJobCards')}
        placeholder={t('searchJobCardsPlaceholder')}
      />
      {error && <Alert variant="error">{apiError(error)}</Alert>}
      {ready.isPending || delivered.isPending ? (
        <Spinner />
      ) : cards.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-center text-slate-600">
          {search ? t('noReadyMatch') : t('noReady')}
        </p>
      ) : (
        <ul aria-label={t('toInvoice')} className="flex flex-col gap-2">
          {cards.map((card) => (
            <Row key={card.jobcardid} card={card} />
          ))}
        </ul>
      )}
    </div>
  );
}
