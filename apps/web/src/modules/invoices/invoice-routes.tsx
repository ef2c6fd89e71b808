import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';

import { FullScreenSpinner } from '@/components/ui/spinner';
import NotFoundPage from '@/components/layout/not-found-page';

const InvoiceListPage = lazy(() => import('./invoice-list-page'));
const InvoiceNewPage = lazy(() => import('./invoice-new-page'));
const InvoiceViewPage = lazy(() => import('./invoice-view-page'));
const InvoiceSettingsPage = lazy(() => import('./invoice-settings-page'));
const InvoiceReportPage = lazy(() => import('./invoice-report-page'));

/** Which invoice screen the rest of the address names: '', 'new', 'settings' or an invoice id. */
export function invoiceScreen(
  rest: string | undefined,
): 'list' | 'new' | 'settings' | 'report' | number | null {
  // The '/service-manager/invoice-report' route has no '*' part.
  if (rest === undefined) return 'report';
  const path = rest.replace(/\/+$/, '');
  if (path === '') return 'list';
  if (path === 'new' || path === 'settings') return path;
  return /^[1-9]\d{0,15}$/.test(path) ? Number(path) : null;
}

/**
 * /service-manager/invoice-for-sr/* (the list, 'new', 'settings', one invoice by id) and
 * /service-manager/invoice-report. Chosen here rather than in the app's route table (or with <Routes>, whose
 * code would join the first page): the first page carries one small lazy module for all five screens.
 */
export default function InvoiceRoutes() {
  const screen = invoiceScreen(useParams()['*']);
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      {screen === 'report' ? (
        <InvoiceReportPage />
      ) : screen === 'list' ? (
        <InvoiceListPage />
      ) : screen === 'new' ? (
        <InvoiceNewPage />
      ) : screen === 'settings' ? (
        <InvoiceSettingsPage />
      ) : screen === null ? (
        <NotFoundPage />
      ) : (
        <InvoiceViewPage key={screen} id={screen} />
      )}
    </Suspense>
  );
}
