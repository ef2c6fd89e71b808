import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUITE_MESSAGES } from '@fixo/shared';

import { setLanguage } from '@/lib/i18n';
import InvoiceViewPage from '@/modules/invoices/invoice-view-page';
import { renderRoutes } from '@/test/render';

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
