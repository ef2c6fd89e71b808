import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { SessionResponse } from '@fixo/shared';

import { sessionAnswer } from '@/test/contract-fixtures';
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
          body: sessionAnswer('ServiceCenter', {
            servicecentername: 'Sri Sai Auto Works',
            mobilenO1: '9876543210',
          }),
        }),
      }),
    );
    renderRoutes(routes, { initialEntries: ['/dashboard-service'] });
    expect(await screen.findByRole('heading', { name: 'Center home' })).toBeInTheDocument();
  });

  const signedInAs = (answer: SessionResponse) => {
    localStorage.setItem('isLogin', 'true');
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/Auth/Me': () => ({ status: 200, body: answer }) }));
  };

  it('tells a signed-in customer the page is for service centers, with a link home (not the sign-in toast)', async () => {
    signedInAs(sessionAnswer('Customer', { customername: 'Asha', mobilenO1: '9876543210' }));
    // Toasts of earlier tests stay in sonner's global store: watch this test's calls instead.
    const toastError = vi.spyOn(toast, 'error');
    const { router } = renderRoutes(routes, { initialEntries: ['/dashboard-service'] });
    expect(
      await screen.findByRole('heading', { name: 'This page is for service centers.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You are signed in as a customer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my home' })).toHaveAttribute(
      'href',
      '/dashboard-customer',
    );
    expect(router.state.location.pathname).toBe('/dashboard-service');
    expect(screen.queryByRole('heading', { name: 'Center home' })).not.toBeInTheDocument();
    expect(toastError).not.toHaveBeenCalled();
    toastError.mockRestore();
  });

  it('names the area by its first role and leads each role to its own home', async () => {
    const areaRoutes = [
      {
        path: '/dashboard-customer',
        element: <RequireAuth role="Customer" />,
        children: [{ index: true, element: page('Customer home') }],
      },
      {
        path: '/active-service-center',
        element: <RequireAuth role="Manager" />,
        children: [{ index: true, element: page('Manager home') }],
      },
    ];
    signedInAs(sessionAnswer('Manager', { managername: 'Fixo Ops', mobilenO1: '9876543211' }));
    renderRoutes(areaRoutes, { initialEntries: ['/dashboard-customer'] });
    expect(await screen.findByRole('heading', { name: 'This page is for customers.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my home' })).toHaveAttribute(
      'href',
      '/active-service-center',
    );
  });

  it('tells a signed-in center the page is for Fixo operations', async () => {
    signedInAs(
      sessionAnswer('ServiceCenter', { servicecentername: 'Sri Sai Auto Works', mobilenO1: '9876543210' }),
    );
    const areaRoutes = [
      {
        path: '/active-service-center',
        element: <RequireAuth role="Manager" />,
        children: [{ index: true, element: page('Manager home') }],
      },
    ];
    renderRoutes(areaRoutes, { initialEntries: ['/active-service-center'] });
    expect(
      await screen.findByRole('heading', { name: 'This page is for Fixo operations.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my home' })).toHaveAttribute('href', '/dashboard-service');
    expect(screen.queryByRole('heading', { name: 'Manager home' })).not.toBeInTheDocument();
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
