import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { signInAsCustomer } from '@/test/contract-fixtures';
import { renderRoutes } from '@/test/render';

import CustomerDashboardPage from './customer-dashboard-page';
import { rememberRequest } from './recent-requests';
import type { CustomerServiceRequest } from './service-request-api';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const TOTAL = 23;
const request = (n: number): CustomerServiceRequest => ({
  servicerequestid: n,
  bookingref: `FX-${String(n).padStart(4, '0')}`,
  servicecentername: 'Sri Lakshmi Auto Works',
  servicecentermobile: '9000000003',
  status: 'Open',
  remarks: 'Open',
  createdon: '2026-11-23T10:00:00',
  updatedon: '2026-11-23T10:00:00',
  vehicle: 'Maruti Suzuki Swift',
  issue: `Issue ${n}`,
});

/** The server's answer: one newest-first page, the total in X-Total-Count. */
function stubServer() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/ServiceRequest/GetMyServiceRequests')
      return new Response(JSON.stringify({ message: 'Not found.', status: 404 }), { status: 404 });
    const page = Number(url.searchParams.get('PAGE'));
    const size = Number(url.searchParams.get('PAGESIZE'));
    const all = Array.from({ length: TOTAL }, (_, i) => request(TOTAL - i));
    return new Response(JSON.stringify(all.slice((page - 1) * size, page * size)), {
      status: 200,
      headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(TOTAL) },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('customer dashboard', () => {
  it('shows the newest ten requests and pages through older ones on the server', async () => {
    signInAsCustomer({ mobilenO1: '9000000002', customername: 'Ravi' });
    vi.stubGlobal(
      'EventSource',
      class {
        addEventListener() {}
        removeEventListener() {}
        close() {}
      },
    );
    const fetchMock = stubServer();
    renderRoutes([{ path: '/', element: <CustomerDashboardPage /> }]);

    expect(await screen.findByText('FX-0023')).toBeInTheDocument();
    expect(screen.getAllByTestId('my-request')).toHaveLength(10);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('FX-0013')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(String(fetchMock.mock.calls.at(-1)![0])).toContain('PAGE=2&PAGESIZE=10'));
  });

  it('shows a guest the requests kept on this device, each opening its tracking page; a rejected one offers another center', async () => {
    rememberRequest({ bookingRef: 'FX-0001', trackingPath: '/track/tok-1', status: 'Accepted' });
    rememberRequest({
      bookingRef: 'FX-0002',
      trackingPath: '/track/tok-2',
      status: 'Rejected',
      prefill: { postalCode: '560034', values: { issue: 'Flat tyre' } },
    });
    renderRoutes([
      { path: '/', element: <CustomerDashboardPage /> },
      { path: '/track/:token', element: <h1>Tracking page</h1> },
    ]);
    const items = screen.getAllByTestId('recent-request');
    expect(items.map((i) => within(i).getByText(/^FX-/).textContent)).toEqual(['FX-0002', 'FX-0001']);
    expect(within(items[1]!).getByText('Accepted')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Choose another center nearby' })).toHaveAttribute(
      'href',
      '/dashboard-customer/service-request',
    );
    expect(within(items[1]!).queryByRole('link', { name: 'Choose another center nearby' })).toBeNull();
    await userEvent.setup().click(within(items[1]!).getByRole('link', { name: /Track request FX-0001/ }));
    expect(await screen.findByRole('heading', { name: 'Tracking page' })).toBeInTheDocument();
  });
});
