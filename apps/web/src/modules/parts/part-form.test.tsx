import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderRoutes, stubResizeObserver } from '@/test/render';

import { PartForm } from './part-form';

beforeEach(() => {
  stubResizeObserver();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({}), { status: 200 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('PartForm', () => {
  it('names its price inputs by their labels (the inputs sit inside a Controller)', async () => {
    renderRoutes([{ path: '/', element: <PartForm onSaved={vi.fn()} /> }]);
    expect(await screen.findByLabelText(/^Sale price/)).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByLabelText('Purchase price')).toHaveAttribute('inputmode', 'decimal');
  });
});
