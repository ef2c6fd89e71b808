import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReceiptText } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { defaultPlaceOfSupply, type JobCard } from '@fixo/shared';
import { toast } from '@/lib/toast';

import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses, type ButtonProps, type ButtonVariant } from '@/components/ui/button';
import { SimpleDialog } from '@/components/ui/dialog';
import { DialogFormButtons } from '@/components/ui/dialog-form-buttons';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useJobCard } from '@/modules/job-cards';
import { useGstStates } from './gst-states';
import { useSuiteMessage } from '@/modules/suite';

import { INVOICE_LIST_PATH, invoiceHref } from './invoice-format';
import { useCreateInvoice, useInvoiceSettings } from './invoices-api';
import { NAMESPACE } from './invoices.texts';
import { PlaceOfSupplySelect } from './place-of-supply-select';

/**
 * 'Generate invoice' of a Ready or Delivered job card: a question first, because an issued invoice takes a number
 * for good. It names the card and asks the place of supply (the customer's GSTIN state, else the center's), with
 * the tax it leads to; the server takes the approved lines, customer and vehicle. A job card already invoiced
 * (409) leads to the list searched by its registration, where that invoice is.
 */
export function GenerateInvoiceButton({
  jobcardid,
  registration,
  ...props
}: { jobcardid: number; registration: string } & Omit<ButtonProps, 'onClick'>) {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...props} onClick={() => setOpen(true)}>
        <ReceiptText className="size-4" aria-hidden /> {t('generate')}
      </Button>
      {open && (
        <GenerateInvoiceDialog
          jobcardid={jobcardid}
          registration={registration}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function GenerateInvoiceDialog({
  jobcardid,
  registration,
  onClose,
}: {
  jobcardid: number;
  registration: string;
  onClose: () => void;
}) {
  const { apiError } = useSuiteMessage();
  const { t } = useTranslation(NAMESPACE);
  const create = useCreateInvoice();
  const navigate = useNavigate();
  const card = useJobCard(jobcardid);
  const settings = useInvoiceSettings();
  const states = useGstStates();
  const [picked, setPicked] = useState<string | null>(null);
  // A composition dealer supplies within its state only; a GSTIN's state that is no state today (97) is left
  // for the center to choose, once the list says so.
  const composition = settings.data?.compositiondealer === true && settings.data.gstin !== '';
  const byGstin =
    settings.data && card.data
      ? composition
        ? settings.data.statecode
        : defaultPlaceOfSupply(settings.data.statecode, card.data.customergstno)
      : '';
  const unknown = states.options.length > 0 && !states.options.some((o) => o.value === byGstin);
  const suggested = unknown ? '' : byGstin;
  const place = picked ?? suggested;
  // a registered customer's service is billed in the customer's state: picking another is said, not refused
  const customerState =
    !composition && byGstin !== settings.data?.statecode && place !== '' && place !== byGstin
      ? states.options.find((o) => o.value === byGstin)
      : undefined;
  const loadError = card.error ?? settings.error;

  const generate = (e: React.FormEvent) => {
    e.preventDefault();
    create.mutate(
      { jobcardid, ...(place ? { placeofsupplystatecode: place } : {}) },
      {
        onSuccess: (invoice) => {
          toast.success(t('issued', { no: invoice.invoiceno }));
          void navigate(invoiceHref(invoice.invoiceid));
        },
        onError: (error) => {
          if (!(error instanceof ApiError && error.status === 409)) return;
          toast.error(apiError(error));
          void navigate(`${INVOICE_LIST_PATH}?q=${encodeURIComponent(registration)}&status=Issued`);
        },
      },
    );
  };
  return (
    <SimpleDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('generateTitle', { no: card.data?.jobcardno ?? registration })}
      description={t('newIntro')}
    >
      <form onSubmit={generate} noValidate className="flex flex-col gap-4">
        {card.data && (
          <p className="font-medium text-slate-900">
            {t('generateSummary', {
              customer: card.data.customername,
              registration: card.data.vehregistrationno,
            })}
            {card.data.customergstno && (
              <span className="block font-mono text-sm font-normal text-slate-600">
                GSTIN {card.data.customergstno}
              </span>
            )}
          </p>
        )}
        {loadError ? (
          <Alert variant="error">{apiError(loadError)}</Alert>
        ) : !settings.data || !card.data ? (
          <Spinner />
        ) : (
          <PlaceOfSupplySelect
            value={place}
            onChange={setPicked}
            supplierStateCode={settings.data.statecode}
            supplierStateName={settings.data.statename}
            billOfSupply={settings.data.documentkind === 'Bill of Supply'}
            fromGstin={picked === null && place !== '' && place !== settings.data.statecode}
            note={customerState && t('placeCustomerElsewhere', { state: customerState.label })}
          />
        )}
        {create.error && <Alert variant="error">{apiError(create.error)}</Alert>}
        <DialogFormButtons
          cancelLabel={t('cancel')}
          onCancel={onClose}
          submitLabel={t('generate')}
          busy={create.isPending}
          busyLabel={t('generating')}
          disabled={!place}
        />
      </form>
    </SimpleDialog>
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
