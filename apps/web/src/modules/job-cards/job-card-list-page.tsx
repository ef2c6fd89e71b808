import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JOB_CARD_STATUSES, type JobCardListItem, type JobCardsQueryInput } from '@fixo/shared';

import { DataTable, serverListProps, useListParams, type ColumnDef } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { oneOf, pagedListQuery } from '@/lib/list-query';
import { inr } from '@/modules/parts';
import { customerColumn, vehicleColumn, FilterTabs, SearchBox, SuitePageHeader } from '@/modules/suite';

import { dateTime, JobCardStatusBadge } from './job-card-status';
import { useJobCardEvents, useJobCards } from './job-cards-api';
import { NAMESPACE } from './job-cards.texts';

const PAGE_SIZE = 20;
type Sort = NonNullable<JobCardsQueryInput['SORT']>;

const makeColumns = (t: TFunction<typeof NAMESPACE>): ColumnDef<JobCardListItem>[] => [
  {
    id: 'jobcardno',
    header: t('jobCard'),
    accessorKey: 'jobcardno',
    meta: { label: t('jobCard'), card: 'title' },
  },
  {
    id: 'status',
    header: t('statusLabel'),
    enableSorting: false,
    accessorKey: 'status',
    meta: { label: t('statusLabel'), card: 'subtitle' },
    cell: ({ row }) => (
      <span className="inline-flex items-center gap-1.5">
        <JobCardStatusBadge status={row.original.status} />
        {row.original.pendingapprovalcount > 0 && (
          <Badge variant="warning">{t('waiting', { n: row.original.pendingapprovalcount })}</Badge>
        )}
      </span>
    ),
  },
  customerColumn<JobCardListItem>(),
  vehicleColumn<JobCardListItem>((row) => row.vehicle),
  {
    id: 'promiseddelivery',
    header: t('promised'),
    accessorKey: 'promiseddelivery',
    meta: { label: t('promised') },
    cell: ({ row }) => (row.original.promiseddelivery ? dateTime(row.original.promiseddelivery) : '—'),
  },
  {
    id: 'grandtotal',
    header: t('total'),
    accessorKey: 'grandtotalpaise',
    meta: { label: t('total'), align: 'right' },
    cell: ({ row }) => <span className="font-semibold">{inr(row.original.grandtotalpaise)}</span>,
  },
  {
    id: 'createdon',
    header: t('opened'),
    accessorKey: 'createdon',
    meta: { label: t('opened'), card: 'hidden' },
    cell: ({ row }) => dateTime(row.original.createdon),
  },
];

/** The job cards: tabs by status with counts, search by number, registration, mobile or name; live. */
export default function JobCardListPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const tc = useTranslation('common').t;
  // i18n.language: the column headers follow a language switch.
  const columns = useMemo(() => makeColumns(t), [t, i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps
  const list = useListParams({ defaultSort: { sort: 'createdon', dir: 'desc' }, filterNames: ['status'] });
  const status = oneOf(JOB_CARD_STATUSES, list.filters.status);
  const query = useJobCards({ ...pagedListQuery<Sort>(list, 'createdon', PAGE_SIZE), STATUS: status });
  useJobCardEvents();
  const counts = query.data?.counts ?? {};
  const all = Object.values(counts).reduce((a, b) => a + b, 0);

  return (
    <div className="flex flex-col gap-4">
      <SuitePageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Link to="/service-manager/service-request" className={buttonClasses('primary')}>
            <Plus className="size-4" aria-hidden /> {tc('ui.newServiceRequest')}
          </Link>
        }
      />
      <FilterTabs
        label={t('statusLabel')}
        tabs={[
          { value: '', label: t('all'), count: query.data ? all : undefined },
          ...JOB_CARD_STATUSES.map((s) => ({
            value: s,
            label: t(`status.${s}`),
            count: counts[s] ?? (query.data ? 0 : undefined),
          })),
        ]}
        selected={status ?? ''}
        onSelect={(value) => list.setFilter('status', value)}
      />
      <SearchBox
        value={list.q}
        onSearch={list.setQuery}
        label={t('search')}
        placeholder={t('searchPlaceholder')}
      />
      <DataTable
        label={t('title')}
        columns={columns}
        {...serverListProps(list, query, PAGE_SIZE)}
        getRowId={(row) => String(row.jobcardid)}
        rowHref={(row) => `/service-manager/service-request/service-request-details/${row.jobcardid}`}
        empty={
          list.q || status ? (
            <span>{t('noMatch')}</span>
          ) : (
            <>
              <span>{t('noneYet')}</span>
              <Link to="/service-manager/service-request" className={buttonClasses('primary')}>
                {tc('ui.newServiceRequest')}
              </Link>
            </>
          )
        }
      />
    </div>
  );
}
