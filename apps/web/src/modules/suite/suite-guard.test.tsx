import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_KEYS as KEYS } from '@fixo/shared';

import { renderRoutes } from '@/test/render';

import { SuiteGuard } from './suite-guard';
import { suitePlanState } from './suite-plan-state';

function storeCenter(data: Record<string, unknown>) {
  localStorage.setItem(KEYS.isLogin, 'true');
  localStorage.setItem(KEYS.userType, 'ServiceCenter');
  localStorage.setItem(KEYS.loginUserData, JSON.stringify(data));
}
const routes = [{ element: <SuiteGuard />, children: [{ path: '/', element: <h1>Customer Masters</h1> }] }];

describe('SuiteGuard', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it('tells active, expired and never-subscribed plans apart', () => {
    expect(suitePlanState(true, '2026-12-01T00:00:00Z', now)).toBe('active');
    expect(suitePlanState(true, '2026-11-01T00:00:00Z', now)).toBe('expired');
    expect(suitePlanState(false, '2026-11-01T00:00:00Z', now)).toBe('expired');
    expect(suitePlanState(false, '2026-12-01T00:00:00Z', now)).toBe('no-plan');
  });

  it('opens the screen with an active plan and shows the expiry notice with its date otherwise', () => {
    storeCenter({ isSaaS: true, planenddate: new Date(Date.now() + 86_400_000).toISOString() });
    const first = renderRoutes(routes);
    expect(screen.getByRole('heading', { name: 'Customer Masters' })).toBeInTheDocument();
    first.unmount();
    storeCenter({ isSaaS: true, planenddate: '2025-03-31T18:29:59Z' });
    renderRoutes(routes);
    expect(
      screen.getByRole('heading', { name: 'Your FixoPro subscription has expired' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/It ended on 31 Mar 2025/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renew plan' })).toHaveAttribute(
      'href',
      '/dashboard-service/subscription',
    );
  });
});
