import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { useListParams, type ListParamsApi } from './table-state';

function setup(initial: string) {
  const seen: { api?: ListParamsApi } = {};
  function Probe() {
    seen.api = useListParams({ defaultSort: { sort: 'name', dir: 'asc' }, filterNames: ['kind'] });
    return null;
  }
  const router = createMemoryRouter([{ path: '/', element: <Probe /> }], { initialEntries: [initial] });
  render(<RouterProvider router={router} />);
  return { seen, search: () => router.state.location.search };
}

describe('useListParams', () => {
  it('reads page, sort, search and filters from the address with defaults', () => {
    const { seen } = setup('/?page=3&sort=mobile&dir=desc&q=KA01&kind=Part');
    expect(seen.api).toMatchObject({
      page: 3,
      sort: 'mobile',
      dir: 'desc',
      q: 'KA01',
      filters: { kind: 'Part' },
    });
    const defaults = setup('/?page=-2&dir=sideways').seen.api;
    expect(defaults).toMatchObject({ page: 1, sort: 'name', dir: 'asc', q: '' });
  });

  it('goes back to page 1 when the sort, the search or a filter changes, not when the page does', () => {
    const { seen, search } = setup('/?page=4');
    act(() => seen.api!.setSort({ sort: 'lastvisit', dir: 'asc' }));
    expect(search()).toBe('?sort=lastvisit&dir=asc');
    act(() => seen.api!.setPage(2));
    expect(seen.api!.page).toBe(2);
    act(() => seen.api!.setQuery('KA01'));
    expect(seen.api!.page).toBe(1);
    act(() => seen.api!.setPage(5));
    act(() => seen.api!.setFilter('kind', 'Labour'));
    expect(seen.api).toMatchObject({ page: 1, q: 'KA01', filters: { kind: 'Labour' } });
  });
});
