import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { INVOICE_PATHS, gstr1Schema, type InvoiceReportQuery, type Query } from '@fixo/shared';

import { apiGet } from '@/lib/api-client';

import { invoiceKeys } from './invoices-api';

/**
 * The GSTR-1 tables of the report's range. Apart from invoices-api.ts so that its schema comes with the panel's
 * own chunk, after the report is on screen.
 */
export const useGstr1 = (query: InvoiceReportQuery) =>
  useQuery({
    queryKey: invoiceKeys.gstr1(query),
    queryFn: async ({ signal }) =>
      gstr1Schema.parse(
        await apiGet<unknown>(INVOICE_PATHS.gstr1, { query: query as unknown as Query, signal }),
      ),
    placeholderData: keepPreviousData,
  });
