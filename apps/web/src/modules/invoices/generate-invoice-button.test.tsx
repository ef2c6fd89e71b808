import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVOICE_PATHS } from '@fixo/shared';

import { renderRoutes, stubFetch } from '@/test/render';
import { jobCardFixture } from '@/modules/job-cards/job-card-fixture';

import { GenerateInvoiceButton } from './generate-invoice-button';
import { INVOICE_SETTINGS_FIXTURE, invoiceFixture, STATE_ROWS_FIXTURE } from './invoice-fixture';

afterEach(() => vi.unstubAllGlobals());

/** Renders the button of a ready job card whose customer has `gstin`; returns the bodies the create got. */
function renderButton(gstin: string, settings: Record<string, unknown> = {}) {
  const created: unknown[] = [];
  const card = jobCardFixture({ status: 'Ready', approval: 'Approved', customergstno: gstin });
  vi.stubGlobal(
    'fetch',
    stubFetch({
      'GET /api/JobCard/GetJobCardById': () => ({ status: 200, body: card }),
      [`GET ${INVOICE_PATHS.settings}`]: () => ({
        status: 200,
        body: { ...INVOICE_SETTINGS_FIXTURE, ...settings },
      }),
      'GET /api/Masters/GetAllStates': () => ({ status: 200, body: STATE_ROWS_FIXTURE }),
      [`POST ${INVOICE_PATHS.create}`]: (init) => {
        created.push(JSON.parse(String(init?.body)));
        return { status: 201, body: invoiceFixture() };
      },
    }),
  );
  renderRoutes([
    {
      path: '/',
      element: <GenerateInvoiceButton jobcardid={card.jobcardid} registration={card.vehregistrationno} />,
    },
    { path: '/service-manager/invoice-for-sr/:id', element: <p>Invoice page</p> },
  ]);
  return created;
}

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Generate invoice' }));
  const dialog = await screen.findByRole('dialog', { name: 'Generate the invoice of JC/2026-27/0001?' });
  const place = await within(dialog).findByRole('combobox', { name: /Place of supply/ });
  await waitFor(() => expect(within(place).getByRole('option', { name: 'Maharashtra (27)' })).toBeTruthy());
  return { dialog, place: place as HTMLSelectElement };
}

describe('GenerateInvoiceButton', () => {
  it('asks first, and takes a registered customer of another state to IGST by the GSTIN', async () => {
    const created = renderButton('27AAPFU0939F1ZV');
    const { dialog, place } = await openDialog();
    expect(within(dialog).getByText('Ravi Kumar · KA05MN1234')).toBeTruthy();
    expect(within(dialog).getByText('GSTIN 27AAPFU0939F1ZV')).toBeTruthy();
    expect(created).toEqual([]);
    expect(place.value).toBe('27');
    expect(within(dialog).getByText('Another state than Karnataka: IGST.')).toBeTruthy();
    expect(within(dialog).getByText(/Taken from the customer's GSTIN/)).toBeTruthy();
    // another state picked against the GSTIN: said, not refused
    fireEvent.change(place, { target: { value: '29' } });
    expect(within(dialog).getByText(/The customer's GSTIN is of Maharashtra \(27\)/)).toBeTruthy();
    fireEvent.change(place, { target: { value: '27' } });
    expect(within(dialog).queryByText(/The customer's GSTIN is of/)).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate invoice' }));
    expect(await screen.findByText('Invoice page')).toBeTruthy();
    expect(created).toEqual([{ jobcardid: 1, placeofsupplystatecode: '27' }]);
  });

  it("bills a walk-in customer in the center's state, and sends the state the center picks", async () => {
    const created = renderButton('');
    const { dialog, place } = await openDialog();
    expect(place.value).toBe('29');
    expect(within(dialog).getByText('Within Karnataka: CGST and SGST.')).toBeTruthy();
    expect(within(dialog).queryByText(/Taken from the customer's GSTIN/)).toBeNull();

    fireEvent.change(place, { target: { value: '27' } });
    expect(within(dialog).getByText('Another state than Karnataka: IGST.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate invoice' }));
    await screen.findByText('Invoice page');
    expect(created).toEqual([{ jobcardid: 1, placeofsupplystatecode: '27' }]);
  });

  it('issues nothing when the question is cancelled', async () => {
    const created = renderButton('');
    const { dialog } = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(created).toEqual([]);
  });

  it('keeps a composition dealer in its own state, and leaves a GSTIN of no state for the center to choose', async () => {
    renderButton('27AAPFU0939F1ZV', { compositiondealer: true, documentkind: 'Bill of Supply' });
    const first = await openDialog();
    expect(first.place.value).toBe('29');
    expect(within(first.dialog).getByText('A bill of supply charges no GST.')).toBeTruthy();
    fireEvent.click(within(first.dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks the place when the GSTIN names no state today (97)', async () => {
    const created = renderButton('97AAPFU0939F1ZV');
    const { dialog, place } = await openDialog();
    expect(place.value).toBe('');
    const generate = within(dialog).getByRole('button', { name: 'Generate invoice' });
    expect(generate).toBeDisabled();
    fireEvent.change(place, { target: { value: '27' } });
    expect(generate).toBeEnabled();
    fireEvent.click(generate);
    await screen.findByText('Invoice page');
    expect(created).toEqual([{ jobcardid: 1, placeofsupplystatecode: '27' }]);
  });
});
