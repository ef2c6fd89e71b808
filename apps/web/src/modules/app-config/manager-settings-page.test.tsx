import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfigSettingsResponse } from '@fixo/shared';

import { renderRoutes, stubFetch } from '@/test/render';

import ManagerSettingsPage from './manager-settings-page';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const OFF: AppConfigSettingsResponse = {
  settings: [{ apckey: 'ENABLEOTPAPI', apcvalue: 'false', description: 'OTP sign-in', envmanaged: false }],
  changes: [],
};
const ON: AppConfigSettingsResponse = {
  settings: [{ apckey: 'ENABLEOTPAPI', apcvalue: 'true', description: 'OTP sign-in', envmanaged: false }],
  changes: [
    {
      id: 1,
      apckey: 'ENABLEOTPAPI',
      oldvalue: 'false',
      newvalue: 'true',
      changedby: 'Fixo Operations (9000000001)',
      changedon: '2026-11-23T05:00:00.000Z',
    },
  ],
};

function renderPage(initial: AppConfigSettingsResponse) {
  const fetchMock = vi.fn(
    stubFetch({
      'GET /api/AppConfigurations/GetSettings': () => ({ status: 200, body: initial }),
      'PUT /api/AppConfigurations/UpdateSetting': () => ({ status: 200, body: ON }),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderRoutes([{ path: '/manager-settings', element: <ManagerSettingsPage /> }], {
    initialEntries: ['/manager-settings'],
  });
  return { fetchMock, user: userEvent.setup() };
}

describe('manager settings', () => {
  it('turns OTP sign-in on, sends the change and shows it in the history', async () => {
    const { fetchMock, user } = renderPage(OFF);
    const toggle = await screen.findByRole('switch', { name: 'Sign-in by one-time code (OTP)' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('No changes yet.')).toBeInTheDocument();

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ apckey: 'ENABLEOTPAPI', apcvalue: 'true' });
    const history = screen.getByRole('list', { name: 'Change history' });
    expect(within(history).getByText('by Fixo Operations (9000000001)')).toBeInTheDocument();
    expect(within(history).getByText('On')).toBeInTheDocument();
  });

  it('says when the environment sets the value at every start', async () => {
    renderPage({ ...OFF, settings: [{ ...OFF.settings[0]!, envmanaged: true }] });
    expect(await screen.findByText(/from its environment \(ENABLE_OTP\) at every start/)).toBeInTheDocument();
  });
});
