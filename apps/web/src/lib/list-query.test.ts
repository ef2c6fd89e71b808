import { describe, expect, it } from 'vitest';

import { oneOf, pagedListQuery } from './list-query';

describe('list query from the address', () => {
  it('keeps a known filter value and drops anything else', () => {
    const kinds = ['Part', 'Service'] as const;
    expect(oneOf(kinds, 'Service')).toBe('Service');
    expect(oneOf(kinds, 'service')).toBeUndefined();
    expect(oneOf(kinds, '')).toBeUndefined();
    expect(oneOf(kinds, undefined)).toBeUndefined();
  });

  it("sends the list's search, sort and page, with the list's own default order", () => {
    const list = { q: 'KA01', sort: null, dir: 'desc' as const, page: 3 };
    expect(pagedListQuery(list, 'createdon', 20)).toEqual({
      SEARCH: 'KA01',
      SORT: 'createdon',
      ORDER: 'desc',
      PAGE: 3,
      PAGESIZE: 20,
    });
    expect(pagedListQuery({ ...list, sort: 'name' }, 'createdon', 20).SORT).toBe('name');
  });
});
