import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderRoutes, stubFetch } from '@/test/render';

import OutboxPage from './outbox-page';

afterEach(() => vi.unstubAllGlobals());

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
  });
});
