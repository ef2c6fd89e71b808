import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  INVOICE_PATHS,
  buildUrl,
  invoiceReportSchema,
  invoiceSchema,
  invoiceSendResultSchema,
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
  type Query,
} from '@fixo/shared';

import { apiGet, apiPost, apiPut } from '@/lib/api-client';
import { pagedListQueryOptions } from '@/lib/list-query';

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (query: InvoicesQueryInput) => ['invoices', 'list', query] as const,
  detail: (id: number) => ['invoices', 'detail', id] as const,
  report: (query: InvoiceReportQuery) => ['invoices', 'report', query] as const,
  gstr1: (query: InvoiceReportQuery) => ['invoices', 'gstr1', query] as const,
  settings: ['invoices', 'settings'] as const,
};

export const useInvoices = (query: InvoicesQueryInput) =>
  useQuery(pagedListQueryOptions(invoiceKeys.list(query), INVOICE_PATHS.list, invoicesPageSchema, query));

export const useInvoice = (id: number) =>
  useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: async ({ signal }) =>
      invoiceSchema.parse(await apiGet<unknown>(INVOICE_PATHS.get, { query: { invoiceid: id }, signal })),
    enabled: id > 0,
  });

/** `enabled` false while the screen's range is not a range yet (the screen says so; the server would only refuse). */
export const useInvoiceReport = (query: InvoiceReportQuery, enabled = true) =>
  useQuery({
    enabled,
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

/** Every change of an invoice answers with the whole invoice: store it and refresh lists, report and GSTR-1. */
function useStoreInvoice() {
  const queryClient = useQueryClient();
  return (invoice: Invoice) => {
    queryClient.setQueryData(invoiceKeys.detail(invoice.invoiceid), invoice);
    void queryClient.invalidateQueries({ queryKey: ['invoices', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['invoices', 'report'] });
    void queryClient.invalidateQueries({ queryKey: ['invoices', 'gstr1'] });
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
    onSuccess: (settings) => {
      queryClient.setQueryData(invoiceKeys.settings, settings);
      // a composition dealer files no GSTR-1
      void queryClient.invalidateQueries({ queryKey: ['invoices', 'gstr1'] });
    },
  });
}

export const invoicePdfHref = (invoiceid: number): string => buildUrl(INVOICE_PATHS.pdf, { invoiceid });

/** 'Send to customer': SMS with a private PDF link; the answer carries the WhatsApp click-to-chat link too. */
export function useSendInvoice() {
  return useMutation({
    mutationFn: async (invoiceid: number) =>
      invoiceSendResultSchema.parse(await apiPost<unknown>(INVOICE_PATHS.send, { invoiceid })),
  });
}
