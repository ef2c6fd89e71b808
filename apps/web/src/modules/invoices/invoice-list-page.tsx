import { useTranslation } from 'react-i18next';
import { ReceiptText, Plus, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { INVOICE_STATUSES, PAYMENT_STATUSES, type InvoiceListItem } from '@fixo/shared';

import { DataTable, useListParams, type ColumnDef } from '@/components/data-table';
import { buttonClasses } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';
import { SearchBox, SuitePageHeader } from '@/modules/suite';

import {
  dayText,
  inr,
  INVOICE_FILTERS,
  INVOICE_LIST_PATH,
  invoiceHref,
  invoiceListQuery,
  InvoiceStateBadges,
  PAGE_SIZE,
} from './invoice-format';
import { useInvoices } from './invoices-api';
import { NAMESPACE } from './invoices.texts';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';

const makeColumns = (t: TFunction<typeof NAMESPACE>): ColumnDef<InvoiceListItem>[] => [
  {
    id: 'invoiceno',
    header: t('invoice'),
    accessorKey: 'invoiceno',
    meta: { label: t('invoice'), card: 'title' },
    cell: ({ row }) => (
      <span>
        <span className="font-semibold">{row.original.invoiceno}</span>
        {row.original.documentkind === 'Bill of Supply' && (
          <span className="block text-xs text-slate-500">{t('billOfSupply')}</span>
        )}
      </span>
    ),
  },
  {
    id: 'status',
    header: t('status'),
    enableSorting: false,
    accessorKey: 'paymentstatus',
    meta: { label: t('status'), card: 'subtitle' },
    cell: ({ row }) => (
      <InvoiceStateBadges status={row.original.status} paymentstatus={row.original.paymentstatus} />
    ),
  },
  {
    id: 'issuedon',
    header: t('date'),
    accessorKey: 'issuedate',
    meta: { label: t('date') },
    cell: ({ row }) => dayText(row.original.issuedate),
  },
  {
    id: 'customername',
    header: t('customer'),
    accessorKey: 'customername',
    meta: { label: t('customer') },
    cell: ({ row }) => (
      <span>
        {row.original.customername}
        {row.original.mobile && <span className="block text-xs text-slate-500">{row.original.mobile}</span>}
      </span>
    ),
  },
  {
    id: 'vehicle',
    header: t('vehicle'),
    enableSorting: false,
    accessorKey: 'vehregistrationno',
    meta: { label: t('vehicle') },
    cell: ({ row }) =>
      row.original.vehregistrationno ? (
        <span>
          <span className="font-mono font-semibold tracking-wide">{row.original.vehregistrationno}</span>
          {row.original.jobcardno && (
            <span className="block text-xs text-slate-500">{row.original.jobcardno}</span>
          )}
        </span>
      ) : (
        <span className="text-slate-500">{t('counterSale')}</span>
      ),
  },
  {
    id: 'grandtotal',
    header: t('total'),
    accessorKey: 'grandtotalpaise',
    meta: { label: t('total'), align: 'right' },
    cell: ({ row }) => (
      <span className="font-semibold tabular-nums">{inr(row.original.grandtotalpaise)}</span>
    ),
  },
  {
    id: 'balance',
    header: t('balance'),
    accessorKey: 'balancepaise',
    meta: { label: t('balance'), align: 'right' },
    cell: ({ row }) =>
      row.original.status === 'Cancelled' ? (
        '—'
      ) : (
        <span
          className={
            row.original.balancepaise > 0 ? 'font-semibold text-red-700 tabular-nums' : 'tabular-nums'
          }
        >
          {inr(row.original.balancepaise)}
        </span>
      ),
  },
];

function FilterField({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-xs font-medium text-slate-600">
      {label}
      {children}
    </label>
  );
}

/** /service-manager/invoice-for-sr: every invoice of the center, paged by the server. */
export default function InvoiceListPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  // i18n.language: the column headers follow a language switch.
  const columns = useMemo(() => makeColumns(t), [t, i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps
  const list = useListParams({
    defaultSort: { sort: 'issuedon', dir: 'desc' },
    filterNames: INVOICE_FILTERS,
  });
  const query = useInvoices(invoiceListQuery(list));
  const total = query.data?.total ?? 0;
  const filtered = Boolean(list.q || INVOICE_FILTERS.some((f) => list.filters[f]));

  return (
    <div className="flex flex-col gap-4">
      <SuitePageHeader
        title={t('title')}
        description={
          <>
            {t('description')}{' '}
            <Link
              to={`${INVOICE_LIST_PATH}/settings`}
              className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
            >
              <Settings className="size-4" aria-hidden /> {t('settings')}
            </Link>
          </>
        }
        actions={
          <>
            <Link
              to={`${INVOICE_LIST_PATH}/new?from=job-card`}
              className={buttonClasses('outline', 'md', 'col-span-2')}
            >
              <ReceiptText className="size-4" aria-hidden /> {t('invoiceJobCard')}
            </Link>
            {/* named by what each starts: the two read alike as 'Generate invoice' and 'New invoice' */}
            <Link to={`${INVOICE_LIST_PATH}/new`} className={buttonClasses('primary')}>
              <Plus className="size-4" aria-hidden /> {t('newCounterSale')}
            </Link>
          </>
        }
      />
      <SearchBox
        value={list.q}
        onSearch={list.setQuery}
        label={t('search')}
        placeholder={t('searchPlaceholder')}
      />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <FilterField label={t('from')}>
          <Input
            type="date"
            value={list.filters.from}
            max={list.filters.to || undefined}
            onChange={(e) => list.setFilter('from', e.target.value)}
          />
        </FilterField>
        <FilterField label={t('to')}>
          <Input
            type="date"
            value={list.filters.to}
            min={list.filters.from || undefined}
            onChange={(e) => list.setFilter('to', e.target.value)}
          />
        </FilterField>
        <FilterField label={t('invoice')}>
          <Select
            value={list.filters.status}
            onChange={(e) => list.setFilter('status', e.target.value)}
            options={[
              { value: '', label: t('all') },
              ...INVOICE_STATUSES.map((s) => ({ value: s, label: t(`invoiceStatus.${s}`) })),
            ]}
          />
        </FilterField>
        <FilterField label={t('payment')}>
          <Select
            value={list.filters.pay}
            onChange={(e) => list.setFilter('pay', e.target.value)}
            options={[
              { value: '', label: t('all') },
              ...PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`paymentStatus.${s}`) })),
            ]}
          />
        </FilterField>
      </div>
      <DataTable
        label={t('title')}
        columns={columns}
        data={query.data?.items}
        getRowId={(row) => String(row.invoiceid)}
        sort={list}
        onSortChange={list.setSort}
        page={list.page}
        pageSize={PAGE_SIZE}
        totalRows={total}
        pageCount={Math.ceil(total / PAGE_SIZE)}
        onPageChange={list.setPage}
        isLoading={query.isPending}
        isFetching={query.isFetching && query.isPlaceholderData}
        error={query.error}
        onRetry={() => void query.refetch()}
        rowHref={(row) => invoiceHref(row.invoiceid)}
        empty={
          filtered ? (
            <span>{t('noMatch')}</span>
          ) : (
            <>
              <span>{t('noneYet')}</span>
              <Link to={`${INVOICE_LIST_PATH}/new?from=job-card`} className={buttonClasses('primary')}>
                {t('generate')}
              </Link>
            </>
          )
        }
      />
    </div>
  );
}
