import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoutes } from '@/test/render';

import { PublicLayout } from './public-layout';
import { RootLayout } from './root-layout';

const renderSite = () =>
  renderRoutes([
    {
      Component: RootLayout,
      children: [
        {
          Component: PublicLayout,
          children: [
            { index: true, element: <h1>First</h1> },
            { path: 'next', element: <h1>Next</h1> },
          ],
        },
      ],
    },
  ]);

describe('root layout', () => {
  it('leaves the focus alone on the first page of a visit, and moves it to the page on each navigation', async () => {
    const { router } = renderSite();
    await screen.findByRole('heading', { name: 'First' });
    expect(document.activeElement).toBe(document.body);

    await act(() => router.navigate('/next'));
    await screen.findByRole('heading', { name: 'Next' });
    expect(document.activeElement).toBe(document.getElementById('main'));

    (document.activeElement as HTMLElement).blur();
    await act(() => router.navigate('/'));
    await screen.findByRole('heading', { name: 'First' });
    expect(document.activeElement).toBe(document.getElementById('main'));
  });
});
