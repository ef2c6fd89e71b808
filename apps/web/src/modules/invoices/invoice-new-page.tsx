import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SuitePageHeader } from '@/modules/suite';

import { BackToInvoices } from './back-to-invoices';
import { CounterSaleForm } from './counter-sale-form';
import { invoiceHref } from './invoice-format';
import { JobCardInvoicePicker } from './job-card-invoice-picker';
import { NAMESPACE } from './invoices.texts';

/** /service-manager/invoice-for-sr/new: from a job card (?from=job-card) or a counter sale. */
export default function InvoiceNewPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const tab = params.get('from') === 'job-card' ? 'job-card' : 'counter';
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <BackToInvoices />
      <SuitePageHeader title={t('newInvoice')} description={t('newIntro')} />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(value === 'job-card' ? { from: 'job-card' } : {}, { replace: true })
        }
      >
        <TabsList>
          <TabsTrigger value="job-card">{t('fromJobCard')}</TabsTrigger>
          <TabsTrigger value="counter">{t('counterSale')}</TabsTrigger>
        </TabsList>
        <TabsContent value="job-card" className="mt-4">
          <JobCardInvoicePicker />
        </TabsContent>
        {/* kept mounted while the other tab is open: a look at the job cards must not empty a typed sale */}
        <TabsContent value="counter" forceMount className="mt-4 data-[state=inactive]:hidden">
          <CounterSaleForm
            onCreated={(invoice) => {
              toast.success(t('issued', { no: invoice.invoiceno }));
              void navigate(invoiceHref(invoice.invoiceid));
            }}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
