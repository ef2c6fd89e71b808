import { format } from 'date-fns';
import { Phone, Search, Star } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { ManagerCenterSort, ManagerServiceCenterItem } from '@fixo/shared';

import { PageTitle } from '@/components/layout/page-title';
import { DataTable, type ColumnDef, type ListSort } from '@/components/data-table';
import { LazyConfirmDialog } from '@/components/lazy-confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

import {
  centerDetailsPath,
  MANAGER_PAGE_SIZE,
  type CenterListParams,
  type CenterStatus,
  useCenterActionCopy,
  useCenterStatusAction,
  useManagerCenters,
} from './manager-api';
import { NAMESPACE } from './managers.texts';

export function formatRegisteredOn(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '-' : format(d, 'dd/MM/yyyy');
}

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

function Rating({ value }: { value: number }) {
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
      {value.toFixed(1)}
    </span>
  );
}

/** The center's name, leading to its details (where the manager checks it before acting). */
function DetailsLink({ center, from }: { center: ManagerServiceCenterItem; from: string }) {
  return (
    <Link
      to={centerDetailsPath(center.servicecenterid)}
      state={{ from }}
      className="text-slate-900 underline decoration-slate-300 underline-offset-2 hover:text-brand-700"
    >
      {center.servicecentername}
    </Link>
  );
}

/** The list's columns; the action column gets its button from the list (it opens the confirmation). */
function centerColumns(
  t: TFunction,
  listPath: string,
  actionButton: (c: ManagerServiceCenterItem, className?: string) => ReactNode,
): ColumnDef<ManagerServiceCenterItem>[] {
  return [
    {
      id: 'name',
      accessorKey: 'servicecentername',
      header: t('list.columns.name'),
      meta: { label: t('list.columns.name'), className: 'font-semibold' },
      cell: ({ row }) => <DetailsLink center={row.original} from={listPath} />,
    },
    {
      id: 'city',
      accessorKey: 'city',
      header: t('list.columns.city'),
      meta: { label: t('list.columns.city') },
      cell: ({ row }) => row.original.city || '-',
    },
    {
      id: 'contact',
      accessorKey: 'contactperson',
      header: t('list.columns.contact'),
      meta: { label: t('list.columns.contact') },
      cell: ({ row }) => row.original.contactperson || '-',
    },
    {
      id: 'mobile',
      accessorKey: 'mobilenO1',
      header: t('list.columns.mobile'),
      meta: { label: t('list.columns.mobile') },
      cell: ({ row }) => (
        <a
          href={`tel:+91${row.original.mobilenO1}`}
          className="text-brand-700 underline-offset-2 hover:underline"
        >
          {row.original.mobilenO1}
        </a>
      ),
    },
    {
      id: 'plan',
      accessorKey: 'plan',
      header: t('list.columns.plan'),
      meta: { label: t('list.columns.plan') },
      cell: ({ row }) => <PlanBadge plan={row.original.plan} />,
    },
    {
      id: 'rating',
      accessorKey: 'scrating',
      header: t('list.columns.rating'),
      meta: { label: t('list.columns.rating') },
      cell: ({ row }) => <Rating value={row.original.scrating} />,
    },
    {
      id: 'registeredon',
      accessorKey: 'registeredon',
      header: t('list.columns.registeredon'),
      meta: { label: t('list.columns.registeredon'), className: 'whitespace-nowrap' },
      cell: ({ row }) => formatRegisteredOn(row.original.registeredon),
    },
    {
      id: 'action',
      header: () => <span className="block text-right">{t('list.columns.action')}</span>,
      enableSorting: false,
      meta: { label: t('list.columns.action'), align: 'right' },
      cell: ({ row }) => actionButton(row.original),
    },
  ];
}

function PlanBadge({ plan }: { plan: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Badge variant={plan === 'None' ? 'neutral' : 'brand'}>
      {plan === 'None' ? t('list.plans.None') : plan}
    </Badge>
  );
}

