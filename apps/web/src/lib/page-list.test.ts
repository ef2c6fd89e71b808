import { describe, expect, it } from 'vitest';

import { pageList } from './page-list';

describe('pageList', () => {
  it('shows every page when there are few', () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(2, 3)).toEqual([1, 2, 3]);
    expect(pageList(1, 0)).toEqual([]);
  });

  it('always shows first, last and current ±1 with ellipses for the gaps', () => {
    expect(pageList(1, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
    expect(pageList(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageList(10, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
    expect(pageList(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis-end', 10]);
    expect(pageList(8, 10)).toEqual([1, 'ellipsis-start', 7, 8, 9, 10]);
  });

  it('hides even a single skipped page behind an ellipsis', () => {
    // 1 … 3 4 5: page 2 is hidden behind the ellipsis (the rule is first, last and current ±1 only).
    expect(pageList(4, 5)).toEqual([1, 'ellipsis-start', 3, 4, 5]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageList(0, 4)).toEqual([1, 2, 'ellipsis-end', 4]);
    expect(pageList(9, 4)).toEqual([1, 'ellipsis-start', 3, 4]);
  });
});
