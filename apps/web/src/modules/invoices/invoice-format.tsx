import { useTranslation } from 'react-i18next';
import { format, parseISO } from 'date-fns';
import {
  INVOICE_STATUSES,
  PAYMENT_STATUSES,
  type InvoiceStatus,
  type InvoicesQueryInput,
  type PaymentStatus,
} from '@fixo/shared';

import { Badge, type BadgeProps } from '@/components/ui/badge';
import type { ListParams } from '@/components/data-table';
import { oneOf } from '@/lib/list-query';
import { NAMESPACE } from './invoices.texts';

export { inr, qtyText } from '@/modules/parts';

export const INVOICE_LIST_PATH = '/service-manager/invoice-for-sr';
export const invoiceHref = (invoiceid: number): string => `${INVOICE_LIST_PATH}/${invoiceid}`;

const PAYMENT_TONE: Record<PaymentStatus, NonNullable<BadgeProps['variant']>> = {
  Paid: 'success',
  'Partly paid': 'warning',
  Unpaid: 'danger',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return <Badge variant={PAYMENT_TONE[status]}>{t(`paymentStatus.${status}`)}</Badge>;
}

/** A cancelled invoice says so louder than its payment state (nothing is owed on it). */
export function InvoiceStateBadges({
  status,
  paymentstatus,
}: {
  status: InvoiceStatus;
  paymentstatus: PaymentStatus;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (status === 'Cancelled') return <Badge variant="danger">{t('invoiceStatus.Cancelled')}</Badge>;
  return <PaymentStatusBadge status={paymentstatus} />;
}

/** 'YYYY-MM-DD' as the app and the PDF print dates for India: 05/11/2026. */
export const dayText = (ymd: string | null | undefined): string => {
  if (!ymd) return '—';
  const d = parseISO(ymd.slice(0, 10));
  return Number.isNaN(d.getTime()) ? ymd : format(d, 'dd/MM/yyyy');
};

export const PAGE_SIZE = 20;
/** The list's filters as they sit in the address. */
export const INVOICE_FILTERS = ['from', 'to', 'status', 'pay'] as const;

const dateOrUndefined = (value: string | undefined): string | undefined =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

/**
 * The server query of the list from the address: search, dates, invoice status (Issued/Cancelled) and payment
 * status (Paid/Partly paid/Unpaid). Anything unknown in the address is left out rather than sent to fail.
 */
export function invoiceListQuery(list: Pick<ListParams, 'q' | 'page' | 'sort' | 'dir' | 'filters'>) {
  const query: InvoicesQueryInput = {
    PAGE: list.page,
    PAGESIZE: PAGE_SIZE,
    SORT: (list.sort ?? 'issuedon') as NonNullable<InvoicesQueryInput['SORT']>,
    ORDER: list.dir,
  };
  if (list.q) query.SEARCH = list.q;
  const from = dateOrUndefined(list.filters.from);
  const to = dateOrUndefined(list.filters.to);
  if (from) query.FROM = from;
  if (to) query.TO = to;
  const status = oneOf(INVOICE_STATUSES, list.filters.status);
  const pay = oneOf(PAYMENT_STATUSES, list.filters.pay);
  if (status) query.STATUS = status;
  if (pay) query.PAYMENTSTATUS = pay;
  return query;
}
