import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopCustomerProfile } from '@fixo/shared';

import { renderRoutes, stubFetch } from '@/test/render';

import CustomerProfilePage from './customer-profile-page';

afterEach(() => vi.unstubAllGlobals());

const profile = (over: Partial<ShopCustomerProfile>): ShopCustomerProfile => ({
  shopcustomerid: 5,
  customername: 'Asha Rao',
  mobilenO1: '9845012345',
  emailid: '',
  addresS1: '',
  gstno: '',
  notes: '',
  source: 'Walk-in',
  consentref: '',
  createdon: '2026-11-01T10:00:00Z',
  vehicles: [],
  jobcards: [],
  totalbilledpaise: 118_000,
  balanceduepaise: 0,
  jobcardcount: 1,
  lastvisit: '2026-11-20T10:00:00Z',
  nextservicedate: null,
  nextserviceodometer: null,
  ...over,
});

function renderProfile(answer: ShopCustomerProfile) {
  vi.stubGlobal(
    'fetch',
    stubFetch({ 'GET /api/ShopCustomer/GetShopCustomerProfile': () => ({ status: 200, body: answer }) }),
  );
  renderRoutes([{ path: '/profile', element: <CustomerProfilePage /> }], {
    initialEntries: ['/profile?id=5'],
  });
}

describe('CustomerProfilePage', () => {
  it('says what is still due on the customer’s invoices under the total billed', async () => {
    renderProfile(profile({ balanceduepaise: 18_000 }));
    expect(await screen.findByText('₹1,180.00')).toBeInTheDocument();
    expect(screen.getByText('₹180.00 due')).toBeInTheDocument();
  });

  it('says nothing is due when all is paid', async () => {
    renderProfile(profile({ balanceduepaise: 0 }));
    expect(await screen.findByText('₹1,180.00')).toBeInTheDocument();
    expect(screen.queryByText(/^₹[\d,.]+ due$/)).not.toBeInTheDocument();
  });
});
