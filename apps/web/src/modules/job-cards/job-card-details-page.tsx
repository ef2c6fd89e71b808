import { Copy, MessageCircle, Pencil, Phone, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from '@/lib/toast';

import { lazyPart, PartSlot } from '@/components/lazy-part';
import { BackLink } from '@/components/ui/back-link';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { FullScreenSpinner } from '@/components/ui/spinner';

import { i18n } from '@/lib/i18n';
import { useStoredSession } from '@/modules/auth';
import { Panel, useSuiteMessage } from '@/modules/suite';

import './job-card-print.css';
import { JobCardActions } from './job-card-actions';
import { dateTime, JobCardStatusBadge, StatusTimeline } from './job-card-status';
import { IntakeSummary, LinesSummary } from './job-card-view';
import { useJobCard, useJobCardEvents, useLastSentEstimate } from './job-cards-api';
import { NAMESPACE } from './job-cards.texts';

// Loaded only for a Ready or Delivered job card: the invoice code stays out of the job card's own chunk.
const JobCardInvoiceButton = lazyPart(() =>
  import('@/modules/invoices/generate-invoice-button').then((m) => ({ default: m.JobCardInvoiceButton })),
);

/** The same link by WhatsApp, which most customers in India read before an SMS. */
export function whatsappHref(mobile: string, jobCardNo: string, link: string): string {
  const text = i18n.t('whatsappText', { ns: NAMESPACE, no: jobCardNo, link });
  return `https://wa.me/91${mobile}?text=${encodeURIComponent(text)}`;
}

/** /service-manager/service-request/service-request-details/{id}: one job card, live. */
export default function JobCardDetailsPage() {
  const { apiError } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const id = Number(useParams().id ?? 0);
  const query = useJobCard(id);
  const centerName = useStoredSession().centerName ?? '';
  const sent = useLastSentEstimate(id);
  useJobCardEvents((event) => {
    if (event.jobcardid !== id) return;
    if (event.change === 'estimate-answered')
      toast.info(t('answered', { no: event.jobcardno }), { id: `answered-${id}` });
  });

  if (query.isPending) return <FullScreenSpinner />;
  if (query.error) return <Alert variant="error">{apiError(query.error)}</Alert>;
  const card = query.data;
  const closed = card.status === 'Delivered' || card.status === 'Cancelled';
  const link = sent?.estimatelink ?? null;

  return (
    <div className="job-card-print mx-auto flex w-full max-w-5xl flex-col gap-4">
      <BackLink to="/service-manager/service-request/service-request-details" className="print:hidden">
        {t('title')}
      </BackLink>
      <div className="hidden print:block">
        <p className="text-xl font-bold">{centerName}</p>
        <p>{t('printed', { date: dateTime(new Date().toISOString()) })}</p>
      </div>
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold text-slate-900">{card.jobcardno}</h1>
            <span data-testid="job-card-status">
              <JobCardStatusBadge status={card.status} />
            </span>
          </div>
          <p className="mt-1 text-slate-700">
            <Link
              to={`/service-manager/customer-profile?id=${card.shopcustomerid}`}
              className="font-semibold text-brand-700 hover:underline"
            >
              {card.customername}
            </Link>{' '}
            ·{' '}
            <a href={`tel:+91${card.mobilenO1}`} className="inline-flex items-center gap-1">
              <Phone className="size-3.5" aria-hidden />
              {card.mobilenO1}
            </a>
          </p>
          <p className="text-slate-700">
            <span className="font-mono font-bold tracking-wide">{card.vehregistrationno}</span> ·{' '}
            {card.vehicle}
          </p>
          <p className="text-sm text-slate-500">{t('openedOn', { date: dateTime(card.createdon) })}</p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          {/* an invoiced job card is frozen: the server refuses edits while the invoice stands */}
          {!closed && !card.invoice && (
            <Link
              to={`/service-manager/service-request/${card.jobcardid}`}
              className={buttonClasses('outline')}
            >
              <Pencil className="size-4" aria-hidden /> {t('edit')}
            </Link>
          )}
          {(card.status === 'Ready' || card.status === 'Delivered') && (
            <PartSlot loading={null}>
              <JobCardInvoiceButton
                card={card}
                variant={card.status === 'Delivered' ? 'primary' : 'outline'}
              />
            </PartSlot>
          )}
          <Button variant="outline" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden /> {t('print')}
          </Button>
        </div>
      </div>
      <JobCardActions card={card} />
      {card.pendingapprovalcount > 0 && (
        <Alert variant="info" title={t('waitingTitle')} className="print:hidden">
          {t('waitingLines', { n: card.pendingapprovalcount })}
          {card.estimateexpireson ? t('linkUntil', { date: dateTime(card.estimateexpireson) }) : ''}
          {t('updatesItself')}
          {link && (
            <span className="mt-2 flex flex-wrap items-center gap-2">
              <code className="rounded bg-white px-2 py-1 text-xs break-all">{link}</code>
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  void navigator.clipboard?.writeText(link).then(() => toast.success(t('linkCopied')))
                }
              >
                <Copy className="size-4" aria-hidden /> {t('copyLink')}
              </Button>
              <a
                href={whatsappHref(card.mobilenO1, card.jobcardno, link)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('outline', 'sm')}
              >
                <MessageCircle className="size-4" aria-hidden /> {t('shareWhatsapp')}
              </a>
            </span>
          )}
        </Alert>
      )}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] print:grid-cols-1">
        <div className="flex flex-col gap-4">
          <LinesSummary card={card} />
          <IntakeSummary card={card} />
        </div>
        <Panel title={t('statusLabel')} className="print:hidden">
          <StatusTimeline card={card} />
        </Panel>
      </div>
      <div className="mt-10 hidden grid-cols-2 gap-10 print:grid">
        <p className="border-t border-black pt-1">{t('customerSignature')}</p>
        <p className="border-t border-black pt-1">{t('serviceAdvisor')}</p>
      </div>
    </div>
  );
}
