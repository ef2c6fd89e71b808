import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { page, renderRoutes, stubFetch } from '@/test/render';

import { RequireAuth } from './require-auth';

const routes = [
  { path: '/', element: page('Landing') },
  { path: '/start', element: page('Start') },
  {
    path: '/dashboard-service',
    element: <RequireAuth role="ServiceCenter" />,
    children: [{ index: true, element: page('Center home') }],
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('RequireAuth', () => {
  it('sends a visitor without the login flag to / (replacing history) with the exact toast', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoutes(routes, {
      initialEntries: ['/start', '/dashboard-service'],
      initialIndex: 1,
    });

    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(
      await screen.findByText('You are not authenticated. Please log in to access this page.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Center home' })).not.toBeInTheDocument();
    // The flag alone decides: no server round trip is needed to refuse.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the page when the flag is stored and the server session has the area role', async () => {
    localStorage.setItem('isLogin', 'true');
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/Auth/Me': () => ({
          status: 200,
          body: {
            usertype: 'ServiceCenter',
            loginUserData: { servicecentername: 'Sri Sai Auto Works', mobilenO1: '9876543210' },
          },
        }),
      }),
    );
    renderRoutes(routes, { initialEntries: ['/dashboard-service'] });
    expect(await screen.findByRole('heading', { name: 'Center home' })).toBeInTheDocument();
  });

  it('refuses a logged-in user of another role, with the same toast', async () => {
    localStorage.setItem('isLogin', 'true');
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/Auth/Me': () => ({
          status: 200,
          body: { usertype: 'Customer', loginUserData: { customername: 'Asha', mobilenO1: '9876543210' } },
        }),
      }),
    );
    const { router } = renderRoutes(routes, { initialEntries: ['/dashboard-service'] });
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(
      await screen.findByText('You are not authenticated. Please log in to access this page.'),
    ).toBeInTheDocument();
  });

  it('clears the stored keys and redirects when the server session is gone (401)', async () => {
    localStorage.setItem('isLogin', 'true');
    localStorage.setItem('loginUserData', '{}');
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/Auth/Me': () => ({ status: 401, body: { message: 'Unauthorized', status: 401 } }),
      }),
    );
    renderRoutes(routes, { initialEntries: ['/dashboard-service'] });
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('isLogin')).toBeNull());
    expect(localStorage.getItem('loginUserData')).toBeNull();
  });
});
