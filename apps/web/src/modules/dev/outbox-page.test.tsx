import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setLanguage } from '@/lib/i18n';
import { renderRoutes, stubFetch } from '@/test/render';

import OutboxPage from './outbox-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

function renderOutbox(handlers: Parameters<typeof stubFetch>[0]) {
  vi.stubGlobal('fetch', vi.fn(stubFetch(handlers)));
  renderRoutes([{ path: '/dev/outbox', element: <OutboxPage /> }], { initialEntries: ['/dev/outbox'] });
}

describe('development SMS outbox page', () => {
  it('is a not-found page when the server has no development tools', async () => {
    renderOutbox({});
    expect(await screen.findByRole('heading', { name: 'Wrong turn' })).toBeInTheDocument();
    expect(screen.queryByText('SMS outbox')).not.toBeInTheDocument();
  });

  it('lists the messages when development tools are on', async () => {
    renderOutbox({
      'GET /api/Dev/Outbox': () => ({
        status: 200,
        body: [{ to: '9000000001', text: '123456 is your code', createdon: '2026-11-23T05:00:00.000Z' }],
      }),
    });
    expect(await screen.findByText('123456 is your code')).toBeInTheDocument();
    expect(screen.getByText(/^To \+91 9000000001 · \d{2}\/\d{2}\/2026 \d{2}:\d{2}:00$/)).toBeInTheDocument();
  });

  it('shows a status message with its channel, template and variables, links clickable', async () => {
    renderOutbox({
      'GET /api/Dev/Outbox': () => ({
        status: 200,
        body: [
          {
            to: '9876500001',
            text: 'Fixo: Sri Ganesh Motors accepted your request FX-ABCDEF.',
            createdon: '2026-11-23T05:00:00.000Z',
            channel: 'whatsapp',
            template: 'fixo_request_accepted',
            variables: { center: 'Sri Ganesh Motors', trackingUrl: 'http://127.0.0.1:3000/track/tok' },
          },
        ],
      }),
    });
    expect(await screen.findByText('WhatsApp')).toBeInTheDocument();
    expect(screen.getByText('fixo_request_accepted')).toBeInTheDocument();
    expect(screen.getByText('Sri Ganesh Motors')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'http://127.0.0.1:3000/track/tok' })).toHaveAttribute(
      'href',
      'http://127.0.0.1:3000/track/tok',
    );
  });

  it('is in Hindi on a Hindi screen, the 404 page too', async () => {
    await setLanguage('hi');
    renderOutbox({
      'GET /api/Dev/Outbox': () => ({
        status: 200,
        body: [{ to: '9000000001', text: '123456 is your code', createdon: '2026-11-23T05:00:00.000Z' }],
      }),
    });
    expect(await screen.findByRole('heading', { name: 'SMS आउटबॉक्स' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रिफ़्रेश करें' })).toBeInTheDocument();
    expect(await screen.findByText(/^\+91 9000000001 को · /)).toBeInTheDocument();
    expect(screen.queryByText('Refresh')).not.toBeInTheDocument();
  });

  it('says its 404 in Hindi on a Hindi screen', async () => {
    await setLanguage('hi');
    renderOutbox({});
    expect(await screen.findByRole('heading', { name: 'गलत मोड़' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पर वापस जाएँ' })).toBeInTheDocument();
    expect(screen.queryByText('Wrong turn')).not.toBeInTheDocument();
  });
});
