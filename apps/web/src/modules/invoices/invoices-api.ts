import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  INVOICE_PATHS,
  invoiceReportSchema,
  invoiceSchema,
  invoiceSettingsSchema,
  invoicesPageSchema,
  type CreditNoteCreatePayloadInput,
  type Invoice,
  type InvoiceCancelPayload,
  type InvoiceCreatePayloadInput,
  type InvoiceReportQuery,
  type InvoiceSettingsPayloadInput,
  type InvoicesQueryInput,
  type PaymentCreatePayloadInput,
} from '@fixo/shared';

import { apiGet, apiPost, apiPut, buildUrl, type Query } from '@/lib/api-client';

/**
 * The PDF download and 'Send to customer' routes come from the invoice-pdf branch; until its contract lands in
 * INVOICE_PATHS these are the paths it announced. Read through INVOICE_PATHS first so the merge needs no edit.
 */
const PATHS = INVOICE_PATHS as typeof INVOICE_PATHS & { pdf?: string; send?: string };
export const INVOICE_PDF_PATH = PATHS.pdf ?? '/api/Invoice/GetInvoicePdf';
export const INVOICE_SEND_PATH = PATHS.send ?? '/api/Invoice/SendInvoice';

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (query: InvoicesQueryInput) => ['invoices', 'list', query] as const,
  detail: (id: number) => ['invoices', 'detail', id] as const,
  report: (query: InvoiceReportQuery) => ['invoices', 'report', query] as const,
  settings: ['invoices', 'settings'] as const,
};

export const useInvoices = (query: InvoicesQueryInput) =>
  useQuery({
    queryKey: invoiceKeys.list(query),
    queryFn: async ({ signal }) =>
      invoicesPageSchema.parse(await apiGet<unknown>(INVOICE_PATHS.list, { query: query as Query, signal })),
    placeholderData: keepPreviousData,
  });

export const useInvoice = (id: number) =>
  useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: async ({ signal }) =>
      invoiceSchema.parse(await apiGet<unknown>(INVOICE_PATHS.get, { query: { invoiceid: id }, signal })),
    enabled: id > 0,
  });

export const useInvoiceReport = (query: InvoiceReportQuery) =>
  useQuery({
    queryKey: invoiceKeys.report(query),
    queryFn: async ({ signal }) =>
      invoiceReportSchema.parse(
        await apiGet<unknown>(INVOICE_PATHS.report, { query: query as unknown as Query, signal }),
      ),
    placeholderData: keepPreviousData,
  });

export const useInvoiceSettings = () =>
  useQuery({
    queryKey: invoiceKeys.settings,
    queryFn: async ({ signal }) =>
      invoiceSettingsSchema.parse(await apiGet<unknown>(INVOICE_PATHS.settings, { signal })),
  });

/** Every change of an invoice answers with the whole invoice: store it and refresh lists and report. */
function useStoreInvoice() {
  const queryClient = useQueryClient();
  return (invoice: Invoice) => {
    queryClient.setQueryData(invoiceKeys.detail(invoice.invoiceid), invoice);
    void queryClient.invalidateQueries({ queryKey: ['invoices', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['invoices', 'report'] });
    // A job card shows whether it is invoiced.
    void queryClient.invalidateQueries({ queryKey: ['job-cards'] });
  };
}

function useInvoiceWrite<T>(path: string) {
  const store = useStoreInvoice();
  return useMutation({
    mutationFn: async (payload: T) => invoiceSchema.parse(await apiPost<unknown>(path, payload)),
    onSuccess: store,
  });
}

export const useCreateInvoice = () => useInvoiceWrite<InvoiceCreatePayloadInput>(INVOICE_PATHS.create);
export const useCancelInvoice = () => useInvoiceWrite<InvoiceCancelPayload>(INVOICE_PATHS.cancel);
export const useAddPayment = () => useInvoiceWrite<PaymentCreatePayloadInput>(INVOICE_PATHS.addPayment);
export const useAddCreditNote = () =>
  useInvoiceWrite<CreditNoteCreatePayloadInput>(INVOICE_PATHS.addCreditNote);

export function useSaveInvoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: InvoiceSettingsPayloadInput) =>
      invoiceSettingsSchema.parse(await apiPut<unknown>(INVOICE_PATHS.saveSettings, payload)),
    onSuccess: (settings) => queryClient.setQueryData(invoiceKeys.settings, settings),
  });
}

export const invoicePdfHref = (invoiceid: number): string => buildUrl(INVOICE_PDF_PATH, { invoiceid });

/** What 'Send to customer' answers: the number texted and the private link (for the WhatsApp button). */
export interface SendInvoiceResult {
  sentto: string;
  link: string;
  whatsapp?: string;
}

export function useSendInvoice() {
  return useMutation({
    mutationFn: async (invoiceid: number) => {
      const raw = await apiPost<Partial<SendInvoiceResult> & Record<string, unknown>>(INVOICE_SEND_PATH, {
        invoiceid,
      });
      const link = String(raw.link ?? raw.pdflink ?? raw.url ?? '');
      const whatsapp = typeof raw.whatsapp === 'string' ? raw.whatsapp : undefined;
      return { sentto: String(raw.sentto ?? ''), link, ...(whatsapp ? { whatsapp } : {}) };
    },
  });
}
