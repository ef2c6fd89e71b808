import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobCardListItem } from '@fixo/shared';

import { renderRoutes, stubFetch } from '@/test/render';

import { JobCardInvoicePicker } from './job-card-invoice-picker';

afterEach(() => vi.unstubAllGlobals());

const item = (over: Partial<JobCardListItem>): JobCardListItem => ({
  jobcardid: 1,
  jobcardno: 'JC/2026-27/0001',
  status: 'Ready',
  shopcustomerid: 1,
  customername: 'Ravi Kumar',
  mobilenO1: '9876543210',
  vehregistrationno: 'KA05MN1234',
  vehicle: 'Swift',
  promiseddelivery: '',
  technician: '',
  grandtotalpaise: 59000,
  pendingapprovalcount: 0,
  createdon: '2026-12-01T10:00:00',
  invoice: null,
  ...over,
});

describe('JobCardInvoicePicker', () => {
  it('offers Generate for a card without an invoice and the invoice itself for one already billed', async () => {
    // the picker asks for Ready and for Delivered cards: one list each
    const lists = [
      [item({})],
      [
        item({
          jobcardid: 2,
          jobcardno: 'JC/2026-27/0002',
          status: 'Delivered',
          vehregistrationno: 'KA05MN9999',
          invoice: { invoiceid: 42, invoiceno: 'INV/2026-27/0042' },
        }),
      ],
    ];
    let call = 0;
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/JobCard/GetJobCards': () => {
          const items = lists[call++ % 2]!;
          return { status: 200, body: { items, total: 1, page: 1, pagesize: 20, counts: {} } };
        },
      }),
    );
    renderRoutes([{ path: '/', element: <JobCardInvoicePicker /> }]);
    const list = await screen.findByRole('list', { name: 'Job cards to invoice' });
    const rows = within(list).getAllByRole('listitem');
    const billed = rows.find((r) => r.textContent?.includes('KA05MN9999'))!;
    const open = rows.find((r) => r.textContent?.includes('KA05MN1234'))!;
    expect(within(billed).getByRole('link', { name: 'View invoice INV/2026-27/0042' })).toHaveAttribute(
      'href',
      '/service-manager/invoice-for-sr/42',
    );
    expect(within(billed).queryByRole('button', { name: 'Generate invoice' })).toBeNull();
    expect(within(open).getByRole('button', { name: 'Generate invoice' })).toBeTruthy();
  });
});
