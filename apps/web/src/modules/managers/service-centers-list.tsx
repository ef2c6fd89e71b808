import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { ArrowDown, ArrowUp, ArrowUpDown, Building2, Phone, Search, Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { UI_TEXTS, type ManagerCenterSort, type ManagerServiceCenterItem } from '@fixo/shared';

import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

import {
  CENTER_ACTION_COPY,
  centerActionDescription,
  centerDetailsPath,
  fetchManagerCenters,
  MANAGER_PAGE_SIZE,
  managerCentersKey,
  type CenterListParams,
  type CenterStatus,
  useCenterStatusAction,
} from './manager-api';

const COLUMNS: { sort: ManagerCenterSort; label: string }[] = [
  { sort: 'name', label: 'Name' },
  { sort: 'city', label: 'City' },
  { sort: 'contact', label: 'Contact' },
  { sort: 'mobile', label: 'Mobile' },
  { sort: 'plan', label: 'Plan' },
  { sort: 'rating', label: 'Rating' },
  { sort: 'registeredon', label: 'Registered on' },
];

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

/** Page numbers to show: first, last, current ±1, with null for a gap. */
function pageItems(page: number, pages: number): (number | null)[] {
  const keep = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...keep].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  });
  return out;
}

const COPY: Record<CenterStatus, { empty: string; emptySearch: string }> = {
  active: {
    empty: 'No active service centers yet. Approve a center from the inactive list and it appears here.',
    emptySearch: 'No active service center matches your search.',
  },
  inactive: {
    empty: 'Nothing waiting for approval. New registrations will show up here.',
    emptySearch: 'No inactive service center matches your search.',
  },
};

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

