import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { FullScreenSpinner } from '@/components/ui/spinner';

import './invoice-print.css';
import { BackToInvoices } from './back-to-invoices';
import { InvoiceActions } from './invoice-actions';
import { InvoiceDocument } from './invoice-document';
import { InvoiceStateBadges, inr } from './invoice-format';
import { CreditNotesPanel, PaymentsPanel } from './invoice-side-panels';
import { useInvoice } from './invoices-api';
import { NAMESPACE } from './invoices.texts';
import { useSuiteMessage } from '@/modules/suite';

/** /service-manager/invoice-for-sr/:invoiceid: the invoice as printed, its payments and actions. */
export default function InvoiceViewPage({ id }: { id: number }) {
  const { apiError } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const query = useInvoice(id);
  if (query.isPending) return <FullScreenSpinner />;
  if (query.error) return <Alert variant="error">{apiError(query.error)}</Alert>;
  const invoice = query.data;

  return (
    <div className="invoice-print mx-auto flex w-full max-w-6xl flex-col gap-4">
      <BackToInvoices />
      <div className="flex flex-col gap-1 print:hidden">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold text-slate-900">{invoice.invoiceno}</h1>
          <span data-testid="invoice-status">
            <InvoiceStateBadges status={invoice.status} paymentstatus={invoice.paymentstatus} />
          </span>
        </div>
        <p className="text-slate-600">
          {invoice.recipient.name} · {inr(invoice.totals.grandtotalpaise)}
          {invoice.status === 'Issued' && invoice.balancepaise > 0 && (
            <>
              {' '}
              ·{' '}
              <span className="font-semibold text-red-700">
                {t('due', { amount: inr(invoice.balancepaise) })}
              </span>
            </>
          )}
        </p>
      </div>
      <InvoiceActions invoice={invoice} />
      {/* minmax(0,1fr) columns: an auto column grows to its longest unbreakable text (a receipt's UTR) and
          pushes a phone screen sideways. */}
      <div
        className="grid grid-cols-[minmax(0,1fr)] gap-4 2xl:grid-cols-[minmax(0,1fr)_20rem] print:block"
        data-testid="invoice-layout"
      >
        <InvoiceDocument invoice={invoice} />
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-2 2xl:flex 2xl:flex-col">
          <PaymentsPanel invoice={invoice} />
          <CreditNotesPanel invoice={invoice} />
        </div>
      </div>
    </div>
  );
}
