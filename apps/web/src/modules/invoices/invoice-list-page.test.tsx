import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVOICE_PATHS } from '@fixo/shared';

import { renderRoutes } from '@/test/render';

import { invoiceListQuery } from './invoice-format';
import InvoiceListPage from './invoice-list-page';

const item = {
  invoiceid: 7,
  invoiceno: 'INV/2026-27/0007',
  documentkind: 'Tax Invoice',
  issuedate: '2026-11-20',
  customername: 'Ravi Kumar',
  mobile: '9876543210',
  vehregistrationno: 'KA05MN1234',
  jobcardno: 'JC/2026-27/0003',
  grandtotalpaise: 118000,
  receivedpaise: 50000,
  balancepaise: 68000,
  status: 'Issued',
  paymentstatus: 'Partly paid',
};

afterEach(() => vi.unstubAllGlobals());

describe('invoice list query', () => {
  it('sends search, dates and both statuses, and drops what the server would refuse', () => {
    expect(
      invoiceListQuery({
        q: 'KA05',
        page: 2,
        sort: null,
        dir: 'desc',
        filters: { from: '2026-04-01', to: '2026-11-30', status: 'Issued', pay: 'Partly paid' },
      }),
    ).toEqual({
      PAGE: 2,
      PAGESIZE: 20,
      SORT: 'issuedon',
      ORDER: 'desc',
      SEARCH: 'KA05',
      FROM: '2026-04-01',
      TO: '2026-11-30',
      STATUS: 'Issued',
      PAYMENTSTATUS: 'Partly paid',
    });
    const junk = invoiceListQuery({
      q: '',
      page: 1,
      sort: 'grandtotal',
      dir: 'asc',
      filters: { from: '23/11/2026', to: '', status: 'Paid', pay: 'Everything' },
    });
    expect(junk).toEqual({ PAGE: 1, PAGESIZE: 20, SORT: 'grandtotal', ORDER: 'asc' });
  });
});

describe('InvoiceListPage', () => {
  it('asks the server again with the filters chosen on screen', async () => {
    const urls: URL[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      urls.push(url);
      const body =
        url.pathname === INVOICE_PATHS.list ? { items: [item], total: 1, page: 1, pagesize: 20 } : {};
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    renderRoutes([{ path: '/service-manager/invoice-for-sr', element: <InvoiceListPage /> }], {
      initialEntries: ['/service-manager/invoice-for-sr'],
    });
    expect((await screen.findAllByText('INV/2026-27/0007')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Partly paid').length).toBeGreaterThan(0);

    fireEvent.change(screen.getByLabelText('Payment'), { target: { value: 'Unpaid' } });
    fireEvent.change(screen.getByLabelText('Invoice'), { target: { value: 'Cancelled' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-04-01' } });
    await waitFor(() => {
      const last = urls.filter((u) => u.pathname === INVOICE_PATHS.list).at(-1)!;
      expect(last.searchParams.get('PAYMENTSTATUS')).toBe('Unpaid');
      expect(last.searchParams.get('STATUS')).toBe('Cancelled');
      expect(last.searchParams.get('FROM')).toBe('2026-04-01');
      expect(last.searchParams.get('PAGE')).toBe('1');
    });
  });
});
