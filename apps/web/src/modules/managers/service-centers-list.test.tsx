import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { managerServiceCentersPageSchema } from '@fixo/shared';

import { managerCenterItem } from '@/test/contract-fixtures';
import { renderRoutes } from '@/test/render';

import { ServiceCentersList } from './service-centers-list';

afterEach(() => vi.unstubAllGlobals());

/** A server of 25 inactive centers that records every list query it is asked. */
function installServer() {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url.searchParams);
      const page = Number(url.searchParams.get('PAGE'));
      const items = Array.from({ length: 10 }, (_, i) =>
        managerCenterItem({
          servicecenterid: (page - 1) * 10 + i + 1,
          servicecentername: `Center ${page}-${i}`,
        }),
      );
      const body = managerServiceCentersPageSchema.parse({ items, total: 25, page, pagesize: 10 });
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

describe('manager center lists', () => {
  it('open newest first, sort a new column ascending from page 1, then toggle it', async () => {
    const asked = installServer();
    const user = userEvent.setup();
    renderRoutes([
      { path: '/', element: <ServiceCentersList status="inactive" title="Inactive Service Center" /> },
    ]);
    await screen.findByRole('link', { name: 'Center 1-0' });
    expect(asked.at(-1)?.get('SORT')).toBe('registeredon');
    expect(asked.at(-1)?.get('ORDER')).toBe('desc');

    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await screen.findByRole('link', { name: 'Center 3-0' });

    const table = screen.getByRole('table');
    await user.click(within(table).getByRole('button', { name: /City/ }));
    await waitFor(() => expect(asked.at(-1)?.get('SORT')).toBe('city'));
    expect(asked.at(-1)?.get('ORDER')).toBe('asc');
    expect(asked.at(-1)?.get('PAGE')).toBe('1');
    expect(within(table).getByRole('columnheader', { name: /City/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await user.click(within(table).getByRole('button', { name: /City/ }));
    await waitFor(() => expect(asked.at(-1)?.get('ORDER')).toBe('desc'));
    expect(within(table).getByRole('button', { name: 'Approve Center 1-0' })).toBeInTheDocument();
    // Three pages of a 25-row table clicked through with userEvent: over 4 s on a loaded machine.
  }, 15_000);

  it('asks before approving (the question loads on the first tap); Cancel changes nothing', async () => {
    const asked = installServer();
    const user = userEvent.setup();
    renderRoutes([
      { path: '/', element: <ServiceCentersList status="inactive" title="Inactive Service Center" /> },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Approve Center 1-0' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Center 1-0');
    const requestsBefore = asked.length;
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(asked).toHaveLength(requestsBefore);
    expect(screen.getByRole('button', { name: 'Approve Center 1-0' })).toBeInTheDocument();
  });
});
