import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderRoutes } from '@/test/render';

import { PublicLayout } from './public-layout';

afterEach(() => localStorage.clear());

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
