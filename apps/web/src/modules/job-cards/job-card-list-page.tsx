import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import {
  JOB_CARD_STATUS_LABELS,
  JOB_CARD_STATUSES,
  type JobCardListItem,
  type JobCardsQueryInput,
  type JobCardStatus,
} from '@fixo/shared';

import { DataTable, serverListProps, useListParams, type ColumnDef } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { inr } from '@/modules/parts/part-format';
import { customerColumn, vehicleColumn } from '@/modules/suite/suite-columns';
import { FilterTabs, SearchBox, SuitePageHeader } from '@/modules/suite/suite-page';

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
  customerColumn<JobCardListItem>(),
  vehicleColumn<JobCardListItem>((row) => row.vehicle),
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
      <FilterTabs
        label="Status"
        tabs={[
          { value: '', label: 'All', count: query.data ? all : undefined },
          ...JOB_CARD_STATUSES.map((s) => ({
            value: s,
            label: JOB_CARD_STATUS_LABELS[s],
            count: counts[s] ?? (query.data ? 0 : undefined),
          })),
        ]}
        selected={status ?? ''}
        onSelect={(value) => list.setFilter('status', value)}
      />
      <SearchBox
        value={list.q}
        onSearch={list.setQuery}
        label="Search job cards"
        placeholder="Number, reg. no., mobile or name"
      />
      <DataTable
        label="Job cards"
        columns={columns}
        {...serverListProps(list, query, PAGE_SIZE)}
        getRowId={(row) => String(row.jobcardid)}
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