/** The phone card: name and place, rating, the details a manager scans, then call and act. */
function CenterCard({
  center: c,
  listPath,
  action,
}: {
  center: ManagerServiceCenterItem;
  listPath: string;
  action: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-bold break-words">
            <DetailsLink center={c} from={listPath} />
          </p>
          <p className="text-sm text-slate-600">{[c.city, c.state].filter(Boolean).join(', ')}</p>
        </div>
        <Rating value={c.scrating} />
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">{t('list.columns.contact')}</dt>
        <dd className="text-slate-800">{c.contactperson || '-'}</dd>
        <dt className="text-slate-500">{t('list.columns.plan')}</dt>
        <dd>
          <PlanBadge plan={c.plan} />
        </dd>
        <dt className="text-slate-500">{t('list.columns.registeredon')}</dt>
        <dd className="text-slate-800">{formatRegisteredOn(c.registeredon)}</dd>
      </dl>
      <div className="flex gap-2">
        <a
          href={`tel:+91${c.mobilenO1}`}
          className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg border border-slate-300 text-sm font-semibold text-brand-700"
        >
          <Phone className="size-4" aria-hidden />
          {c.mobilenO1}
        </a>
        {action}
      </div>
    </div>
  );
}

export function ServiceCentersList({ status, title }: { status: CenterStatus; title: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), 300);
  // Waiting registrations newest first; active centers by name. A header click starts ascending, then toggles.
  const [sort, setSort] = useState<ListSort>(
    status === 'inactive' ? { sort: 'registeredon', dir: 'desc' } : { sort: 'name', dir: 'asc' },
  );
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<ManagerServiceCenterItem | null>(null);
  const copy = useCenterActionCopy(status);
  const listPath = status === 'active' ? '/active-service-center' : '/inactive-service-center';

  useEffect(() => setPage(1), [search]);

  const params: CenterListParams = {
    status,
    search,
    sort: (sort.sort ?? 'name') as ManagerCenterSort,
    order: sort.dir,
    page,
  };
  const list = useManagerCenters(params);

  const act = useCenterStatusAction(status, () => setTarget(null));

  const data = list.data;
  const total = data?.total ?? 0;
  const columns = useMemo(() => {
    const actionButton = (c: ManagerServiceCenterItem, className?: string) => (
      <Button
        size="sm"
        variant={status === 'inactive' ? 'primary' : 'outline'}
        className={cn(
          'relative z-10',
          status === 'active' && 'border-red-300 text-red-700 hover:bg-red-50',
          className,
        )}
        onClick={() => setTarget(c)}
        aria-label={copy.label(c.servicecentername)}
      >
        {copy.action}
      </Button>
    );
    return { list: centerColumns(t, listPath, actionButton), actionButton };
  }, [status, listPath, t, copy]);

  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 sm:py-10">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <PageTitle>{title}</PageTitle>
          <p className="text-slate-600" aria-live="polite">
            {data ? t('list.count', { count: total }) : ' '}
          </p>
        </div>
        <div className="relative w-full sm:w-80">
          <Search className="pointer-events-none absolute top-3 left-3 size-5 text-slate-400" aria-hidden />
          <Input
            type="search"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            placeholder={t('list.searchPlaceholder')}
            aria-label={t('list.searchLabel')}
            className="pl-10"
          />
        </div>
      </div>

      <DataTable
        label={title}
        columns={columns.list}
        data={data?.items}
        getRowId={(c) => String(c.servicecenterid)}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        page={page}
        pageCount={Math.ceil(total / MANAGER_PAGE_SIZE)}
        onPageChange={setPage}
        isLoading={list.isPending}
        isFetching={list.isFetching && list.isPlaceholderData}
        error={list.error}
        onRetry={() => void list.refetch()}
        renderCard={(row) => (
          <CenterCard
            center={row.original}
            listPath={listPath}
            action={columns.actionButton(row.original, 'min-h-11 flex-1')}
          />
        )}
        empty={
          <>
            <p className="max-w-md text-slate-600">
              {search ? t(`list.emptySearch.${status}`) : t(`list.empty.${status}`)}
            </p>
            {search && (
              <Button variant="outline" onClick={() => setSearchText('')}>
                {t('list.clearSearch')}
              </Button>
            )}
          </>
        }
      />

      <LazyConfirmDialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open && !act.isPending) setTarget(null);
        }}
        title={copy.confirmTitle}
        description={target && copy.description(target.servicecentername, target.city)}
        confirmLabel={copy.action}
        confirmVariant={status === 'inactive' ? 'primary' : 'destructive'}
        busy={act.isPending}
        onConfirm={() => {
          if (target) act.mutate(target);
        }}
      />
    </section>
  );
}
