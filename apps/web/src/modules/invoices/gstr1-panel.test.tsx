import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVOICE_PATHS } from '@fixo/shared';

import { renderRoutes, stubFetch } from '@/test/render';

import Gstr1Panel from './gstr1-panel';
import { GSTR1_FIXTURE } from './invoice-fixture';

afterEach(() => vi.unstubAllGlobals());

function show(range: { from: string; to: string }, answer = GSTR1_FIXTURE) {
  const asked = vi.fn(() => ({ status: 200, body: answer }));
  vi.stubGlobal('fetch', stubFetch({ [`GET ${INVOICE_PATHS.gstr1}`]: asked }));
  renderRoutes([{ path: '/', element: <Gstr1Panel range={range} /> }]);
  return asked;
}

describe('Gstr1Panel', () => {
  it("lists each table with what it holds and saves the offline tool's file, without a BOM", async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:gstr1');
        static override revokeObjectURL = () => {};
      },
    );
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
  });

  it('says when the range is not a return period, and when the center files no GSTR-1', async () => {
    show({ from: '2026-12-01', to: '2026-12-02' }, { ...GSTR1_FIXTURE, filer: false });
    expect(await screen.findByText(/These files cover 01\/12\/2026 to 02\/12\/2026/)).toBeInTheDocument();
    expect(screen.getByText(/GSTR-1 is filed only by regular GST-registered businesses/)).toBeInTheDocument();
  });
});
