import { useTranslation } from 'react-i18next';
import { ReceiptText } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { JobCard } from '@fixo/shared';
import { toast } from '@/lib/toast';

import { Button, buttonClasses, type ButtonProps, type ButtonVariant } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';

import { INVOICE_LIST_PATH, invoiceHref } from './invoice-format';
import { useCreateInvoice } from './invoices-api';
import { NAMESPACE } from './invoices.texts';
import { useSuiteMessage } from '@/modules/suite';

/**
 * 'Generate invoice' of a Ready or Delivered job card: the server takes its approved lines, customer and vehicle.
 * A job card already invoiced (409) leads to the list searched by its registration, where that invoice is.
 */
export function GenerateInvoiceButton({
  jobcardid,
  registration,
  ...props
}: { jobcardid: number; registration: string } & Omit<ButtonProps, 'onClick'>) {
  const { apiError } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const create = useCreateInvoice();
  const navigate = useNavigate();
  const generate = () =>
    create.mutate(
      { jobcardid },
      {
        onSuccess: (invoice) => {
          toast.success(t('issued', { no: invoice.invoiceno }));
          void navigate(invoiceHref(invoice.invoiceid));
        },
        onError: (error) => {
          toast.error(apiError(error));
          if (error instanceof ApiError && error.status === 409)
            void navigate(`${INVOICE_LIST_PATH}?q=${encodeURIComponent(registration)}&status=Issued`);
        },
      },
    );
  return (
    <Button {...props} onClick={generate} loading={create.isPending} loadingText={t('generating')}>
      <ReceiptText className="size-4" aria-hidden /> {t('generate')}
    </Button>
  );
}

/**
 * The invoice action of a job card's page: 'View invoice <no>' once it has a standing invoice (generating
 * another would only be refused), otherwise 'Generate invoice'.
 */
export function JobCardInvoiceButton({
  card,
  variant,
}: {
  card: Pick<JobCard, 'jobcardid' | 'vehregistrationno' | 'invoice'>;
  variant: ButtonVariant;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (card.invoice) {
    return (
      <Link to={invoiceHref(card.invoice.invoiceid)} className={buttonClasses(variant)}>
        <ReceiptText className="size-4" aria-hidden /> {t('viewInvoice', { no: card.invoice.invoiceno })}
      </Link>
    );
  }
  return (
    <GenerateInvoiceButton
      jobcardid={card.jobcardid}
      registration={card.vehregistrationno}
      variant={variant}
    />
  );
}
