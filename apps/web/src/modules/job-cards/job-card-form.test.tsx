import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VALIDATION_MESSAGES as M, SUITE_MESSAGES as S } from '@fixo/shared';

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

  it('asks before leaving a job card with typed changes: Stay keeps them, Leave goes', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes([
      { path: '/', element: <JobCardForm onSaved={vi.fn()} /> },
      { path: '/parts', element: <p>Parts list</p> },
    ]);
    // Untouched: a link just goes (and comes back).
    await router.navigate('/parts');
    expect(await screen.findByText('Parts list')).toBeInTheDocument();
    await router.navigate('/');
    await user.type(await screen.findByLabelText('Odometer (km)'), '42510');
    await router.navigate('/parts');
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText('Odometer (km)')).toHaveValue('42510');
    expect(router.state.location.pathname).toBe('/');
    await router.navigate('/parts');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Parts list')).toBeInTheDocument();
  });

  it('leaves the job card alone when the New customer popup is saved', async () => {
    vi.mocked(fetch).mockImplementation(async (input) =>
      String(input).includes('/api/Masters/')
        ? new Response('[]')
        : new Response(JSON.stringify({ items: [], total: 0, page: 1, pagesize: 6 })),
    );
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <JobCardForm onSaved={onSaved} /> }]);
    await user.click(screen.getByRole('button', { name: 'New customer' }));
    await user.click(await screen.findByRole('button', { name: 'Save customer' }));
    // the popup's own check answers; the job card's checks must not run on the popup's submit
    expect(await screen.findByText(M.customerNameRequired)).toBeInTheDocument();
    expect(screen.queryByText(S.customerOrVehicleRequired)).not.toBeInTheDocument();
    expect(screen.queryByText(S.complaintsRequired)).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
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

  it('names the promised delivery input by its label (it sits inside a Controller)', async () => {
    renderRoutes([{ path: '/', element: <JobCardForm onSaved={vi.fn()} /> }]);
    expect(await screen.findByLabelText('Promised delivery')).toHaveAttribute('type', 'datetime-local');
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
