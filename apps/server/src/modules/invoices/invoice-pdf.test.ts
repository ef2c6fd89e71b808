import { describe, expect, it } from 'vitest';
import type { Invoice } from '@fixo/shared';
import { renderInvoicePdf } from './invoice-pdf.js';
import { ddmmyyyy, paiseText, pdfFileName, rupeesText } from './invoice-pdf-format.js';
import { buildInvoiceFixture, FIXTURE_RECIPIENT_GSTIN } from '../../test-support/invoice-fixture.js';
import { readPdf, type PdfContent } from '../../test-support/pdf-text.js';

const render = async (inv: Invoice): Promise<PdfContent> => {
  const bytes = await renderInvoicePdf(inv);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return readPdf(bytes);
};

/** Every field CGST rule 46 asks for, read back from the PDF's text. */
function expectRule46(pdf: PdfContent, inv: Invoice): void {
  const s = inv.supplier;
  const r = inv.recipient;
  for (const text of [
    inv.documentkind.toUpperCase(),
    s.name,
    s.address,
    `${s.statename}, Code: ${s.statecode}`,
    inv.invoiceno,
    `Date of issue ${ddmmyyyy(inv.issuedate)}`,
    r.name,
    r.address,
    `Place of supply ${inv.placeofsupply.statename} (${inv.placeofsupply.statecode})`,
    'Whether tax is payable on reverse charge: No',
    inv.amountinwords,
    `Round off ${inv.totals.roundoffpaise > 0 ? '+' : ''}${paiseText(inv.totals.roundoffpaise)}`,
    `Grand total ${rupeesText(inv.totals.grandtotalpaise)}`,
    `For ${s.name}`,
    'Authorised Signatory',
    'HSN/SAC-wise summary',
  ])
    expect(pdf.text, text).toContain(text);
  if (s.gstin) expect(pdf.text).toContain(`GSTIN/UIN ${s.gstin}`);
  if (r.gstin) expect(pdf.text).toContain(`GSTIN/UIN ${r.gstin}`);
  // each line: number, description, HSN/SAC, qty, unit, rate, taxable value (and tax and total on a tax invoice)
  for (const l of inv.lines) {
    const cells = [String(l.lineno), l.description, l.hsnsac];
    expect(pdf.text).toContain(cells.join(' '));
    expect(pdf.text).toContain(`${l.unit} ${paiseText(l.ratepaise)}`);
    expect(pdf.text).toContain(paiseText(l.taxablepaise));
  }
  // the words already say 'Rupees': no 'INR' in front of them
  expect(pdf.text).not.toContain(`INR ${inv.amountinwords}`);
  // the HSN summary rows: code, description, UQC, quantity, taxable value
  for (const h of inv.hsnsummary)
    expect(pdf.text).toContain(`${h.hsnsac} ${h.description} ${h.uqc} ${h.qty} ${paiseText(h.taxablepaise)}`);
}

