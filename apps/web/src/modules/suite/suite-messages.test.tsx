import { fireEvent, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUITE_ACCESS_MESSAGES, SUITE_MESSAGES } from '@fixo/shared';

import { i18n, setLanguage } from '@/lib/i18n';
import { invoiceFixture } from '@/modules/invoices/invoice-fixture';
import InvoiceViewPage from '@/modules/invoices/invoice-view-page';
import { PaymentDialog } from '@/modules/invoices/payment-dialog';
import { renderRoutes } from '@/test/render';

import { useSuiteMessage } from './use-suite-message';

/** hi/suiteMessages.json's suite.invoiceNotFound. */
const HINDI_NOT_FOUND = 'इनवॉइस नहीं मिला।';

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

/** Every request fails as the server answers a missing invoice: 404 with the shared English message. */
function stubNotFound() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ message: SUITE_MESSAGES.invoiceNotFound, status: 404 }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
}

describe('suite messages from the server', () => {
  it('shows the English message as it came', async () => {
    stubNotFound();
    renderRoutes([{ path: '/', element: <InvoiceViewPage id={5} /> }]);
    expect(await screen.findByText(SUITE_MESSAGES.invoiceNotFound)).toBeInTheDocument();
  });

  it('shows it in Hindi on a Hindi screen', async () => {
    await setLanguage('hi');
    stubNotFound();
    renderRoutes([{ path: '/', element: <InvoiceViewPage id={5} /> }]);
    expect(await screen.findByText(HINDI_NOT_FOUND)).toBeInTheDocument();
    expect(screen.queryByText(SUITE_MESSAGES.invoiceNotFound)).not.toBeInTheDocument();
  });
});

/** Every request fails with one keyed answer: the English message plus its template key and raw values. */
function stubKeyed(status: number, body: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ status, ...body }), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
}

describe('template messages from the server (messageKey + messageParams)', () => {
  const planEnd = '2026-01-15T10:00:00.000Z';
  const expired = {
    message: SUITE_ACCESS_MESSAGES.expired(planEnd),
    messageKey: 'access.expired',
    messageParams: { planEnd },
  };

  it('shows the English message as it came', async () => {
    stubKeyed(403, expired);
    renderRoutes([{ path: '/', element: <InvoiceViewPage id={5} /> }]);
    expect(await screen.findByText(SUITE_ACCESS_MESSAGES.expired(planEnd))).toBeInTheDocument();
  });

  it('says the template in Hindi with the date in hi-IN (India time)', async () => {
    await setLanguage('hi');
    stubKeyed(403, expired);
    renderRoutes([{ path: '/', element: <InvoiceViewPage id={5} /> }]);
    expect(
      await screen.findByText(
        'आपका FixoPro सब्सक्रिप्शन 15 जनवरी 2026 को खत्म हो गया। सर्विस-मैनेजमेंट सुइट इस्तेमाल करते रहने के लिए कृपया अपना प्लान रिन्यू करें।',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/expired on/)).not.toBeInTheDocument();
  });

  it('puts a keyed field error under its field in Hindi, the amount as hi-IN ₹', async () => {
    await setLanguage('hi');
    const invoice = invoiceFixture();
    stubKeyed(400, {
      message: SUITE_MESSAGES.overpayment('₹1,23,456.78'),
      errors: { amountpaise: SUITE_MESSAGES.overpayment('₹1,23,456.78') },
      messageKey: 'suite.overpayment',
      messageParams: { balance: 12_345_678 },
    });
    renderRoutes([{ path: '/', element: <PaymentDialog invoice={invoice} open onOpenChange={() => {}} /> }]);
    fireEvent.click(screen.getByLabelText(/^Card|कार्ड/));
    fireEvent.click(screen.getByRole('button', { name: 'भुगतान दर्ज करें' }));
    expect(
      await screen.findByText(
        `रकम बकाया बैलेंस (${new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR' }).format(123_456.78)}) से ज़्यादा है। ज़्यादा भुगतान स्वीकार नहीं है।`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Overpayment/)).not.toBeInTheDocument();
  });

  it('shows a suite schema message under a field in Hindi', async () => {
    await setLanguage('hi');
    const invoice = invoiceFixture();
    stubKeyed(500, { message: 'unused' });
    renderRoutes([{ path: '/', element: <PaymentDialog invoice={invoice} open onOpenChange={() => {}} /> }]);
    // UPI is the default mode and its reference is empty: the shared schema's message, said in Hindi
    fireEvent.click(screen.getByRole('button', { name: 'भुगतान दर्ज करें' }));
    expect(await screen.findByText('UPI रेफ़रेंस नंबर ज़रूरी है')).toBeInTheDocument();
    expect(screen.queryByText(SUITE_MESSAGES.upiReferenceRequired)).not.toBeInTheDocument();
  });
});

describe('an illegal job-card move in Hindi', () => {
  it('names both statuses in Hindi (the server sends their English labels)', async () => {
    await setLanguage('hi');
    await i18n.loadNamespaces(['jobCards', 'suiteMessages']);
    const { result } = renderHook(() => useSuiteMessage());
    expect(result.current.template('suite.illegalMove', { from: 'Estimate sent', to: 'Delivered' })).toBe(
      'जॉब कार्ड एस्टिमेट भेजा गया से डिलीवर हो गया पर नहीं जा सकता।',
    );
  });
});
