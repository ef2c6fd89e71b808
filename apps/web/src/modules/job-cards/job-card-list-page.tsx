import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import {
  JOB_CARD_STATUS_LABELS,
  JOB_CARD_STATUSES,
  type JobCardListItem,
  type JobCardsQueryInput,
  type JobCardStatus,
} from '@fixo/shared';

import { DataTable, useListParams, type ColumnDef } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { inr } from '@/modules/parts/part-format';
import { SearchBox, SuitePageHeader } from '@/modules/suite/suite-page';

import { dateTime, JobCardStatusBadge } from './job-card-status';
import { useJobCardEvents, useJobCards } from './job-cards-api';

const PAGE_SIZE = 20;
type Sort = NonNullable<JobCardsQueryInput['SORT']>;

const columns: ColumnDef<JobCardListItem>[] = [
  {
    id: 'jobcardno',
    header: 'Job card',
    accessorKey: 'jobcardno',
    meta: { label: 'Job card', card: 'title' },
  },
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    accessorKey: 'status',
    meta: { label: 'Status', card: 'subtitle' },
    cell: ({ row }) => (
      <span className="inline-flex items-center gap-1.5">
        <JobCardStatusBadge status={row.original.status} />
        {row.original.pendingapprovalcount > 0 && (
          <Badge variant="warning">{row.original.pendingapprovalcount} waiting</Badge>
        )}
      </span>
    ),
  },
  {
    id: 'customername',
    header: 'Customer',
    accessorKey: 'customername',
    meta: { label: 'Customer' },
    cell: ({ row }) => (
      <span>
        {row.original.customername}
        <span className="block text-xs text-slate-500">{row.original.mobilenO1}</span>
      </span>
    ),
  },
  {
    id: 'vehicle',
    header: 'Vehicle',
    enableSorting: false,
    accessorKey: 'vehregistrationno',
    meta: { label: 'Vehicle' },
    cell: ({ row }) => (
      <span>
        <span className="font-mono font-semibold tracking-wide">{row.original.vehregistrationno}</span>
        <span className="block truncate text-xs text-slate-500">{row.original.vehicle}</span>
      </span>
    ),
  },
  {
    id: 'promiseddelivery',
    header: 'Promised',
    accessorKey: 'promiseddelivery',
    meta: { label: 'Promised' },
    cell: ({ row }) => (row.original.promiseddelivery ? dateTime(row.original.promiseddelivery) : '—'),
  },
  {
    id: 'grandtotal',
    header: 'Total',
    accessorKey: 'grandtotalpaise',
    meta: { label: 'Total', align: 'right' },
    cell: ({ row }) => <span className="font-semibold">{inr(row.original.grandtotalpaise)}</span>,
  },
  {
    id: 'createdon',
    header: 'Opened',
    accessorKey: 'createdon',
    meta: { label: 'Opened', card: 'hidden' },
    cell: ({ row }) => dateTime(row.original.createdon),
  },
];

/** The job cards: tabs by status with counts, search by number, registration, mobile or name; live. */
export default function JobCardListPage() {
  const list = useListParams({ defaultSort: { sort: 'createdon', dir: 'desc' }, filterNames: ['status'] });
  const status = (JOB_CARD_STATUSES as readonly string[]).includes(list.filters.status ?? '')
    ? (list.filters.status as JobCardStatus)
    : undefined;
  const query = useJobCards({
    SEARCH: list.q,
    SORT: (list.sort ?? 'createdon') as Sort,
    ORDER: list.dir,
    PAGE: list.page,
    PAGESIZE: PAGE_SIZE,
    STATUS: status,
  });
  useJobCardEvents();
  const counts = query.data?.counts ?? {};
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  const total = query.data?.total ?? 0;

  const tab = (value: JobCardStatus | undefined, label: string, count: number | undefined) => (
    <button
      key={value ?? 'all'}
      type="button"
      role="tab"
      aria-selected={status === value}
      onClick={() => list.setFilter('status', value ?? '')}
      className={cn(
        'flex min-h-10 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap',
        status === value
          ? 'border-brand-600 bg-brand-600 text-white'
          : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
      )}
    >
      {label}
      {count !== undefined && (
        <span className={cn('tabular-nums', status === value ? 'text-brand-100' : 'text-slate-500')}>
          {count}
        </span>
      )}
    </button>
  );

  return (
    <div className="flex flex-col gap-4">
      <SuitePageHeader
        title="Job cards"
        description="Every vehicle in your workshop, from intake to delivery."
        actions={
          <Link to="/service-manager/service-request" className={buttonClasses('primary')}>
            <Plus className="size-4" aria-hidden /> New Service Request
          </Link>
        }
      />
      <div
        role="tablist"
        aria-label="Status"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:px-0"
      >
        {tab(undefined, 'All', query.data ? all : undefined)}
        {JOB_CARD_STATUSES.map((s) =>
          tab(s, JOB_CARD_STATUS_LABELS[s], counts[s] ?? (query.data ? 0 : undefined)),
        )}
      </div>
      <SearchBox
        value={list.q}
        onSearch={list.setQuery}
        label="Search job cards"
        placeholder="Number, reg. no., mobile or name"
      />
      <DataTable
        label="Job cards"
        columns={columns}
        data={query.data?.items}
        getRowId={(row) => String(row.jobcardid)}
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
        rowHref={(row) => `/service-manager/service-request/service-request-details/${row.jobcardid}`}
        empty={
          list.q || status ? (
            <span>No job card matches.</span>
          ) : (
            <>
              <span>No job cards yet. Open the first one when a vehicle comes in.</span>
              <Link to="/service-manager/service-request" className={buttonClasses('primary')}>
                New Service Request
              </Link>
            </>
          )
        }
      />
    </div>
  );
}
