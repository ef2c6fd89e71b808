import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { signInAsCustomer } from '@/test/contract-fixtures';
import { page, renderRoutes, screenWidth, stubFetch } from '@/test/render';

import CustomerLayout from './customer-layout';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

function renderCustomerArea() {
  signInAsCustomer({ customername: 'Asha Rao' });
  vi.stubGlobal('fetch', vi.fn(stubFetch({})));
  renderRoutes(
    [
      {
        path: '/dashboard-customer',
        element: <CustomerLayout />,
        children: [{ index: true, element: page('Dashboard') }],
      },
    ],
    { initialEntries: ['/dashboard-customer'] },
  );
}

describe("customer header's desktop account menu", () => {
  it('opens with the account and its links on a desktop screen', async () => {
    screenWidth(1280);
    renderCustomerArea();
    const user = userEvent.setup();
    const header = screen.getByRole('banner');
    await user.click(await within(header).findByRole('button', { name: /Asha Rao/ }));
    expect(await screen.findByRole('menuitem', { name: 'Customer Profile' })).toBeInTheDocument();
  });

  // After the test above, the menu's file is loaded already: were it used here, it would be on screen at once.
  it('is not used on a phone, which has the small-screen menu instead', async () => {
    screenWidth(390);
    renderCustomerArea();
    const header = screen.getByRole('banner');
    await expect(
      within(header).findByRole('button', { name: /Asha Rao/ }, { timeout: 300 }),
    ).rejects.toThrow();
    // The button's look still holds its place (hidden below the breakpoint, as the menu would be).
    expect(within(header).getAllByText('Asha Rao')[0]?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
