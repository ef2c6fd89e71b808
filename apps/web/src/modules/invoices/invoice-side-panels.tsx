import { useTranslation } from 'react-i18next';
import { Printer, Receipt } from 'lucide-react';
import { useState } from 'react';
import type { Invoice, Payment } from '@fixo/shared';

import { Button } from '@/components/ui/button';
import { SimpleDialog } from '@/components/ui/dialog';
import { Panel } from '@/modules/suite';

import { dayText, inr, PaymentStatusBadge } from './invoice-format';
import { NAMESPACE } from './invoices.texts';

/** A payment's receipt, printable on its own (invoice-print.css prints only the open receipt). */
function ReceiptDialog({
  invoice,
  payment,
  onClose,
}: {
  invoice: Invoice;
  payment: Payment;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  // The receipt itself is a printed paper and stays in English, like the invoice (see invoice-document.tsx).
  const row = (label: string, value: React.ReactNode) => (
    <div className="flex justify-between gap-4 border-b border-slate-100 py-1.5">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right font-semibold text-slate-900">{value}</dd>
    </div>
  );
  return (
    <SimpleDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('receiptTitle', { no: payment.receiptno })}
    >
      <div className="receipt-print flex flex-col gap-3 text-sm">
        <div>
          <p className="text-lg font-bold text-slate-900">{invoice.supplier.name}</p>
          <p className="whitespace-pre-line text-slate-600">{invoice.supplier.address}</p>
          {invoice.supplier.gstin && <p className="text-slate-600">GSTIN {invoice.supplier.gstin}</p>}
        </div>
        <dl>
          {row('Receipt no.', payment.receiptno)}
          {row('Date', dayText(payment.paidon))}
          {row('Received from', invoice.recipient.name)}
          {row('Against invoice', `${invoice.invoiceno} of ${dayText(invoice.issuedate)}`)}
          {row('Mode', payment.mode)}
          {payment.reference && row('Reference', payment.reference)}
          {row('Amount', <span className="text-base">{inr(payment.amountpaise)}</span>)}
          {row('Balance due now', inr(invoice.balancepaise))}
        </dl>
        <p className="mt-6 text-right">
          For {invoice.supplier.name}
          <span className="mt-8 block border-t border-slate-400 pt-1 text-xs">Authorised Signatory</span>
        </p>
        <Button variant="outline" className="print:hidden" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden /> {t('printReceipt')}
        </Button>
      </div>
    </SimpleDialog>
  );
}

/** Paid / Partly paid / Unpaid, the figures behind it and every payment with its receipt. */
export function PaymentsPanel({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation(NAMESPACE);
  const [receipt, setReceipt] = useState<Payment | null>(null);
  const line = (label: string, paise: number, strong = false) => (
    <div
      className={strong ? 'flex justify-between text-base font-bold text-slate-900' : 'flex justify-between'}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{inr(paise)}</dd>
    </div>
  );
  return (
    <Panel title={t('payments')} className="print:hidden">
      <div className="flex flex-col gap-3 text-sm">
        <p className="flex items-center gap-2" data-testid="payment-status">
          <PaymentStatusBadge status={invoice.paymentstatus} />
        </p>
        <dl className="flex flex-col gap-1 text-slate-700">
          {line(t('invoiceTotal'), invoice.totals.grandtotalpaise)}
          {invoice.creditedpaise > 0 && line(t('credited'), -invoice.creditedpaise)}
          {line(t('received'), invoice.receivedpaise)}
          {line(t('balanceDue'), invoice.balancepaise, true)}
          {invoice.refunddue > 0 && line(t('refundDue'), invoice.refunddue, true)}
        </dl>
        {invoice.payments.length > 0 && (
          <ul aria-label={t('paymentsReceived')} className="flex flex-col divide-y divide-slate-100">
            {invoice.payments.map((p) => (
              <li key={p.paymentid} className="flex items-center gap-2 py-2">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">
                    {inr(p.amountpaise)} · {t(`paymentMode.${p.mode}`)}
                  </p>
                  {/* Wraps anywhere: a UTR is one long word and must not widen the page on a phone. */}
                  <p className="text-xs wrap-anywhere text-slate-500" data-testid="payment-receipt-line">
                    {p.receiptno} · {dayText(p.paidon)}
                    {p.reference && ` · ${p.reference}`}
                  </p>
                </div>
                <Button size="sm" variant="ghost" onClick={() => setReceipt(p)}>
                  <Receipt className="size-4" aria-hidden /> {t('receipt')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {receipt && <ReceiptDialog invoice={invoice} payment={receipt} onClose={() => setReceipt(null)} />}
    </Panel>
  );
}

/** Credit notes issued against the invoice (their own series), shown and printed with it. */
export function CreditNotesPanel({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation(NAMESPACE);
  if (invoice.creditnotes.length === 0) return null;
  return (
    <Panel title={t('creditNotes')}>
      <ul className="flex flex-col divide-y divide-slate-100 text-sm">
        {invoice.creditnotes.map((c) => (
          <li key={c.creditnoteid} className="flex flex-col gap-0.5 py-2">
            <p className="flex justify-between gap-2 font-semibold text-slate-900">
              <span>
                {c.creditnoteno} · {dayText(c.issuedate)}
              </span>
              <span className="tabular-nums">{inr(c.totalpaise)}</span>
            </p>
            <p className="text-xs text-slate-600">
              {t('creditNoteLine', {
                reason: c.reason,
                taxable: inr(c.taxablepaise),
                tax: inr(c.cgstpaise + c.sgstpaise + c.igstpaise),
              })}
            </p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
