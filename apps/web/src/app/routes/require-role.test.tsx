import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Outlet } from 'react-router';

import { WrongRoleFrameContext } from '@/modules/auth/wrong-role-frame';
import { sessionAnswer } from '@/test/contract-fixtures';
import { page, renderRoutes, stubFetch } from '@/test/render';

import { PublicFrame } from '../layouts/public-layout';
import { requireRole } from './require-role';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/**
 * The manager area's shape under the root layout's frame: the guard outside the area's layout (here a page
 * standing in for it).
 */
const managerArea = (framed: boolean) => [
  {
    element: (
      <WrongRoleFrameContext value={PublicFrame}>
        <Outlet />
      </WrongRoleFrameContext>
    ),
    children: [
      {
        path: '/active-service-center',
        lazy: requireRole('Manager', { framed }),
        children: [{ index: true, element: page('Manager home') }],
      },
    ],
  },
];

function signedInAsCenter() {
  localStorage.setItem('isLogin', 'true');
  localStorage.setItem('userType', 'ServiceCenter');
  const answer = sessionAnswer('ServiceCenter', {
    servicecentername: 'Sri Sai Auto Works',
    mobilenO1: '9876543210',
  });
  vi.stubGlobal('fetch', stubFetch({ 'GET /api/Auth/Me': () => ({ status: 200, body: answer }) }));
}

describe('requireRole', () => {
  it("framed: a center on a manager page gets 'This page is for Fixo operations.' inside the public header and footer", async () => {
    signedInAsCenter();
    renderRoutes(managerArea(true), { initialEntries: ['/active-service-center'] });
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { name: 'This page is for Fixo operations.' }),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Go to my home' })).toHaveAttribute(
      'href',
      '/dashboard-service',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Manager home' })).not.toBeInTheDocument();
  });

  it('unframed (the area layout is outside the guard): the message alone, no second header', async () => {
    signedInAsCenter();
    renderRoutes(managerArea(false), { initialEntries: ['/active-service-center'] });
    expect(
      await screen.findByRole('heading', { name: 'This page is for Fixo operations.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
