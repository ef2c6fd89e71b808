import { PackagePlus } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { oneOf, pagedListQuery } from '@/lib/list-query';
import { toast } from '@/lib/toast';
import { PART_CSV_COLUMNS, PART_TYPES, type PartListItem, type PartSort } from '@fixo/shared';

import { DataTable, serverListProps, useListParams, type ColumnDef } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';

import { cn } from '@/lib/cn';
import {
  CsvImportDialog,
  CsvListActions,
  SearchBox,
  SuitePageHeader,
  SUITE_NAMESPACE as SUITE,
  useSuiteMessage,
} from '@/modules/suite';

import { inr, KIND_BADGE, qtyText } from './part-format';
import { PARTS_CSV_URL, useLoadStarterCatalogue, useParts, usePartsImport } from './parts-api';
import { NAMESPACE } from './parts.texts';

const PAGE_SIZE = 20;

const makeColumns = (
  t: TFunction<typeof NAMESPACE>,
  ts: TFunction<typeof SUITE>,
): ColumnDef<PartListItem>[] => [
  {
    id: 'name',
    header: t('item'),
    accessorKey: 'partname',
    meta: { label: t('item'), card: 'title' },
    cell: ({ row }) => (
      <span className={cn(!row.original.isactive && 'text-slate-400 line-through')}>
        {row.original.partname}
      </span>
    ),
  },
  {
    id: 'code',
    header: t('code'),
    accessorKey: 'partcode',
    meta: { label: t('code'), card: 'subtitle' },
    cell: ({ row }) => <span className="font-mono text-xs">{row.original.partcode || '—'}</span>,
  },
  {
    id: 'kind',
    header: t('kind'),
    accessorKey: 'parttype',
    meta: { label: t('kind'), card: 'subtitle' },
    cell: ({ row }) => (
      <Badge variant={KIND_BADGE[row.original.parttype]}>{ts(`kind.${row.original.parttype}`)}</Badge>
    ),
  },
  {
    id: 'hsnsac',
    header: 'HSN/SAC',
    enableSorting: false,
    accessorKey: 'hsnsac',
    meta: { label: 'HSN/SAC' },
    cell: ({ row }) => (
      <span className="font-mono text-xs">
        {row.original.hsnsac} · {row.original.gstrate}%
      </span>
    ),
  },
  {
    id: 'saleprice',
    header: t('price'),
    accessorKey: 'salepricepaise',
    meta: { label: t('price'), align: 'right' },
    cell: ({ row }) => (
      <span className="tabular-nums">
        {inr(row.original.salepricepaise)}
        <span className="block text-xs text-slate-500">
          {row.original.priceincludesgst ? t('inclGst') : t('plusGst')} / {row.original.unit}
        </span>
      </span>
    ),
  },
  {
    id: 'onhand',
    header: t('onHand'),
    accessorKey: 'onhand',
    meta: { label: t('onHand'), align: 'right' },
    cell: ({ row }) =>
      row.original.parttype !== 'Part' ? (
        <span className="text-slate-400">—</span>
      ) : (
        <span className={cn('font-semibold tabular-nums', row.original.onhand < 0 && 'text-red-700')}>
          {qtyText(row.original.onhand)}
          {row.original.islowstock && (
            <Badge variant="warning" className="ml-2">
              {t('low')}
            </Badge>
          )}
        </span>
      ),
  },
];

/** A compact phone card: name and price, kind and codes, stock; the whole card opens the item. */
function PartCard({ part }: { part: PartListItem }) {
  const { t } = useTranslation(NAMESPACE);
  const ts = useTranslation(SUITE).t;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start justify-between gap-3">
        <Link
          to={`/service-manager/add-edit-parts/${part.partid}`}
          className={cn(
            'font-bold text-slate-900 after:absolute after:inset-0',
            !part.isactive && 'text-slate-400 line-through',
          )}
        >
          {part.partname}
        </Link>
        <span className="shrink-0 text-right font-semibold tabular-nums">
          {inr(part.salepricepaise)}
          <span className="block text-xs font-normal text-slate-500">
            {part.priceincludesgst ? t('inclGst') : t('plusGst')} / {part.unit}
          </span>
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
        <Badge variant={KIND_BADGE[part.parttype]}>{ts(`kind.${part.parttype}`)}</Badge>
        {part.partcode && <span className="font-mono">{part.partcode}</span>}
        <span className="font-mono">
          {part.hsnsac} · {t('gstRateShort', { rate: part.gstrate })}
        </span>
        {part.parttype === 'Part' && (
          <span
            className={cn(
              'ml-auto text-sm font-semibold',
              part.onhand < 0 ? 'text-red-700' : 'text-slate-900',
            )}
          >
            {t('qtyOnHand', { qty: qtyText(part.onhand) })}
            {part.islowstock && (
              <Badge variant="warning" className="ml-1.5">
                {t('low')}
              </Badge>
            )}
          </span>
        )}
      </div>
    </div>
  );
}

