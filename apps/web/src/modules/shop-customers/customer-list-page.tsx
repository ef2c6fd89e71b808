import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import { Link } from 'react-router';
import { SHOP_CUSTOMER_CSV_COLUMNS, type ShopCustomerListItem, type ShopCustomerSort } from '@fixo/shared';

import { DataTable, serverListProps, useListParams, type ColumnDef } from '@/components/data-table';
import { buttonClasses } from '@/components/ui/button';
import { CsvImportDialog } from '@/modules/suite/csv-import-dialog';
import { CsvListActions, SearchBox, SuitePageHeader } from '@/modules/suite/suite-page';

import { SHOP_CUSTOMERS_CSV_URL, useShopCustomers, useShopCustomersImport } from './shop-customers-api';

const PAGE_SIZE = 20;

export function shortDate(iso: string | null): string {
  if (!iso) return '—';
  const d = parseISO(iso);
  return Number.isNaN(d.getTime()) ? '—' : format(d, 'dd MMM yyyy');
}

const columns: ColumnDef<ShopCustomerListItem>[] = [
  {
    id: 'name',
    header: 'Customer',
    accessorKey: 'customername',
    meta: { label: 'Customer', card: 'title' },
  },
  { id: 'mobile', header: 'Mobile', accessorKey: 'mobilenO1', meta: { label: 'Mobile', card: 'subtitle' } },
  {
    id: 'vehicles',
    header: 'Vehicles',
    enableSorting: false,
    accessorKey: 'vehregistrationnos',
    meta: { label: 'Vehicles' },
    cell: ({ row }) => (
      <span className="font-mono text-sm tracking-wide">
        {row.original.vehregistrationnos.split(',').filter(Boolean).join(' · ') || '—'}
      </span>
    ),
  },
  {
    id: 'jobcards',
    header: 'Job cards',
    enableSorting: false,
    accessorKey: 'jobcardcount',
    meta: { label: 'Job cards', align: 'right' },
  },
  {
    id: 'lastvisit',
    header: 'Last visit',
    accessorKey: 'lastvisit',
    meta: { label: 'Last visit' },
    cell: ({ row }) => shortDate(row.original.lastvisit),
  },
  {
    id: 'createdon',
    header: 'Added',
    accessorKey: 'createdon',
    meta: { label: 'Added', card: 'hidden' },
    cell: ({ row }) => shortDate(row.original.createdon),
  },
];

/** Customer Masters: the center's own customers, searched by name, mobile or registration number. */
export default function CustomerListPage() {
  const list = useListParams({ defaultSort: { sort: 'name', dir: 'asc' } });
  const query = useShopCustomers({
    SEARCH: list.q,
    SORT: (list.sort ?? 'name') as ShopCustomerSort,
    ORDER: list.dir,
    PAGE: list.page,
    PAGESIZE: PAGE_SIZE,
  });
  const importer = useShopCustomersImport();
  const [importOpen, setImportOpen] = useState(false);

  return (
    <div className="flex flex-col gap-4">
      <SuitePageHeader
        title="Customer Masters"
        description="Your workshop's customers and their vehicles."
        actions={
          <CsvListActions
            exportUrl={SHOP_CUSTOMERS_CSV_URL}
            onImport={() => setImportOpen(true)}
            addTo="/service-manager/customer-profile?new=1"
            addLabel="Add customer"
          />
        }
      />
      <SearchBox
        value={list.q}
        onSearch={list.setQuery}
        label="Search customers"
        placeholder="Name, mobile or registration"
      />
      <DataTable
        label="Customers"
        columns={columns}
        {...serverListProps(list, query, PAGE_SIZE)}
        getRowId={(row) => String(row.shopcustomerid)}
        rowHref={(row) => `/service-manager/customer-profile?id=${row.shopcustomerid}`}
        empty={
          list.q ? (
            <span>No customer matches “{list.q}”.</span>
          ) : (
            <>
              <span>No customers yet. Add the first one, or import your list from a CSV file.</span>
              <Link to="/service-manager/customer-profile?new=1" className={buttonClasses('primary')}>
                Add customer
              </Link>
            </>
          )
        }
      />
      <CsvImportDialog
        open={importOpen}
        onOpenChange={setImportOpen}
        title="Import customers"
        columns={SHOP_CUSTOMER_CSV_COLUMNS}
        summaryColumns={['customername', 'mobilenO1', 'vehregistrationno']}
        preview={importer.preview}
        commit={importer.commit}
        noun="customers"
      />
    </div>
  );
}
