import { createMemoryRouter, matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { discoverSignedInAreas, routes } from './router';

function routerAt(path: string) {
  const discover = discoverSignedInAreas();
  const spy = vi.fn(discover);
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: spy });
  return { router, spy };
}

async function settled(router: ReturnType<typeof createMemoryRouter>) {
  await vi.waitFor(
    () => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true),
    {
      timeout: 20_000,
    },
  );
  return router.state.matches.map((m) => m.route.path ?? '');
}

// The landing page's download holds only the public routes; the signed-in areas arrive on first use.
describe('route discovery', { timeout: 30_000 }, () => {
  it('serves a public page without loading the signed-in areas', async () => {
    const { router, spy } = routerAt('/privacy-policy');
    expect(await settled(router)).toContain('privacy-policy');
    expect(spy).not.toHaveBeenCalled();
  });

  it('finds a deep link into a signed-in area on the first load, and later ones without loading again', async () => {
    // Without discovery the first-download tree knows only the 404 page for it.
    expect(matchRoutes(routes, '/dashboard-customer/customer-profile')?.at(-1)?.route.path).toBe('*');
    const { router, spy } = routerAt('/dashboard-customer/customer-profile');
    const paths = await settled(router);
    expect(paths).toContain('dashboard-customer');
    expect(paths).toContain('customer-profile');

    await router.navigate('/active-discount');
    await settled(router);
    expect(router.state.matches.at(-1)?.route.path).toBe('active-discount');
    await router.navigate('/service-manager/parts-list');
    expect((await settled(router)).at(-1)).toBe('parts-list');
    expect(spy.mock.calls.length).toBeGreaterThanOrEqual(1);
  });

  it('still answers an unknown path with the not-found page', async () => {
    const { router } = routerAt('/no-such-page');
    expect((await settled(router)).at(-1)).toBe('*');
  });
});