describe('invoice PDF (rule 46 fields read back from the text)', () => {
  it('a tax invoice within the state: CGST and SGST per line and per HSN, B2B GSTIN, Devanagari name', async () => {
    const inv = buildInvoiceFixture({ kind: 'intra', recipientgstin: FIXTURE_RECIPIENT_GSTIN });
    const pdf = await render(inv);
    expectRule46(pdf, inv);
    expect(pdf.text).toContain('आशा राव');
    expect(pdf.text).toContain('GST rate CGST SGST Total');
    const brake = inv.lines[0]!;
    expect(pdf.text).toContain(
      `${paiseText(brake.discountpaise)} ${paiseText(brake.taxablepaise)} 18% ${paiseText(brake.cgstpaise)} ${paiseText(brake.sgstpaise)} ${paiseText(brake.totalpaise)}`,
    );
    const oil = inv.hsnsummary.find((h) => h.hsnsac === '27101980')!;
    expect(pdf.text).toContain(
      `9% ${paiseText(oil.cgstpaise)} 9% ${paiseText(oil.sgstpaise)} ${paiseText(oil.taxpaise)}`,
    );
    expect(pdf.text).toContain(
      `CGST ${paiseText(inv.totals.cgstpaise)} SGST ${paiseText(inv.totals.sgstpaise)}`,
    );
    expect(pdf.text).not.toContain('IGST amount');
    expect(pdf.pages).toHaveLength(1);
  });

  it('an inter-state tax invoice: IGST only, place of supply in the other state', async () => {
    const inv = buildInvoiceFixture({ kind: 'inter' });
    expect(inv.taxsplit).toBe('IGST');
    const pdf = await render(inv);
    expectRule46(pdf, inv);
    expect(pdf.text).toContain('Place of supply Maharashtra (27)');
    expect(pdf.text).toContain('IGST rate IGST amount Total tax');
    expect(pdf.text).toContain(`IGST ${paiseText(inv.totals.igstpaise)}`);
    expect(pdf.text).not.toMatch(/\bCGST\b/);
  });

  it('a bill of supply: no tax columns, no GSTIN of the supplier, the value-wise HSN summary', async () => {
    const inv = buildInvoiceFixture({ kind: 'bill' });
    const pdf = await render(inv);
    expectRule46(pdf, inv);
    expect(pdf.text).toContain('BILL OF SUPPLY');
    expect(pdf.text).toContain('GSTIN/UIN Not registered for GST');
    expect(pdf.text).not.toMatch(/\b(CGST|SGST|IGST)\b|GST rate|TAX INVOICE/);
  });

  it('draws the UPI QR of the balance only with a UPI id and something left to pay', async () => {
    const partly = buildInvoiceFixture({ receivedpaise: 100_000 });
    const link = partly.upilink!;
    expect(link).toBe(
      `upi://pay?pa=lakshmiauto%40okaxis&pn=Sri%20Lakshmi%20Auto%20Works&am=${(partly.balancepaise / 100).toFixed(2)}&cu=INR&tn=INV%2F2026-27%2F0042&tr=INV%2F2026-27%2F0042`,
    );
    const withQr = await render(partly);
    expect(withQr.links).toEqual([link]);
    expect(withQr.text).toContain(`Scan to pay ${rupeesText(partly.balancepaise)}`);
    expect(withQr.text).toContain(
      'Receipt No. Date Mode Reference Amount RCT/2026-27/0009 23/11/2026 UPI 412345678901 1,000.00',
    );
    expect(withQr.text).toContain(`Balance due (Partly paid) ${rupeesText(partly.balancepaise)}`);

    const noVpa = await render(buildInvoiceFixture({ upivpa: null }));
    const paid = buildInvoiceFixture();
    const paidInFull = await render(buildInvoiceFixture({ receivedpaise: paid.totals.grandtotalpaise }));
    for (const pdf of [noVpa, paidInFull]) {
      expect(pdf.links).toEqual([]);
      expect(pdf.text).not.toContain('Scan to pay');
    }
    expect(paidInFull.text).toContain('Balance due (Paid) ₹0.00');
  });

  it('marks a cancelled invoice on every page with the date and reason, and lists credit notes', async () => {
    const cancelled = await render(
      buildInvoiceFixture({
        // 19:00 UTC is 00:30 the next day in India: the date printed is India's.
        cancelled: { reason: 'Wrong customer selected', on: '2026-11-23T19:00:00.000Z' },
      }),
    );
    expect(cancelled.text).toContain('CANCELLED on 24/11/2026. Reason: Wrong customer selected');
    for (const page of cancelled.pages) expect(page).toContain('CANCELLED');
    expect(cancelled.links).toEqual([]);

    const credited = await render(
      buildInvoiceFixture({
        creditnote: { no: 'CN/2026-27/0001', reason: 'Returned brake pads', totalpaise: 50_000 },
      }),
    );
    expect(credited.text).toContain('Credit notes issued against this invoice');
    expect(credited.text).toContain('CN/2026-27/0001 23/11/2026 Returned brake pads 500.00');
    expect(credited.text).toContain('Credit notes -₹500.00');
  });

  it('flows 60 lines onto further pages with the table header repeated and page numbers', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      description: `Spare part ${i + 1}`,
      hsnsac: '87083000',
      unitpricepaise: 10_000 + i,
    }));
    const pdf = await render(buildInvoiceFixture({ lines }));
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
    pdf.pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pdf.pages.length}`));
    expect(pdf.pages[1]).toContain('(continued)');
    expect(pdf.pages[1]).toContain('# Description HSN/SAC Qty Unit Rate Discount Taxable value');
    for (let i = 1; i <= 60; i++) expect(pdf.text).toContain(`${i} Spare part ${i} 87083000`);
    expect(pdf.pages.at(-1)).toContain('Authorised Signatory');
  });

  it('draws a name with a letter outside the main font (ō, ±) in the full Noto Sans, readable back', async () => {
    const special = buildInvoiceFixture({ recipientname: 'Kōji Tanaka ± Sons, मुंबई' });
    const pdf = await render(special);
    expect(pdf.text).toContain('Kōji Tanaka ± Sons, मुंबई');
    // the fallback font is embedded only when a text needs it
    const fonts = (bytes: Buffer) => bytes.toString('latin1').match(/\/BaseFont \/[A-Z]{6}\+[\w-]+/g) ?? [];
    expect(fonts(await renderInvoicePdf(special)).some((f) => f.endsWith('+NotoSans-Bold'))).toBe(true);
    expect(fonts(await renderInvoicePdf(buildInvoiceFixture())).some((f) => /\+NotoSans-/.test(f))).toBe(
      false,
    );
  });

  it('names the download after the invoice number without slashes', () => {
    expect(pdfFileName('INV/2026-27/0042')).toBe('INV-2026-27-0042.pdf');
  });
});
