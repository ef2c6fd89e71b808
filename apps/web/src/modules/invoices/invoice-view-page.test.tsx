import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVOICE_PATHS } from '@fixo/shared';

import { renderRoutes, stubFetch } from '@/test/render';

import { invoiceFixture } from './invoice-fixture';
import InvoiceViewPage from './invoice-view-page';

afterEach(() => vi.unstubAllGlobals());

const UTR = '431298765432109876543210';

function renderPaidByUpi() {
  const invoice = invoiceFixture({
    payments: [
      {
        paymentid: 11,
        receiptno: 'RCT/2026-27/0011',
        mode: 'UPI',
        amountpaise: 50000,
        reference: UTR,
        paidon: '2026-11-21',
        recordedby: 'Sri Lakshmi Auto Works',
        createdon: '2026-11-21T05:00:00Z',
      },
    ],
  });
  vi.stubGlobal('fetch', stubFetch({ [`GET ${INVOICE_PATHS.get}`]: () => ({ status: 200, body: invoice }) }));
  renderRoutes([{ path: '/', element: <InvoiceViewPage id={invoice.invoiceid} /> }]);
}

// jsdom lays nothing out, so these pin the CSS that keeps a 390 px phone from scrolling sideways once a
// payment with a long UTR is listed (the reviewer saw the page grow to 461 px).
describe('InvoiceViewPage on a phone', () => {
  it('wraps the receipt line with its UTR instead of keeping it on one unbreakable line', async () => {
    renderPaidByUpi();
    const receiptLine = await screen.findByTestId('payment-receipt-line');
    expect(receiptLine.textContent).toContain(UTR);
    expect(receiptLine.className).toContain('wrap-anywhere');
    expect(receiptLine.className).not.toMatch(/\b(truncate|whitespace-nowrap)\b/);
  });

  it('keeps the single phone column no wider than the screen', async () => {
    renderPaidByUpi();
    const layout = await screen.findByTestId('invoice-layout');
    expect(layout.className.split(' ')).toContain('grid-cols-[minmax(0,1fr)]');
    const sidePanels = layout.lastElementChild as HTMLElement;
    expect(sidePanels.className.split(' ')).toEqual(
      expect.arrayContaining(['min-w-0', 'grid-cols-[minmax(0,1fr)]']),
    );
  });
});

describe('InvoiceViewPage lines on a phone', () => {
  it('says a rate includes GST on the phone line too, as the table and the PDF do', async () => {
    const base = invoiceFixture();
    const invoice = invoiceFixture({ lines: [{ ...base.lines[0]!, rateincludesgst: true }] });
    vi.stubGlobal(
      'fetch',
      stubFetch({ [`GET ${INVOICE_PATHS.get}`]: () => ({ status: 200, body: invoice }) }),
    );
    renderRoutes([{ path: '/', element: <InvoiceViewPage id={invoice.invoiceid} /> }]);
    const phoneLine = (await screen.findAllByText(/^HSN\/SAC/)).find((p) => p.tagName === 'P')!;
    expect(phoneLine.textContent).toMatch(/× ₹1,000\.00 incl\. GST/);
  });
});
