import { ReceiptText, Plus, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { INVOICE_STATUSES, PAYMENT_STATUSES, type InvoiceListItem } from '@fixo/shared';

import { DataTable, useListParams, type ColumnDef } from '@/components/data-table';
import { buttonClasses } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';
import { SearchBox, SuitePageHeader } from '@/modules/suite/suite-page';

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

const columns: ColumnDef<InvoiceListItem>[] = [
  {
    id: 'invoiceno',
    header: 'Invoice',
    accessorKey: 'invoiceno',
    meta: { label: 'Invoice', card: 'title' },
    cell: ({ row }) => (
      <span>
        <span className="font-semibold">{row.original.invoiceno}</span>
        {row.original.documentkind === 'Bill of Supply' && (
          <span className="block text-xs text-slate-500">Bill of Supply</span>
        )}
      </span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    accessorKey: 'paymentstatus',
    meta: { label: 'Status', card: 'subtitle' },
    cell: ({ row }) => (
      <InvoiceStateBadges status={row.original.status} paymentstatus={row.original.paymentstatus} />
    ),
  },
  {
    id: 'issuedon',
    header: 'Date',
    accessorKey: 'issuedate',
    meta: { label: 'Date' },
    cell: ({ row }) => dayText(row.original.issuedate),
  },
  {
    id: 'customername',
    header: 'Customer',
    accessorKey: 'customername',
    meta: { label: 'Customer' },
    cell: ({ row }) => (
      <span>
        {row.original.customername}
        {row.original.mobile && <span className="block text-xs text-slate-500">{row.original.mobile}</span>}
      </span>
    ),
  },
  {
    id: 'vehicle',
    header: 'Vehicle',
    enableSorting: false,
    accessorKey: 'vehregistrationno',
    meta: { label: 'Vehicle' },
    cell: ({ row }) =>
      row.original.vehregistrationno ? (
        <span>
          <span className="font-mono font-semibold tracking-wide">{row.original.vehregistrationno}</span>
          {row.original.jobcardno && (
            <span className="block text-xs text-slate-500">{row.original.jobcardno}</span>
          )}
        </span>
      ) : (
        <span className="text-slate-500">Counter sale</span>
      ),
  },
  {
    id: 'grandtotal',
    header: 'Total',
    accessorKey: 'grandtotalpaise',
    meta: { label: 'Total', align: 'right' },
    cell: ({ row }) => (
      <span className="font-semibold tabular-nums">{inr(row.original.grandtotalpaise)}</span>
    ),
  },
  {
    id: 'balance',
    header: 'Balance',
    accessorKey: 'balancepaise',
    meta: { label: 'Balance', align: 'right' },
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
        title="Invoices"
        description={
          <>
            GST tax invoices of your workshop: generate from a job card or bill a counter sale.{' '}
            <Link
              to={`${INVOICE_LIST_PATH}/settings`}
              className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
            >
              <Settings className="size-4" aria-hidden /> Invoice settings
            </Link>
          </>
        }
        actions={
          <>
            <Link
              to={`${INVOICE_LIST_PATH}/new?from=job-card`}
              className={buttonClasses('outline', 'md', 'col-span-2')}
            >
              <ReceiptText className="size-4" aria-hidden /> Generate invoice
            </Link>
            <Link to={`${INVOICE_LIST_PATH}/new`} className={buttonClasses('primary')}>
              <Plus className="size-4" aria-hidden /> New invoice
            </Link>
          </>
        }
      />
      <SearchBox
        value={list.q}
        onSearch={list.setQuery}
        label="Search invoices"
        placeholder="Number, name, mobile or reg. no."
      />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <FilterField label="From">
          <Input
            type="date"
            value={list.filters.from}
            max={list.filters.to || undefined}
            onChange={(e) => list.setFilter('from', e.target.value)}
          />
        </FilterField>
        <FilterField label="To">
          <Input
            type="date"
            value={list.filters.to}
            min={list.filters.from || undefined}
            onChange={(e) => list.setFilter('to', e.target.value)}
          />
        </FilterField>
        <FilterField label="Invoice">
          <Select
            value={list.filters.status}
            onChange={(e) => list.setFilter('status', e.target.value)}
            options={[{ value: '', label: 'All' }, ...INVOICE_STATUSES.map((s) => ({ value: s, label: s }))]}
          />
        </FilterField>
        <FilterField label="Payment">
          <Select
            value={list.filters.pay}
            onChange={(e) => list.setFilter('pay', e.target.value)}
            options={[{ value: '', label: 'All' }, ...PAYMENT_STATUSES.map((s) => ({ value: s, label: s }))]}
          />
        </FilterField>
      </div>
      <DataTable
        label="Invoices"
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
            <span>No invoice matches these filters.</span>
          ) : (
            <>
              <span>No invoices yet. Generate one when a vehicle is delivered.</span>
              <Link to={`${INVOICE_LIST_PATH}/new?from=job-card`} className={buttonClasses('primary')}>
                Generate invoice
              </Link>
            </>
          )
        }
      />
    </div>
  );
}
