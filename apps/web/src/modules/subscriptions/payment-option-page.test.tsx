import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAN_PAYMENT_MESSAGES, PLAN_PRICE_GST_NOTE, type PaidPlanSelectionAnswer } from '@fixo/shared';

import { signInAsCenter } from '@/test/contract-fixtures';
import { renderRoutes, stubFetch } from '@/test/render';

import PaymentOptionPage from './payment-option-page';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const SELECTION: PaidPlanSelectionAnswer = {
  scspid: 41,
  planid: 2,
  planname: 'FixoPro Monthly',
  amount: 999,
  upiuri: 'upi://pay?pa=payments.fixo%40okicici&pn=Fixo&am=999.00&cu=INR&tn=Fixo&tr=SCSP-41',
  upipayee: { vpa: 'payments.fixo@okicici', name: 'Fixo', demo: false },
  paymentcontact: 'Fixo support on 1800-000-3496',
  reference: 'SCSP-41',
};

function renderPayment(selection: PaidPlanSelectionAnswer) {
  signInAsCenter({ servicecenterid: 7, servicecentername: 'Sharma Auto' });
  vi.stubGlobal(
    'fetch',
    vi.fn(
      stubFetch({
        'GET /api/ServiceCenter/GetMySubscription': () => ({
          status: 200,
          body: { current: null, pendingselection: selection },
        }),
      }),
    ),
  );
  renderRoutes([{ path: '/dashboard-service/subscription/payment-option', element: <PaymentOptionPage /> }], {
    initialEntries: ['/dashboard-service/subscription/payment-option?plan=2'],
  });
}

describe('paid-plan payment page', () => {
  it('shows the configured payee with the UPI link', async () => {
    renderPayment(SELECTION);
    expect(await screen.findByRole('link', { name: 'Pay with UPI' })).toHaveAttribute(
      'href',
      SELECTION.upiuri,
    );
    expect(screen.getByTestId('upi-payee')).toHaveTextContent('payments.fixo@okicici');
    expect(screen.queryByText(PLAN_PAYMENT_MESSAGES.demoPayee)).not.toBeInTheDocument();
    expect(screen.getByTestId('payment-amount')).toHaveTextContent(`₹999.00${PLAN_PRICE_GST_NOTE}`);
    // not a phone (no matchMedia here): the QR code of the same link, for scanning
    await waitFor(() => expect(screen.getByTestId('upi-qr')).toHaveAttribute('data-link', SELECTION.upiuri));
    expect(screen.getByTestId('upi-qr').querySelector('svg')).not.toBeNull();
  });

  it('says payment is not set up, and whom to contact, when no payee is configured', async () => {
    renderPayment({ ...SELECTION, upiuri: null, upipayee: null });
    expect(await screen.findByText(PLAN_PAYMENT_MESSAGES.paymentNotSetUp)).toBeInTheDocument();
    expect(
      screen.getByText(PLAN_PAYMENT_MESSAGES.paymentNotSetUpHelp('Fixo support on 1800-000-3496')),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay with UPI' })).not.toBeInTheDocument();
    expect(screen.getByTestId('payment-reference')).toHaveTextContent('SCSP-41');
  });

  it('marks the embedded demo payee as a demo', async () => {
    renderPayment({
      ...SELECTION,
      upipayee: { vpa: 'fixo.demo@upi', name: 'Fixo DEMO (do not pay)', demo: true },
    });
    expect(await screen.findByText(PLAN_PAYMENT_MESSAGES.demoPayee)).toBeInTheDocument();
  });
});
