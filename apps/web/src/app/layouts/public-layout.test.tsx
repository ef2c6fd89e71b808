import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { i18n, setLanguage } from '@/lib/i18n';
import { renderRoutes, stubFetch } from '@/test/render';

import { PublicLayout } from './public-layout';

afterEach(async () => {
  localStorage.clear();
  vi.unstubAllGlobals();
  await setLanguage('en');
});

const renderPublic = () =>
  renderRoutes([{ path: '/', element: <PublicLayout />, children: [{ index: true, element: <p>Page</p> }] }]);

describe('public layout', () => {
  it("offers a visitor 'Sign in' in the header and the footer", () => {
    renderPublic();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(footer).queryByRole('link', { name: 'My dashboard' })).toBeNull();
  });

  it("offers a signed-in user their own dashboard instead of 'Sign in', header and footer", () => {
    localStorage.setItem('isLogin', 'true');
    localStorage.setItem('userType', 'Customer');
    renderPublic();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'My dashboard' })).toHaveAttribute(
      'href',
      '/dashboard-customer',
    );
    expect(screen.queryByRole('link', { name: /^Sign in$/ })).toBeNull();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: /My dashboard/ })).toHaveAttribute(
      'href',
      '/dashboard-customer',
    );
  });
});

describe("the public header's language switch", () => {
  /** Records the path of each PUT; every request is answered as saved. */
  function stubServer() {
    const puts: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'PUT') puts.push(new URL(String(input), 'http://localhost').pathname);
        return stubFetch({
          'PUT /api/Notifications/Preferences': () => ({
            status: 200,
            body: { channel: 'sms', language: 'hi' },
          }),
          'PUT /api/Notifications/CenterLanguage': () => ({ status: 200, body: { language: 'hi' } }),
        })(input, init);
      }),
    );
    return puts;
  }

  const chooseHindi = () =>
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'हिन्दी' }));

  it("keeps a signed-in customer's choice on the account, as the customer header does", async () => {
    const puts = stubServer();
    localStorage.setItem('isLogin', 'true');
    localStorage.setItem('userType', 'Customer');
    renderPublic();
    chooseHindi();
    await waitFor(() => expect(puts).toEqual(['/api/Notifications/Preferences']));
    expect(i18n.language).toBe('hi');
  });

  it("keeps a signed-in service center's choice on its account, as the center header does", async () => {
    const puts = stubServer();
    localStorage.setItem('isLogin', 'true');
    localStorage.setItem('userType', 'ServiceCenter');
    renderPublic();
    chooseHindi();
    await waitFor(() => expect(puts).toEqual(['/api/Notifications/CenterLanguage']));
  });

  it("keeps a visitor's choice on this device only", async () => {
    const puts = stubServer();
    renderPublic();
    chooseHindi();
    await waitFor(() => expect(i18n.language).toBe('hi'));
    expect(puts).toEqual([]);
  });
});
