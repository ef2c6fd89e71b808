import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVOICE_PATHS } from '@fixo/shared';

import { renderRoutes, stubFetch } from '@/test/render';

import { CounterSaleForm } from './counter-sale-form';
import { INVOICE_SETTINGS_FIXTURE, STATE_ROWS_FIXTURE } from './invoice-fixture';

afterEach(() => vi.unstubAllGlobals());

async function renderForm(onCreated: (invoice: unknown) => void = () => {}) {
  vi.stubGlobal(
    'fetch',
    stubFetch({
      [`GET ${INVOICE_PATHS.settings}`]: () => ({ status: 200, body: INVOICE_SETTINGS_FIXTURE }),
      'GET /api/Masters/GetAllStates': () => ({ status: 200, body: STATE_ROWS_FIXTURE }),
    }),
  );
  const { router } = renderRoutes([
    { path: '/', element: <CounterSaleForm onCreated={onCreated} /> },
    { path: '/service-manager/invoice-for-sr', element: <p>Invoice list</p> },
  ]);
  const place = (await screen.findByRole('combobox', { name: /Place of supply/ })) as HTMLSelectElement;
  await waitFor(() => expect(within(place).getByRole('option', { name: 'Tamil Nadu (33)' })).toBeTruthy());
  return Object.assign(place, { router });
}

describe('CounterSaleForm place of supply', () => {
  it("stays in the center's state for a buyer registered elsewhere, and says where the buyer is", async () => {
    const place = await renderForm();
    await waitFor(() => expect(place.value).toBe('29'));
    expect(screen.getByText('Within Karnataka: CGST and SGST.')).toBeTruthy();

    const gstin = screen.getByRole('textbox', { name: /GSTIN/ });
    fireEvent.change(gstin, { target: { value: '27AAPFU0939F1ZV' } });
    fireEvent.blur(gstin);
    expect(await screen.findByText(/The buyer is registered in Maharashtra \(27\): choose it/)).toBeTruthy();
    expect(place.value).toBe('29');
  });

  it('charges IGST once the center picks the state it sends the goods to', async () => {
    const place = await renderForm();
    await waitFor(() => expect(place.value).toBe('29'));
    fireEvent.change(screen.getByRole('textbox', { name: /GSTIN/ }), {
      target: { value: '27AAPFU0939F1ZV' },
    });
    fireEvent.change(place, { target: { value: '27' } });
    await waitFor(() => expect(screen.getByText('Another state than Karnataka: IGST.')).toBeTruthy());
    expect(place.value).toBe('27');
    // the buyer's state is now the place: nothing more to point out
    expect(screen.queryByText(/The buyer is registered in/)).toBeNull();
  });
});

describe('CounterSaleForm refused', () => {
  it('says to choose the place of supply when it was emptied, and takes the person there', async () => {
    const place = await renderForm();
    await waitFor(() => expect(place.value).toBe('29'));
    fireEvent.change(screen.getByRole('textbox', { name: /Customer name/ }), {
      target: { value: 'Walk-in' },
    });
    fireEvent.change(place, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    expect(await screen.findByText('Choose the place of supply')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(place));
  });
});

describe('CounterSaleForm leave guard', () => {
  it('asks before a typed sale is left, and lets an untouched one go', async () => {
    const first = await renderForm();
    await first.router.navigate('/service-manager/invoice-for-sr');
    expect(await screen.findByText('Invoice list')).toBeTruthy();

    await first.router.navigate('/');
    await screen.findByRole('combobox', { name: /Place of supply/ });
    fireEvent.change(screen.getByRole('textbox', { name: /Customer name/ }), {
      target: { value: 'Pune Fleet' },
    });
    await first.router.navigate('/service-manager/invoice-for-sr');
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(first.router.state.location.pathname).toBe('/');
    expect(screen.getByRole('textbox', { name: /Customer name/ })).toHaveValue('Pune Fleet');
  });
});
