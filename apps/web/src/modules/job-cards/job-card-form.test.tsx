import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUITE_MESSAGES as S } from '@fixo/shared';

import { renderRoutes, stubResizeObserver } from '@/test/render';

import { JobCardForm } from './job-card-form';

beforeEach(() => {
  stubResizeObserver();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ items: [], total: 0, page: 1, pagesize: 6 }), { status: 200 }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('JobCardForm', () => {
  it('asks for a customer and vehicle and at least one complaint, and sends nothing', async () => {
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <JobCardForm onSaved={onSaved} /> }]);
    await user.type(screen.getByLabelText('Odometer (km)'), '12.5');
    await user.click(screen.getByRole('button', { name: 'Create job card' }));
    expect(await screen.findByText(S.customerOrVehicleRequired)).toBeInTheDocument();
    expect(screen.getByText(S.complaintsRequired)).toBeInTheDocument();
    expect(screen.getByText(S.odometerDigits)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    const posts = vi.mocked(fetch).mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(0);
  });

  it('adds no GST for a center that issues bills of supply, and says so once', async () => {
    vi.mocked(fetch).mockImplementation(async (input) =>
      String(input).includes('/api/Invoice/GetInvoiceSettings')
        ? new Response(
            JSON.stringify({
              upivpa: '',
              compositiondealer: false,
              turnoverabove5cr: false,
              gstin: '',
              statename: 'Karnataka',
              statecode: '29',
              documentkind: 'Bill of Supply',
            }),
          )
        : new Response(JSON.stringify({ items: [], total: 0, page: 1, pagesize: 6 })),
    );
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <JobCardForm onSaved={() => {}} /> }]);
    expect(await screen.findByText(/^No GST is added: your center is not registered/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'One-off line' }));
    const line = within(screen.getByRole('list', { name: 'Lines' })).getByRole('listitem');
    await user.type(within(line).getByLabelText('Unit price'), '1200');
    // the bill of supply charges the price: ₹1,200, not ₹1,200 + 18% = ₹1,416
    const totals = within(screen.getByLabelText('Totals'));
    expect(totals.getByText('₹1,200.00')).toBeInTheDocument();
    expect(screen.queryByText('₹1,416.00')).not.toBeInTheDocument();
    expect(within(line).queryByText('GST')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Lines').parentElement).not.toHaveTextContent(/GST ₹|incl\. GST/);
  });

  it('records the fuel level as a segmented choice', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <JobCardForm onSaved={() => {}} /> }]);
    const half = screen.getByRole('radio', { name: 'Fuel 1/2' });
    await user.click(half);
    expect(half).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Fuel F' })).toHaveAttribute('aria-checked', 'false');
  });
});
