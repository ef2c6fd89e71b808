import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVOICE_PATHS } from '@fixo/shared';

import { renderRoutes, stubFetch } from '@/test/render';

import { CounterSaleForm } from './counter-sale-form';
import { INVOICE_SETTINGS_FIXTURE, STATE_ROWS_FIXTURE } from './invoice-fixture';

afterEach(() => vi.unstubAllGlobals());

async function renderForm() {
  vi.stubGlobal(
    'fetch',
    stubFetch({
      [`GET ${INVOICE_PATHS.settings}`]: () => ({ status: 200, body: INVOICE_SETTINGS_FIXTURE }),
      'GET /api/Masters/GetAllStates': () => ({ status: 200, body: STATE_ROWS_FIXTURE }),
    }),
  );
  renderRoutes([{ path: '/', element: <CounterSaleForm onCreated={() => {}} /> }]);
  const place = (await screen.findByRole('combobox', { name: /Place of supply/ })) as HTMLSelectElement;
  await waitFor(() => expect(within(place).getByRole('option', { name: 'Tamil Nadu (33)' })).toBeTruthy());
  return place;
}

describe('CounterSaleForm place of supply', () => {
  it("starts in the center's state and follows the buyer's GSTIN as it is typed", async () => {
    const place = await renderForm();
    await waitFor(() => expect(place.value).toBe('29'));
    expect(screen.getByText('Within Karnataka: CGST and SGST.')).toBeTruthy();

    const gstin = screen.getByRole('textbox', { name: /GSTIN/ });
    fireEvent.change(gstin, { target: { value: '27AAPFU0939F1ZV' } });
    fireEvent.blur(gstin);
    await waitFor(() => expect(place.value).toBe('27'));
    expect(screen.getByText('Another state than Karnataka: IGST.')).toBeTruthy();
    expect(screen.getByText(/Taken from the customer's GSTIN/)).toBeTruthy();
  });

  it('keeps a state picked by hand when the GSTIN changes afterwards', async () => {
    const place = await renderForm();
    fireEvent.change(place, { target: { value: '33' } });
    const gstin = screen.getByRole('textbox', { name: /GSTIN/ });
    fireEvent.change(gstin, { target: { value: '27AAPFU0939F1ZV' } });
    fireEvent.blur(gstin);
    await waitFor(() => expect(screen.getByText('Another state than Karnataka: IGST.')).toBeTruthy());
    expect(place.value).toBe('33');
    expect(screen.queryByText(/Taken from the customer's GSTIN/)).toBeNull();
  });
});