export function ServiceCentersList({ status, title }: { status: CenterStatus; title: string }) {
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), 300);
  const [sort, setSort] = useState<ManagerCenterSort>(status === 'inactive' ? 'registeredon' : 'name');
  const [order, setOrder] = useState<'asc' | 'desc'>(status === 'inactive' ? 'desc' : 'asc');
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<ManagerServiceCenterItem | null>(null);
  const copy = { ...COPY[status], ...CENTER_ACTION_COPY[status] };
  const listPath = status === 'active' ? '/active-service-center' : '/inactive-service-center';

  useEffect(() => setPage(1), [search]);

  const params: CenterListParams = { status, search, sort, order, page };
  const list = useQuery({
    queryKey: [...managerCentersKey, params],
    queryFn: ({ signal }) => fetchManagerCenters(params, signal),
    placeholderData: keepPreviousData,
  });

  const act = useCenterStatusAction(status, () => setTarget(null));

  function sortBy(column: ManagerCenterSort) {
    if (column === sort) setOrder(order === 'asc' ? 'desc' : 'asc');
    else {
      setSort(column);
      setOrder('asc');
    }
    setPage(1);
  }

  const data = list.data;
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MANAGER_PAGE_SIZE));
  const items = data?.items ?? [];
  const actionButton = (c: ManagerServiceCenterItem, className?: string) => (
    <Button
      size="sm"
      variant={status === 'inactive' ? 'primary' : 'outline'}
      className={cn(status === 'active' && 'border-red-300 text-red-700 hover:bg-red-50', className)}
      onClick={() => setTarget(c)}
      aria-label={`${copy.action} ${c.servicecentername}`}
    >
      {copy.action}
    </Button>
  );

  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 sm:py-10">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          <p className="text-slate-600" aria-live="polite">
            {data ? `${total} service center${total === 1 ? '' : 's'}` : ' '}
          </p>
        </div>
        <div className="relative w-full sm:w-80">
          <Search className="pointer-events-none absolute top-3 left-3 size-5 text-slate-400" aria-hidden />
          <Input
            type="search"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            placeholder="Search name, city, contact, mobile"
            aria-label="Search service centers"
            className="pl-10"
          />
        </div>
      </div>

      {list.isError ? (
        <Alert variant="error">{errorMessage(list.error)}</Alert>
      ) : list.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={UI_TEXTS.loading} />
        </div>
      ) : items.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
            <Building2 className="size-7" aria-hidden />
          </span>
          <p className="max-w-md text-slate-600">{search ? copy.emptySearch : copy.empty}</p>
          {search && (
            <Button variant="outline" onClick={() => setSearchText('')}>
              Clear search
            </Button>
          )}
        </Card>
      ) : (
        <>
          {/* Phones: cards */}
          <ul className={cn('flex flex-col gap-3 md:hidden', list.isFetching && 'opacity-70')}>
            {items.map((c) => (
              <li key={c.servicecenterid}>
                <Card className="flex flex-col gap-3 p-4">
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
                    <dt className="text-slate-500">Contact</dt>
                    <dd className="text-slate-800">{c.contactperson || '-'}</dd>
                    <dt className="text-slate-500">Plan</dt>
                    <dd>
                      <Badge variant={c.plan === 'None' ? 'neutral' : 'brand'}>{c.plan}</Badge>
                    </dd>
                    <dt className="text-slate-500">Registered on</dt>
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
                    {actionButton(c, 'min-h-11 flex-1')}
                  </div>
                </Card>
              </li>
            ))}
          </ul>

          {/* Tablets and up: table */}
          <Card className={cn('hidden overflow-x-auto md:block', list.isFetching && 'opacity-70')}>
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
                <tr>
                  {COLUMNS.map((col) => {
                    const active = sort === col.sort;
                    const Icon = active ? (order === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
                    return (
                      <th
                        key={col.sort}
                        scope="col"
                        aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
                        className="px-3 py-2"
                      >
                        <button
                          type="button"
                          onClick={() => sortBy(col.sort)}
                          className="inline-flex min-h-9 items-center gap-1 font-semibold whitespace-nowrap hover:text-slate-900"
                        >
                          {col.label}
                          <Icon className={cn('size-3.5', !active && 'text-slate-400')} aria-hidden />
                        </button>
                      </th>
                    );
                  })}
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Action
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {items.map((c) => (
                  <tr key={c.servicecenterid} className="hover:bg-slate-50">
                    <td className="px-3 py-2.5 font-semibold">
                      <DetailsLink center={c} from={listPath} />
                    </td>
                    <td className="px-3 py-2.5">{c.city || '-'}</td>
                    <td className="px-3 py-2.5">{c.contactperson || '-'}</td>
                    <td className="px-3 py-2.5">
                      <a
                        href={`tel:+91${c.mobilenO1}`}
                        className="text-brand-700 underline-offset-2 hover:underline"
                      >
                        {c.mobilenO1}
                      </a>
                    </td>
                    <td className="px-3 py-2.5">
                      <Badge variant={c.plan === 'None' ? 'neutral' : 'brand'}>{c.plan}</Badge>
                    </td>
                    <td className="px-3 py-2.5">
                      <Rating value={c.scrating} />
                    </td>
                    <td className="px-3 py-2.5 whitespace-nowrap">{formatRegisteredOn(c.registeredon)}</td>
                    <td className="px-3 py-2.5 text-right">{actionButton(c)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>

          {pages > 1 && (
            <nav aria-label="Pages" className="flex items-center justify-center gap-1">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              {pageItems(page, pages).map((p, i) =>
                p === null ? (
                  <span key={`gap-${i}`} className="px-1 text-slate-500" aria-hidden>
                    …
                  </span>
                ) : (
                  <Button
                    key={p}
                    size="sm"
                    variant={p === page ? 'primary' : 'ghost'}
                    aria-current={p === page ? 'page' : undefined}
                    onClick={() => setPage(p)}
                    className="min-w-9"
                  >
                    {p}
                  </Button>
                ),
              )}
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </nav>
          )}
        </>
      )}

      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open && !act.isPending) setTarget(null);
        }}
        title={`${copy.action} service center?`}
        description={target && centerActionDescription(status, target.servicecentername, target.city)}
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
