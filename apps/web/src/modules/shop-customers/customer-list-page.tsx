import { parseISO } from 'date-fns';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SHOP_CUSTOMER_CSV_COLUMNS, type ShopCustomerListItem, type ShopCustomerSort } from '@fixo/shared';

import { DataTable, serverListProps, useListParams, type ColumnDef } from '@/components/data-table';
import { buttonClasses } from '@/components/ui/button';
import { pagedListQuery } from '@/lib/list-query';
import { CsvImportDialog, CsvListActions, SearchBox, SuitePageHeader, suiteDate } from '@/modules/suite';

import { SHOP_CUSTOMERS_CSV_URL, useShopCustomers, useShopCustomersImport } from './shop-customers-api';
import { NAMESPACE } from './shop-customers.texts';

const PAGE_SIZE = 20;

export function shortDate(iso: string | null): string {
  if (!iso) return '—';
  const d = parseISO(iso);
  return Number.isNaN(d.getTime()) ? '—' : suiteDate(d);
}

const makeColumns = (t: TFunction<typeof NAMESPACE>): ColumnDef<ShopCustomerListItem>[] => [
  {
    id: 'name',
    header: t('customer'),
    accessorKey: 'customername',
    meta: { label: t('customer'), card: 'title' },
  },
  {
    id: 'mobile',
    header: t('mobile'),
    accessorKey: 'mobilenO1',
    meta: { label: t('mobile'), card: 'subtitle' },
  },
  {
    id: 'vehicles',
    header: t('vehicles'),
    enableSorting: false,
    accessorKey: 'vehregistrationnos',
    meta: { label: t('vehicles') },
    cell: ({ row }) => (
      <span className="font-mono text-sm tracking-wide">
        {row.original.vehregistrationnos.split(',').filter(Boolean).join(' · ') || '—'}
      </span>
    ),
  },
  {
    id: 'jobcards',
    header: t('jobCards'),
    enableSorting: false,
    accessorKey: 'jobcardcount',
    meta: { label: t('jobCards'), align: 'right' },
  },
  {
    id: 'lastvisit',
    header: t('lastVisit'),
    accessorKey: 'lastvisit',
    meta: { label: t('lastVisit') },
    cell: ({ row }) => shortDate(row.original.lastvisit),
  },
  {
    id: 'createdon',
    header: t('added'),
    accessorKey: 'createdon',
    meta: { label: t('added'), card: 'hidden' },
    cell: ({ row }) => shortDate(row.original.createdon),
  },
];

/** Customer Masters: the center's own customers, searched by name, mobile or registration number. */
export default function CustomerListPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const tc = useTranslation('common').t;
  // i18n.language: the column headers follow a language switch.
  const columns = useMemo(() => makeColumns(t), [t, i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps
  const list = useListParams({ defaultSort: { sort: 'name', dir: 'asc' } });
  const query = useShopCustomers(pagedListQuery<ShopCustomerSort>(list, 'name', PAGE_SIZE));
  const importer = useShopCustomersImport();
  const [importOpen, setImportOpen] = useState(false);

  return (
    <div className="flex flex-col gap-4">
      <SuitePageHeader
        title={tc('ui.customerMasters')}
        description={t('description')}
        actions={
          <CsvListActions
            exportUrl={SHOP_CUSTOMERS_CSV_URL}
            onImport={() => setImportOpen(true)}
            addTo="/service-manager/customer-profile?new=1"
            addLabel={t('addCustomer')}
          />
        }
      />
      <SearchBox
        value={list.q}
        onSearch={list.setQuery}
        label={t('searchCustomers')}
        placeholder={t('searchPlaceholder')}
      />
      <DataTable
        label={t('customers')}
        columns={columns}
        {...serverListProps(list, query, PAGE_SIZE)}
        getRowId={(row) => String(row.shopcustomerid)}
        rowHref={(row) => `/service-manager/customer-profile?id=${row.shopcustomerid}`}
        empty={
          list.q ? (
            <span>{t('noMatch', { q: list.q })}</span>
          ) : (
            <>
              <span>{t('noneYet')}</span>
              <Link to="/service-manager/customer-profile?new=1" className={buttonClasses('primary')}>
                {t('addCustomer')}
              </Link>
            </>
          )
        }
      />
      <CsvImportDialog
        open={importOpen}
        onOpenChange={setImportOpen}
        title={t('importTitle')}
        columns={SHOP_CUSTOMER_CSV_COLUMNS}
        summaryColumns={['customername', 'mobilenO1', 'vehregistrationno']}
        preview={importer.preview}
        commit={importer.commit}
        noun={t('customersNoun')}
      />
    </div>
  );
}
