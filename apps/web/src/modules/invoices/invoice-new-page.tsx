import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SuitePageHeader } from '@/modules/suite/suite-page';

import { BackToInvoices } from './back-to-invoices';
import { CounterSaleForm } from './counter-sale-form';
import { invoiceHref } from './invoice-format';
import { JobCardInvoicePicker } from './job-card-invoice-picker';

/** /service-manager/invoice-for-sr/new: from a job card (?from=job-card) or a counter sale. */
export default function InvoiceNewPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const tab = params.get('from') === 'job-card' ? 'job-card' : 'counter';
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <BackToInvoices />
      <SuitePageHeader
        title="New invoice"
        description="Once issued an invoice cannot be edited: corrections are a credit note or a cancellation."
      />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(value === 'job-card' ? { from: 'job-card' } : {}, { replace: true })
        }
      >
        <TabsList>
          <TabsTrigger value="job-card">From a job card</TabsTrigger>
          <TabsTrigger value="counter">Counter sale</TabsTrigger>
        </TabsList>
        <TabsContent value="job-card" className="mt-4">
          <JobCardInvoicePicker />
        </TabsContent>
        <TabsContent value="counter" className="mt-4">
          <CounterSaleForm
            onCreated={(invoice) => {
              toast.success(`Invoice ${invoice.invoiceno} issued.`);
              void navigate(invoiceHref(invoice.invoiceid));
            }}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
