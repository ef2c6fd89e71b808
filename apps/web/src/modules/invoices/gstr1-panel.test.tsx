import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { INVOICE_PATHS } from '@fixo/shared';

import { renderRoutes, stubFetch } from '@/test/render';

import Gstr1Panel from './gstr1-panel';
import { GSTR1_FIXTURE, INVOICE_SETTINGS_FIXTURE, invoiceFixture } from './invoice-fixture';
import { useCancelInvoice, useSaveInvoiceSettings } from './invoices-api';

afterEach(() => vi.unstubAllGlobals());

function show(range: { from: string; to: string }, answer = GSTR1_FIXTURE) {
  const asked = vi.fn(() => ({ status: 200, body: answer }));
  vi.stubGlobal('fetch', stubFetch({ [`GET ${INVOICE_PATHS.gstr1}`]: asked }));
  renderRoutes([{ path: '/', element: <Gstr1Panel range={range} /> }]);
  return asked;
}

/** The files the panel saves, as the blobs handed to object URLs. */
function savedBlobs(): Blob[] {
  const blobs: Blob[] = [];
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:gstr1');
      static override revokeObjectURL = () => {};
    },
  );
  return blobs;
}

describe('Gstr1Panel', () => {
  it("lists each table with what it holds and saves the offline tool's file, without a BOM", async () => {
    const blobs = savedBlobs();
    show({ from: '2026-11-01', to: '2026-11-30' });
    const b2b = await screen.findByTestId('gstr1-b2b');
    expect(b2b).toHaveTextContent('B2B invoices');
    expect(b2b).toHaveTextContent('Table 4A · 1 row · ₹1,000.00 taxable');
    expect(screen.getByTestId('gstr1-docs')).toHaveTextContent('Table 13 · 1 row');
    expect(within(screen.getByTestId('gstr1-b2cl')).getByRole('button')).toBeDisabled();
    // a whole month: nothing to warn of
    expect(screen.queryByText(/These files cover/)).not.toBeInTheDocument();

    fireEvent.click(within(b2b).getByRole('button', { name: 'Download B2B invoices (CSV)' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const text = await blobs[0]!.text();
    expect(text.startsWith('GSTIN/UIN of Recipient,Receiver Name,')).toBe(true);
    expect(text).toContain('INV/26-27/0007,05-Nov-2026,1770.00,29-Karnataka,N,,Regular B2B');

    // all of them in one ZIP for the accountant: the tables with rows, each as its own file
    fireEvent.click(screen.getByRole('button', { name: 'All files (ZIP)' }));
    await waitFor(() => expect(blobs).toHaveLength(2));
    const zip = unzipSync(new Uint8Array(await blobs[1]!.arrayBuffer()));
    expect(Object.keys(zip).sort()).toEqual([
      'b2b.csv',
      'b2cs.csv',
      'docs.csv',
      'hsn-b2b.csv',
      'hsn-b2c.csv',
    ]);
    expect(strFromU8(zip['b2b.csv']!)).toBe(text);
  });

  it('says when the range is not a return period, and when the center files no GSTR-1', async () => {
    show({ from: '2026-12-01', to: '2026-12-02' }, { ...GSTR1_FIXTURE, filer: false });
    expect(await screen.findByText(/These files cover 01\/12\/2026 to 02\/12\/2026/)).toBeInTheDocument();
    expect(screen.getByText(/GSTR-1 is filed only by regular GST-registered businesses/)).toBeInTheDocument();
  });

  it('asks again after an invoice changes or the invoice settings are saved', async () => {
    const asked = vi.fn(() => ({ status: 200, body: GSTR1_FIXTURE }));
    vi.stubGlobal(
      'fetch',
      stubFetch({
        [`GET ${INVOICE_PATHS.gstr1}`]: asked,
        [`POST ${INVOICE_PATHS.cancel}`]: () => ({
          status: 200,
          body: invoiceFixture({ status: 'Cancelled' }),
        }),
        [`PUT ${INVOICE_PATHS.saveSettings}`]: () => ({ status: 200, body: INVOICE_SETTINGS_FIXTURE }),
      }),
    );
    function Writes() {
      const cancel = useCancelInvoice();
      const save = useSaveInvoiceSettings();
      return (
        <>
          <button onClick={() => cancel.mutate({ invoiceid: 7, reason: 'Wrong customer' })}>cancel</button>
          <button onClick={() => save.mutate({ ...INVOICE_SETTINGS_FIXTURE, compositiondealer: true })}>
            save
          </button>
        </>
      );
    }
    renderRoutes([
      {
        path: '/',
        element: (
          <>
            <Gstr1Panel range={{ from: '2026-11-01', to: '2026-11-30' }} />
            <Writes />
          </>
        ),
      },
    ]);
    await screen.findByTestId('gstr1-b2b');
    expect(asked).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'cancel' }));
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(2));
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(3));
  });

  it('names the files after the range the server answered for, and holds them back while another loads', async () => {
    savedBlobs();
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    let answerDecember: (() => void) | undefined;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.searchParams.get('FROM') === '2026-12-01')
        await new Promise<void>((resolve) => (answerDecember = resolve));
      const body = { ...GSTR1_FIXTURE, from: url.searchParams.get('FROM'), to: url.searchParams.get('TO') };
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    });
    function Switcher() {
      const [december, setDecember] = useState(false);
      return (
        <>
          <button onClick={() => setDecember(true)}>december</button>
          <Gstr1Panel
            range={
              december ? { from: '2026-12-01', to: '2026-12-31' } : { from: '2026-11-01', to: '2026-11-30' }
            }
          />
        </>
      );
    }
    renderRoutes([{ path: '/', element: <Switcher /> }]);
    const b2b = await screen.findByTestId('gstr1-b2b');
    const download = within(b2b).getByRole('button', { name: 'Download B2B invoices (CSV)' });
    fireEvent.click(download);
    expect(names).toEqual(['b2b-2026-11-01-to-2026-11-30.csv']);

    fireEvent.click(screen.getByRole('button', { name: 'december' }));
    await waitFor(() => expect(download).toBeDisabled());
    expect(screen.getByRole('button', { name: 'All files (ZIP)' })).toBeDisabled();
    answerDecember!();
    await waitFor(() => expect(download).toBeEnabled());
    fireEvent.click(download);
    expect(names).toEqual(['b2b-2026-11-01-to-2026-11-30.csv', 'b2b-2026-12-01-to-2026-12-31.csv']);
    click.mockRestore();
  });
});
