import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErasureRequest } from '@fixo/shared';

import { DataTable, type ColumnDef } from '@/components/data-table';
import { Alert, Badge } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

import { ERASURE_PAGE_SIZE, erasureRequestsQuery, formatWhen } from './privacy-api';
import { NAMESPACE } from './privacy.texts';

/**
 * The manager's register of erasures, beside the grievances: a complaint about an erasure ('Erasure' category)
 * is answered with its reference at hand. Server-paged; nothing personal is left to show.
 */
export function ErasureRequestsSection() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const list = useQuery({ ...erasureRequestsQuery(page), placeholderData: keepPreviousData });
  const role = (r: ErasureRequest) => t(`erasures.roles.${r.usertype}`, { defaultValue: r.usertype });
  const status = (r: ErasureRequest) => (
    <Badge variant="success">{t(`erasures.statuses.${r.status}`, { defaultValue: r.status })}</Badge>
  );

  const columns: ColumnDef<ErasureRequest>[] = [
    {
      id: 'reference',
      header: t('erasures.reference'),
      accessorKey: 'reference',
      meta: { label: t('erasures.reference'), card: 'title' },
      cell: ({ row }) => <span className="font-mono font-semibold">{row.original.reference}</span>,
    },
    {
      id: 'usertype',
      header: t('erasures.role'),
      accessorKey: 'usertype',
      meta: { label: t('erasures.role') },
      cell: ({ row }) => role(row.original),
    },
    {
      id: 'requestedon',
      header: t('erasures.requested'),
      accessorKey: 'requestedon',
      meta: { label: t('erasures.requested') },
      cell: ({ row }) => formatWhen(row.original.requestedon, language),
    },
    {
      id: 'status',
      header: t('erasures.status'),
      accessorKey: 'status',
      meta: { label: t('erasures.status'), card: 'subtitle' },
      cell: ({ row }) => status(row.original),
    },
  ];

  const total = list.data?.total ?? 0;
  return (
    <section aria-labelledby="erasure-requests-title" className="flex flex-col gap-3">
      <header className="flex flex-col gap-1">
        <h2 id="erasure-requests-title" className="text-xl font-bold text-slate-900">
          {t('erasures.title')}
        </h2>
        <p className="text-slate-600">{t('erasures.intro')}</p>
      </header>
      {list.isError && <Alert variant="error">{errorMessage(list.error)}</Alert>}
      <DataTable
        label={t('erasures.title')}
        columns={columns}
        data={list.data?.items}
        getRowId={(r) => String(r.requestid)}
        page={page}
        pageCount={Math.max(1, Math.ceil(total / ERASURE_PAGE_SIZE))}
        pageSize={ERASURE_PAGE_SIZE}
        totalRows={total}
        onPageChange={setPage}
        isLoading={list.isPending}
        isFetching={list.isFetching}
        empty={<p>{t('erasures.empty')}</p>}
        renderCard={(row) => (
          <div className="flex flex-col gap-1">
            <div className="flex items-center justify-between gap-2">
              <span className="font-mono font-semibold text-slate-900">{row.original.reference}</span>
              {status(row.original)}
            </div>
            <p className="text-sm text-slate-600">
              {role(row.original)} · {formatWhen(row.original.requestedon, language)}
            </p>
          </div>
        )}
      />
    </section>
  );
}
