import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { signInAsCenter } from '@/test/contract-fixtures';
import { page, renderRoutes, screenWidth, stubFetch } from '@/test/render';

import CenterLayout from './center-layout';
import ManagerLayout from './manager-layout';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PLAN_END = '2099-03-31T00:00:00.000Z';

function renderArea(path: string, layout: ReactElement) {
  vi.stubGlobal('fetch', vi.fn(stubFetch({})));
  renderRoutes([{ path, element: layout, children: [{ index: true, element: page('Home') }] }], {
    initialEntries: [path],
  });
}

// The desktop menus load after the header's first paint (radix's dropdown stays out of the first load); until
// then their buttons' looks hold the place, hidden from assistive technology.
describe("center header's desktop menus", () => {
  it('open, once loaded, with the suite and the account pages on a desktop screen', async () => {
    screenWidth(1280);
    signInAsCenter({ servicecentername: 'Sri Sai Auto Works', isSaaS: true, planenddate: PLAN_END });
    renderArea('/dashboard-service', <CenterLayout />);
    const header = screen.getByRole('banner');
    const user = userEvent.setup();

    await user.click(await within(header).findByRole('button', { name: /FixoPro/ }));
    expect(await screen.findByRole('menuitem', { name: 'Add Parts & Services' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(header).getByRole('button', { name: 'Account menu: Sri Sai Auto Works' }));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
  });

  it('are not used on a phone, which has the small-screen menu instead', async () => {
    screenWidth(390);
    signInAsCenter({ servicecentername: 'Sri Sai Auto Works', isSaaS: true, planenddate: PLAN_END });
    renderArea('/dashboard-service', <CenterLayout />);
    const header = screen.getByRole('banner');
    await expect(
      within(header).findByRole('button', { name: /FixoPro|Account menu/ }, { timeout: 300 }),
    ).rejects.toThrow();
    // The FixoPro button's look still holds its place (hidden below the breakpoint, as the menu would be).
    const fixoPro = within(header).getAllByText('FixoPro');
    expect(fixoPro.some((text) => text.closest('[aria-hidden="true"]') !== null)).toBe(true);
    expect(within(header).getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('show no FixoPro menu to a center without the suite', async () => {
    screenWidth(1280);
    signInAsCenter({ servicecentername: 'Sri Sai Auto Works', isSaaS: false });
    renderArea('/dashboard-service', <CenterLayout />);
    const header = screen.getByRole('banner');
    expect(
      await within(header).findByRole('button', { name: 'Account menu: Sri Sai Auto Works' }),
    ).toBeInTheDocument();
    expect(within(header).queryByText('FixoPro')).toBeNull();
  });
});

describe("manager header's 'More' menu", () => {
  it('opens, once loaded, with the pages opened now and then', async () => {
    screenWidth(1280);
    renderArea('/active-service-center', <ManagerLayout />);
    const header = screen.getByRole('banner');
    const user = userEvent.setup();
    await user.click(await within(header).findByRole('button', { name: /More/ }));
    expect(await screen.findByRole('menuitem', { name: 'Plan payments' })).toBeInTheDocument();
  });
});