/** 'Add Parts & Services': the center's catalogue with stock on hand. */
export default function PartsListPage() {
  const { apiError } = useSuiteMessage();
  const { t, i18n } = useTranslation(NAMESPACE);
  const ts = useTranslation(SUITE).t;
  const tc = useTranslation('common').t;
  // i18n.language: the column headers follow a language switch.
  const columns = useMemo(() => makeColumns(t, ts), [t, ts, i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps
  const list = useListParams({ defaultSort: { sort: 'name', dir: 'asc' }, filterNames: ['kind', 'low'] });
  const kind = oneOf(PART_TYPES, list.filters.kind);
  const lowOnly = list.filters.low === '1';
  const query = useParts({
    ...pagedListQuery<PartSort>(list, 'name', PAGE_SIZE),
    KIND: kind,
    LOWSTOCK: lowOnly,
  });
  const starter = useLoadStarterCatalogue();
  const importer = usePartsImport();
  const [importOpen, setImportOpen] = useState(false);
  const catalogueEmpty = !list.q && !kind && !lowOnly && query.data?.total === 0;

  const loadStarter = () =>
    starter.mutate(undefined, {
      onSuccess: (r) => toast.success(t('starterLoaded', { n: r.added })),
      onError: (e) => toast.error(apiError(e)),
    });

  return (
    <div className="flex flex-col gap-4">
      <SuitePageHeader
        title={tc('ui.addPartsServices')}
        description={t('description')}
        actions={
          <CsvListActions
            exportUrl={PARTS_CSV_URL}
            onImport={() => setImportOpen(true)}
            addTo="/service-manager/add-edit-parts"
            addLabel={t('addItem')}
          />
        }
      />
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <div className="md:flex-1">
          <SearchBox
            value={list.q}
            onSearch={list.setQuery}
            label={t('searchItems')}
            placeholder={t('searchPlaceholder')}
          />
        </div>
        <div className="flex items-center gap-3">
          <Select
            aria-label={t('kind')}
            value={kind ?? ''}
            onChange={(e) => list.setFilter('kind', e.target.value)}
            className="md:w-40"
            placeholder={t('allKinds')}
            options={PART_TYPES.map((type) => ({ value: type, label: ts(`kind.${type}`) }))}
          />
          <label className="flex shrink-0 items-center gap-2 text-sm font-medium whitespace-nowrap text-slate-700">
            <Switch
              checked={lowOnly}
              onCheckedChange={(v) => list.setFilter('low', v ? '1' : '')}
              aria-label={t('lowStockOnly')}
            />
            {t('lowStock')}
          </label>
        </div>
      </div>
      <DataTable
        label={t('partsAndServices')}
        columns={columns}
        {...serverListProps(list, query, PAGE_SIZE)}
        getRowId={(row) => String(row.partid)}
        rowHref={(row) => `/service-manager/add-edit-parts/${row.partid}`}
        renderCard={(row) => <PartCard part={row.original} />}
        empty={
          catalogueEmpty ? (
            <>
              <span className="max-w-md">{t('catalogueEmpty')}</span>
              <Button onClick={loadStarter} loading={starter.isPending} loadingText={t('loading')}>
                <PackagePlus className="size-4" aria-hidden />
                {t('loadStarter')}
              </Button>
            </>
          ) : (
            <span>{t('noMatch')}</span>
          )
        }
      />
      <CsvImportDialog
        open={importOpen}
        onOpenChange={setImportOpen}
        title={t('importTitle')}
        columns={PART_CSV_COLUMNS}
        summaryColumns={['partname', 'partcode', 'parttype']}
        preview={importer.preview}
        commit={importer.commit}
        noun={t('itemsNoun')}
      />
    </div>
  );
}
