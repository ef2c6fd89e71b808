import { PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { PART_CSV_COLUMNS, PART_TYPES, type PartListItem, type PartSort, type PartType } from '@fixo/shared';

import { DataTable, serverListProps, useListParams, type ColumnDef } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { CsvImportDialog } from '@/modules/suite/csv-import-dialog';
import { CsvListActions, SearchBox, SuitePageHeader } from '@/modules/suite/suite-page';

import { inr, KIND_BADGE, qtyText } from './part-format';
import { PARTS_CSV_URL, useLoadStarterCatalogue, useParts, usePartsImport } from './parts-api';

const PAGE_SIZE = 20;

const columns: ColumnDef<PartListItem>[] = [
  {
    id: 'name',
    header: 'Item',
    accessorKey: 'partname',
    meta: { label: 'Item', card: 'title' },
    cell: ({ row }) => (
      <span className={cn(!row.original.isactive && 'text-slate-400 line-through')}>
        {row.original.partname}
      </span>
    ),
  },
  {
    id: 'code',
    header: 'Code',
    accessorKey: 'partcode',
    meta: { label: 'Code', card: 'subtitle' },
    cell: ({ row }) => <span className="font-mono text-xs">{row.original.partcode || '—'}</span>,
  },
  {
    id: 'kind',
    header: 'Kind',
    accessorKey: 'parttype',
    meta: { label: 'Kind', card: 'subtitle' },
    cell: ({ row }) => <Badge variant={KIND_BADGE[row.original.parttype]}>{row.original.parttype}</Badge>,
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
    header: 'Price',
    accessorKey: 'salepricepaise',
    meta: { label: 'Price', align: 'right' },
    cell: ({ row }) => (
      <span className="tabular-nums">
        {inr(row.original.salepricepaise)}
        <span className="block text-xs text-slate-500">
          {row.original.priceincludesgst ? 'incl. GST' : '+ GST'} / {row.original.unit}
        </span>
      </span>
    ),
  },
  {
    id: 'onhand',
    header: 'On hand',
    accessorKey: 'onhand',
    meta: { label: 'On hand', align: 'right' },
    cell: ({ row }) =>
      row.original.parttype !== 'Part' ? (
        <span className="text-slate-400">—</span>
      ) : (
        <span className={cn('font-semibold tabular-nums', row.original.onhand < 0 && 'text-red-700')}>
          {qtyText(row.original.onhand)}
          {row.original.islowstock && (
            <Badge variant="warning" className="ml-2">
              Low
            </Badge>
          )}
        </span>
      ),
  },
];

/** A compact phone card: name and price, kind and codes, stock; the whole card opens the item. */
function PartCard({ part }: { part: PartListItem }) {
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
            {part.priceincludesgst ? 'incl. GST' : '+ GST'} / {part.unit}
          </span>
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
        <Badge variant={KIND_BADGE[part.parttype]}>{part.parttype}</Badge>
        {part.partcode && <span className="font-mono">{part.partcode}</span>}
        <span className="font-mono">
          {part.hsnsac} · GST {part.gstrate}%
        </span>
        {part.parttype === 'Part' && (
          <span
            className={cn(
              'ml-auto text-sm font-semibold',
              part.onhand < 0 ? 'text-red-700' : 'text-slate-900',
            )}
          >
            {qtyText(part.onhand)} on hand
            {part.islowstock && (
              <Badge variant="warning" className="ml-1.5">
                Low
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
  const list = useListParams({ defaultSort: { sort: 'name', dir: 'asc' }, filterNames: ['kind', 'low'] });
  const kind = (PART_TYPES as readonly string[]).includes(list.filters.kind ?? '')
    ? (list.filters.kind as PartType)
    : undefined;
  const lowOnly = list.filters.low === '1';
  const query = useParts({
    SEARCH: list.q,
    SORT: (list.sort ?? 'name') as PartSort,
    ORDER: list.dir,
    PAGE: list.page,
    PAGESIZE: PAGE_SIZE,
    KIND: kind,
    LOWSTOCK: lowOnly,
  });
  const starter = useLoadStarterCatalogue();
  const importer = usePartsImport();
  const [importOpen, setImportOpen] = useState(false);
  const catalogueEmpty = !list.q && !kind && !lowOnly && query.data?.total === 0;

  const loadStarter = () =>
    starter.mutate(undefined, {
      onSuccess: (r) => toast.success(`Starter catalogue loaded: ${r.added} items added.`),
      onError: (e) => toast.error(errorMessage(e)),
    });

  return (
    <div className="flex flex-col gap-4">
      <SuitePageHeader
        title="Add Parts & Services"
        description="Parts, labour and services with HSN/SAC, GST and stock."
        actions={
          <CsvListActions
            exportUrl={PARTS_CSV_URL}
            onImport={() => setImportOpen(true)}
            addTo="/service-manager/add-edit-parts"
            addLabel="Add item"
          />
        }
      />
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <div className="md:flex-1">
          <SearchBox
            value={list.q}
            onSearch={list.setQuery}
            label="Search items"
            placeholder="Name, code or HSN/SAC"
          />
        </div>
        <div className="flex items-center gap-3">
          <Select
            aria-label="Kind"
            value={kind ?? ''}
            onChange={(e) => list.setFilter('kind', e.target.value)}
            className="md:w-40"
            placeholder="All kinds"
            options={PART_TYPES.map((t) => ({ value: t, label: t }))}
          />
          <label className="flex shrink-0 items-center gap-2 text-sm font-medium whitespace-nowrap text-slate-700">
            <Switch
              checked={lowOnly}
              onCheckedChange={(v) => list.setFilter('low', v ? '1' : '')}
              aria-label="Low stock only"
            />
            Low stock
          </label>
        </div>
      </div>
      <DataTable
        label="Parts and services"
        columns={columns}
        {...serverListProps(list, query, PAGE_SIZE)}
        getRowId={(row) => String(row.partid)}
        rowHref={(row) => `/service-manager/add-edit-parts/${row.partid}`}
        renderCard={(row) => <PartCard part={row.original} />}
        empty={
          catalogueEmpty ? (
            <>
              <span className="max-w-md">
                Your catalogue is empty. Start with common services, labour, engine oil, filters, brake pads,
                batteries and tyres, with HSN/SAC codes and today&apos;s GST rates. You can edit or remove
                them later.
              </span>
              <Button onClick={loadStarter} loading={starter.isPending} loadingText="Loading...">
                <PackagePlus className="size-4" aria-hidden />
                Load starter catalogue
              </Button>
            </>
          ) : (
            <span>No item matches these filters.</span>
          )
        }
      />
      <CsvImportDialog
        open={importOpen}
        onOpenChange={setImportOpen}
        title="Import parts & services"
        columns={PART_CSV_COLUMNS}
        summaryColumns={['partname', 'partcode', 'parttype']}
        preview={importer.preview}
        commit={importer.commit}
        noun="items"
      />
    </div>
  );
}
