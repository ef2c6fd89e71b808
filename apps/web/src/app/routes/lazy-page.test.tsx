import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { lazyPage } from './lazy-page';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const Profile = () => <h1>Customer Profile</h1>;
const dropped = () => new TypeError('Failed to fetch dynamically imported module: /assets/profile-page.js');

/** A page's code over a network that is down until `network.up` is set. */
function pageOverNetwork() {
  const network = { up: false };
  const load = vi.fn(() => (network.up ? Promise.resolve({ default: Profile }) : Promise.reject(dropped())));
  return { network, load };
}

/** The customer's area: a header with links, the page below it, and the root's error page. */
function renderArea(lazy: ReturnType<typeof lazyPage>) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        ErrorBoundary: () => <p>error page</p>,
        element: (
          <>
            <header>
              <Link to="/">Dashboard</Link> <Link to="/profile">Profile</Link>
            </header>
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>Dashboard page</p> },
          { path: 'profile', lazy },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('lazyPage', () => {
  it('loads the page when its code arrives', async () => {
    renderArea(lazyPage(() => Promise.resolve({ default: Profile })));
    fireEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { name: 'Customer Profile' })).toBeInTheDocument();
  });

  it("says a screen did not arrive under the area's header, and opens it on Try again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { network, load } = pageOverNetwork();
    const router = renderArea(lazyPage(load));
    fireEvent.click(screen.getByRole('link', { name: 'Profile' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This screen could not be loaded');
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    // React Router's own try, then the page's at once (not after a reload); React may render the new page twice
    // before it is on screen, and each render may try once. Then it waits: no loop while the network is down.
    const tries = load.mock.calls.length;
    expect(tries).toBeGreaterThanOrEqual(2);
    expect(tries).toBeLessThanOrEqual(3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(load).toHaveBeenCalledTimes(tries);

    network.up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Customer Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens the screen by itself when the browser is back online, and on the next visit without a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { network, load } = pageOverNetwork();
    renderArea(lazyPage(load));
    fireEvent.click(screen.getByRole('link', { name: 'Profile' }));
    await screen.findByRole('alert');

    // Away and back while still offline: the screen tries once at once and says so again.
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    await screen.findByText('Dashboard page');
    const calls = load.mock.calls.length;
    fireEvent.click(screen.getByRole('link', { name: 'Profile' }));
    await screen.findByRole('alert');
    expect(load).toHaveBeenCalledTimes(calls + 1);

    network.up = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'Customer Profile' })).toBeInTheDocument();
  });

  it('leaves a page that arrived but threw to the error page (a bug, not the signal)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderArea(
      lazyPage(() => Promise.reject(new Error('profile-page: cannot read properties of undefined'))),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(await screen.findByText('error page')).toBeInTheDocument();
  });

  it('reloads into the new version when the code is gone from the server (Fixo was updated)', async () => {
    const head = vi.fn(() => Promise.resolve(new Response(null, { status: 404 })));
    vi.stubGlobal('fetch', head);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    window.sessionStorage.clear();
    renderArea(
      lazyPage(() =>
        Promise.reject(
          new TypeError(
            `Failed to fetch dynamically imported module: ${window.location.origin}/assets/profile-page-old.js`,
          ),
        ),
      ),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { name: 'Fixo has been updated' })).toBeInTheDocument();
    expect(head).toHaveBeenCalledWith(
      `${window.location.origin}/assets/profile-page-old.js`,
      expect.objectContaining({ method: 'HEAD', cache: 'no-store' }),
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
