import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import CustomerLayout from '@/app/layouts/customer-layout';
import { signInAsCustomer } from '@/test/contract-fixtures';
import { page, renderRoutes, stubFetch } from '@/test/render';

afterEach(() => vi.unstubAllGlobals());

function setup() {
  signInAsCustomer({ customername: 'Asha Rao' });
  localStorage.setItem('primaryOfferId', '7');
  const logout = vi.fn(() => ({ status: 204 }));
  vi.stubGlobal('fetch', vi.fn(stubFetch({ 'POST /api/Auth/Logout': logout })));
  const result = renderRoutes(
    [
      { path: '/', element: page('Landing') },
      {
        path: '/dashboard-customer',
        element: <CustomerLayout />,
        children: [{ index: true, element: page('Dashboard') }],
      },
    ],
    { initialEntries: ['/dashboard-customer'] },
  );
  return { ...result, logout };
}

describe('Confirm Logout dialog (logo click)', () => {
  it('asks with the exact texts', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('button', { name: /logout and return to the landing page/i }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Logout' });
    expect(dialog).toHaveTextContent('Are you sure you want to logout and return to the landing page?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, Logout' })).toBeInTheDocument();
  });

  it('Cancel keeps the user where they are and logged in', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    await user.click(await screen.findByRole('button', { name: /logout and return to the landing page/i }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/dashboard-customer');
    expect(localStorage.getItem('isLogin')).toBe('true');
  });

  it("'Yes, Logout' ends the server session, clears all local storage and goes to /", async () => {
    const user = userEvent.setup();
    const { router, logout } = setup();
    await user.click(await screen.findByRole('button', { name: /logout and return to the landing page/i }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Logout' }));

    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(logout).toHaveBeenCalledTimes(1);
    expect(localStorage.length).toBe(0);
  });
});
