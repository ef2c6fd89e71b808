import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderRoutes } from '@/test/render';

import FixoProPage from './fixopro-page';

afterEach(() => localStorage.clear());

const renderPage = () => renderRoutes([{ path: '/', element: <FixoProPage /> }]);

describe('FixoPro page', () => {
  it("offers a visitor 'Already registered? Sign in' as a service center", () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Already registered? Sign in' })).toHaveAttribute(
      'href',
      '/login?as=service-center',
    );
    expect(screen.queryByRole('link', { name: 'My dashboard' })).toBeNull();
  });

  it("offers a signed-in center its own dashboard instead of 'Sign in'", () => {
    localStorage.setItem('isLogin', 'true');
    localStorage.setItem('userType', 'ServiceCenter');
    renderPage();
    expect(screen.getByRole('link', { name: 'My dashboard' })).toHaveAttribute('href', '/dashboard-service');
    expect(screen.queryByRole('link', { name: 'Already registered? Sign in' })).toBeNull();
  });
});
