import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderRoutes, stubFetch } from '@/test/render';

import { MessageChannelCard } from './message-channel-card';
import OptOutPage from './opt-out-page';

afterEach(() => vi.unstubAllGlobals());

describe('status message channel on the profile', () => {
  it('shows the stored channel and saves another one', async () => {
    const saved: unknown[] = [];
    let channel = 'sms';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubFetch({
          'GET /api/Notifications/Preferences': () => ({ status: 200, body: { channel, language: 'en' } }),
          'PUT /api/Notifications/Preferences': (init) => {
            const body = JSON.parse(String(init?.body)) as { channel: string };
            saved.push(body);
            channel = body.channel;
            return { status: 200, body: { channel, language: 'en' } };
          },
        }),
      ),
    );
    renderRoutes([{ path: '/', element: <MessageChannelCard /> }]);
    expect(await screen.findByRole('radio', { name: 'SMS' })).toBeChecked();
    const save = screen.getByRole('button', { name: 'Save message choice' });
    expect(save).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    fireEvent.click(save);
    expect(await screen.findByText('Saved. Status messages will come by WhatsApp.')).toBeInTheDocument();
    expect(saved).toEqual([{ channel: 'whatsapp' }]);
    expect(screen.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
  });
});

describe('guest opt-out page', () => {
  it('shows the masked number and stops the messages', async () => {
    let optedout = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubFetch({
          'GET /api/Notifications/OptOut/tok123': () => ({
            status: 200,
            body: { mobile: '98******10', optedout },
          }),
          'POST /api/Notifications/OptOut/tok123': () => {
            optedout = true;
            return { status: 200, body: { mobile: '98******10', optedout } };
          },
        }),
      ),
    );
    renderRoutes([{ path: '/notifications/opt-out/:token', element: <OptOutPage /> }], {
      initialEntries: ['/notifications/opt-out/tok123'],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Stop SMS to this number' }));
    expect(await screen.findByText('Messages stopped')).toBeInTheDocument();
    expect(optedout).toBe(true);
  });

  it('says when the link is not valid', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubFetch({
          'GET /api/Notifications/OptOut/bad': () => ({
            status: 404,
            body: { message: 'This opt-out link is not valid.', status: 404 },
          }),
        }),
      ),
    );
    renderRoutes([{ path: '/notifications/opt-out/:token', element: <OptOutPage /> }], {
      initialEntries: ['/notifications/opt-out/bad'],
    });
    expect(await screen.findByText(/This opt-out link is not valid\./)).toBeInTheDocument();
  });
});
