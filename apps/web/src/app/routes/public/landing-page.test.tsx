import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { PublicHeader } from '@/app/layouts/public-layout';
import { rememberRequest } from '@/modules/service-requests/recent-requests';
import { renderRoutes } from '@/test/render';

import LandingPage from './landing-page';

afterEach(() => localStorage.clear());

function renderLanding() {
  return renderRoutes([
    {
      path: '/',
      element: (
        <>
          <PublicHeader />
          <LandingPage />
        </>
      ),
    },
  ]);
}

describe('landing page', () => {
  it("offers 'Sign in' to a visitor and no request banner without a request on the device", () => {
    renderLanding();
    expect(screen.getAllByRole('link', { name: /^Sign in$/ })[0]).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'My dashboard' })).toBeNull();
    expect(screen.queryByTestId('landing-recent-request')).toBeNull();
  });

  it("shows a signed-in service center 'My dashboard' leading to its own home, not 'Sign in'", () => {
    localStorage.setItem('isLogin', 'true');
    localStorage.setItem('userType', 'ServiceCenter');
    renderLanding();
    const links = screen.getAllByRole('link', { name: /My dashboard/ });
    expect(links.length).toBeGreaterThanOrEqual(2); // header and the section that said 'Sign in'
    links.forEach((l) => expect(l).toHaveAttribute('href', '/dashboard-service'));
    expect(screen.queryByRole('link', { name: /^Sign in$/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
  });

  it("leads a guest back to their latest request: 'Your request FX-… — Accepted'", () => {
    rememberRequest({ bookingRef: 'FX-OLD111', trackingPath: '/track/old', status: 'Closed' });
    rememberRequest({ bookingRef: 'FX-ABC123', trackingPath: '/track/tok', status: 'Accepted' });
    renderLanding();
    const banner = screen.getByTestId('landing-recent-request');
    expect(banner).toHaveTextContent('Your request FX-ABC123 — Accepted');
    expect(banner).toHaveAttribute('href', '/track/tok');
  });
});

describe('landing page in Hindi', () => {
  it('renders the header and the page in Hindi once हिन्दी is chosen, and back in English', async () => {
    const user = userEvent.setup();
    renderLanding();
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'गाड़ी खराब हो गई? मदद बस एक टैप दूर है।',
      ),
    );
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('link', { name: /अभी मदद लें/ })[0]).toHaveAttribute(
      'href',
      '/dashboard-customer/service-request',
    );
    expect(screen.getAllByRole('link', { name: 'मदद लें' }).length).toBeGreaterThan(0); // header nav
    expect(document.documentElement.lang).toBe('hi');
    await user.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Broken down? Help is a tap away.'),
    );
  });
});
