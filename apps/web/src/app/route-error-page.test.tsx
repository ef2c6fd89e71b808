import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setLanguage } from '@/lib/i18n';

import { RouteErrorPage } from './route-error-page';

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * A signed-in area found on first use, as router.tsx does it, over a network that is down until `network.up`:
 * each try to fetch the area's route tables fails as a dropped import does.
 */
function appWithArea() {
  const network = { up: false };
  const area: RouteObject = { path: 'suite', children: [{ index: true, element: <h1>Parts list</h1> }] };
  const tries = vi.fn();
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        element: <Outlet />,
        ErrorBoundary: RouteErrorPage,
        children: [{ index: true, element: <Link to="/suite">FixoPro</Link> }],
      },
    ],
    {
      initialEntries: ['/'],
      async patchRoutesOnNavigation({ path, patch }) {
        if (!path.startsWith('/suite')) return;
        tries();
        if (!network.up)
          throw new TypeError('Failed to fetch dynamically imported module: /assets/suite-routes.js');
        patch('root', [area]);
      },
    },
  );
  render(<RouterProvider router={router} />);
  return { network, router, tries };
}

describe('RouteErrorPage when an area did not arrive', () => {
  it("says so with 'Try again' and 'Go back', and opens the area on Try again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { network, router, tries } = appWithArea();
    fireEvent.click(screen.getByRole('link', { name: 'FixoPro' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen could not be loaded');
    expect(router.state.location.pathname).toBe('/suite');

    network.up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Parts list' })).toBeInTheDocument();
    expect(tries).toHaveBeenCalledTimes(2);
  });

  it('goes back to the screen before it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    appWithArea();
    fireEvent.click(screen.getByRole('link', { name: 'FixoPro' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('link', { name: 'FixoPro' })).toBeInTheDocument();
  });

  it('tries again on its own after 2 s, and when the browser is back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { network, tries } = appWithArea();
    fireEvent.click(screen.getByRole('link', { name: 'FixoPro' }));
    await screen.findByRole('alert');
    expect(tries).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(tries).toHaveBeenCalledTimes(2), { timeout: 3_000 });
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    network.up = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('heading', { name: 'Parts list' })).toBeInTheDocument();
  });

  it('keeps the page for other errors (a bug): Reload and the detail', async () => {
    renderThrowingScreen();
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('cannot read properties of undefined')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('tells a Hindi reader in Hindi, with the way home', async () => {
    await act(() => setLanguage('hi'));
    try {
      renderThrowingScreen();
      expect(await screen.findByRole('heading', { name: 'कुछ गड़बड़ हो गई' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'दोबारा लोड करें' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'होम पर जाएँ' })).toHaveAttribute('href', '/');
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});

/** A screen that throws as a bug does, under the root's error page. */
function renderThrowingScreen() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const router = createMemoryRouter(
    [
      {
        path: '/',
        ErrorBoundary: RouteErrorPage,
        Component: () => {
          throw new Error('cannot read properties of undefined');
        },
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}
