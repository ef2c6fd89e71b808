import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVOICE_PATHS } from '@fixo/shared';

import { renderRoutes } from '@/test/render';

import { invoiceFixture } from './invoice-fixture';
import { PaymentDialog } from './payment-dialog';

afterEach(() => vi.unstubAllGlobals());

function setup() {
  const bodies: unknown[] = [];
  const invoice = invoiceFixture();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (init?.method === 'POST' && url.pathname === INVOICE_PATHS.addPayment) {
      bodies.push(JSON.parse(String(init.body)));
      const paid = { ...invoice, receivedpaise: 118000, balancepaise: 0, paymentstatus: 'Paid' };
      return new Response(JSON.stringify(paid), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Response('{}', { status: 404 });
  });
  const onOpenChange = vi.fn();
  renderRoutes([
    { path: '/', element: <PaymentDialog invoice={invoice} open onOpenChange={onOpenChange} /> },
  ]);
  return { bodies, onOpenChange };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));

describe('PaymentDialog', () => {
  it('requires the UPI reference and refuses more than the balance, sending nothing', async () => {
    const { bodies } = setup();
    expect(screen.getByText('₹680.00')).toBeTruthy();
    expect((screen.getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('680');

    submit();
    expect(await screen.findByText('UPI reference number is required')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/UPI reference number/), { target: { value: '431298765432' } });
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '680.01' } });
    submit();
    expect(
      await screen.findByText('Amount is more than the balance due (₹680.00). Overpayment is not accepted.'),
    ).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('records part of the balance by card without a reference', async () => {
    const { bodies, onOpenChange } = setup();
    fireEvent.click(screen.getByLabelText('Card'));
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '500' } });
    submit();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ invoiceid: 7, mode: 'Card', amountpaise: 50000, reference: '' });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
