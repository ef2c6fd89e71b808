import { useTranslation } from 'react-i18next';
import {
  FileX,
  Download,
  FileMinus,
  HandCoins,
  MessageCircleMore,
  Printer,
  MessageSquareShare,
} from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { Invoice } from '@fixo/shared';

import { Button, buttonClasses } from '@/components/ui/button';

import { CancelInvoiceDialog, CreditNoteDialog } from './invoice-change-dialogs';
import { invoicePdfHref, useSendInvoice } from './invoices-api';
import { PaymentDialog } from './payment-dialog';
import { NAMESPACE } from './invoices.texts';
import { useSuiteMessage } from '@/modules/suite';

type Open = 'pay' | 'credit' | 'cancel' | null;

/** What can be done with an issued invoice; a cancelled one can still be downloaded and printed. */
export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const { apiError } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState<Open>(null);
  const send = useSendInvoice();
  const issued = invoice.status === 'Issued';
  const canCancel = issued && invoice.payments.length === 0 && invoice.creditnotes.length === 0;
  const canCredit = issued && invoice.creditedpaise < invoice.totals.grandtotalpaise;
  const whatsapp = send.data?.whatsapplink ?? null;

  const sendToCustomer = () =>
    send.mutate(invoice.invoiceid, {
      onSuccess: (r) => toast.success(t('linkSent', { mobile: r.sentto })),
      onError: (e) => toast.error(apiError(e)),
    });

  return (
    <div className="flex flex-col gap-2 print:hidden">
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {issued && invoice.balancepaise > 0 && (
          <Button className="col-span-2" onClick={() => setOpen('pay')}>
            <HandCoins className="size-4 shrink-0" aria-hidden /> {t('recordPayment')}
          </Button>
        )}
        <a href={invoicePdfHref(invoice.invoiceid)} download className={buttonClasses('outline')}>
          <Download className="size-4 shrink-0" aria-hidden /> {t('downloadPdf')}
        </a>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer className="size-4 shrink-0" aria-hidden /> {t('print')}
        </Button>
        {issued && invoice.recipient.mobile && (
          <Button
            variant="outline"
            className="col-span-2"
            onClick={sendToCustomer}
            loading={send.isPending}
            loadingText={t('sending')}
          >
            <MessageSquareShare className="size-4 shrink-0" aria-hidden /> {t('sendToCustomer')}
          </Button>
        )}
        {whatsapp && (
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('outline', undefined, 'col-span-2 border-green-600 text-green-800')}
          >
            <MessageCircleMore className="size-4 shrink-0" aria-hidden /> {t('shareWhatsapp')}
          </a>
        )}
        {canCredit && (
          <Button variant="ghost" className="sm:ml-auto" onClick={() => setOpen('credit')}>
            <FileMinus className="size-4 shrink-0" aria-hidden /> {t('creditNote')}
          </Button>
        )}
        {canCancel && (
          <Button variant="ghost" className="text-red-700" onClick={() => setOpen('cancel')}>
            <FileX className="size-4 shrink-0" aria-hidden /> {t('cancelInvoice')}
          </Button>
        )}
      </div>
      {open === 'pay' && <PaymentDialog invoice={invoice} open onOpenChange={(o) => !o && setOpen(null)} />}
      {open === 'credit' && <CreditNoteDialog invoice={invoice} onClose={() => setOpen(null)} />}
      {open === 'cancel' && <CancelInvoiceDialog invoice={invoice} onClose={() => setOpen(null)} />}
    </div>
  );
}
