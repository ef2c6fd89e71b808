import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PartListItem } from '@fixo/shared';

import { renderRoutes } from '@/test/render';

import { CatalogueSearch } from './catalogue-search';

const part = (partid: number, partname: string): PartListItem => ({
  partid,
  partname,
  partcode: '',
  parttype: 'Part',
  hsnsac: '2710',
  gstrate: 18,
  unit: 'litre',
  salepricepaise: 38000,
  priceincludesgst: true,
  purchasepricepaise: 0,
  onhand: 4,
  reorderlevel: 1,
  islowstock: false,
  isactive: true,
  updatedon: '2026-11-23T00:00:00Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('CatalogueSearch', () => {
  it('adds the highlighted result with the keyboard and only for the current search', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const q = new URL(String(input), 'http://localhost').searchParams.get('SEARCH') ?? '';
        const items = q === 'oil' ? [part(1, 'Engine oil 20W-40'), part(2, 'Oil filter')] : [];
        return new Response(JSON.stringify({ items, total: items.length, page: 1, pagesize: 8 }), {
          status: 200,
        });
      }),
    );
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <CatalogueSearch onPick={onPick} /> }]);
    const box = screen.getByRole('combobox', { name: 'Add from catalogue' });
    await user.type(box, 'oil');
    expect(await screen.findByRole('option', { name: /Oil filter/ })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ partid: 2 }));
    expect(box).toHaveValue('');
  });
});
