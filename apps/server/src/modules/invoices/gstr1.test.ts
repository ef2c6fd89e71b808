import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_PATHS as P, istDate, type Gstr1, type Invoice, type InvoiceReport } from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import {
  centerClient,
  type Client,
  FREE_CENTER,
  oneOffLine,
  PAID_CENTER,
  paidCenterClients,
  setCenterGstin,
  stateCodeOf,
} from '../../test-support/suite-fixtures.js';
import { gstinFor, TEST_CENTER_GSTIN } from '../../test-support/test-gstin.js';

let t: TestApp;
let paid: Client;
let other: Client;
let own: string;
let elsewhere: string;
const today = istDate(new Date());
const range = `FROM=${today}&TO=${today}`;

async function create(body: unknown): Promise<Invoice> {
  const response = await paid('POST', P.create, body);
  if (response.statusCode !== 201) throw new Error(`invoice: ${response.statusCode} ${response.body}`);
  return response.json<Invoice>();
}
const sale = (lines: unknown[], extra: Record<string, unknown> = {}) =>
  create({ recipient: { name: 'Walk-in Buyer', address: '12 MG Road' }, lines, ...extra });
const line = (rupees: number, gstrate = 18, hsnsac = '998714') =>
  oneOffLine({
    unitpricepaise: rupees * 100,
    gstrate,
    hsnsac,
    linetype: hsnsac.startsWith('99') ? 'Labour' : 'Part',
  });
async function credit(invoice: Invoice, amountpaise: number) {
  const response = await paid('POST', P.addCreditNote, {
    invoiceid: invoice.invoiceid,
    reason: 'Refund',
    amountpaise,
  });
  expect(response.statusCode).toBe(201);
  return response.json<Invoice>().creditnotes.at(-1)!;
}
const gstr1Of = async (call: Client) => (await call('GET', `${P.gstr1}?${range}`)).json<Gstr1>();
const sum = <T>(rows: T[], f: (r: T) => number) => rows.reduce((s, r) => s + f(r), 0);

// one of each kind GSTR-1 tells apart, issued today by a registered center
let b2bTwoRates: Invoice;
let b2bElsewhere: Invoice;
let b2cSmallHere: Invoice;
let b2cSmallElsewhere: Invoice;
let b2cLargeElsewhere: Invoice;
let b2cLargeHere: Invoice;
let withNilLine: Invoice;
let cancelled: Invoice;

beforeAll(async () => {
  t = await createTestApp();
  ({ paid, other } = await paidCenterClients(t));
  own = await stateCodeOf(t, PAID_CENTER);
  elsewhere = own === '27' ? '29' : '27';
  // a bill of supply first (no GSTIN yet): counted apart, never in a table
  await setCenterGstin(t, PAID_CENTER, null);
  await sale([line(500)]);
  await setCenterGstin(t, PAID_CENTER, own === '29' ? TEST_CENTER_GSTIN : gstinFor(own));

  const registered = (state: string) => ({
    name: 'Fleet Co',
    address: 'Depot Road',
    gstin: gstinFor(state, 'PQRST6789K'),
  });
  b2bTwoRates = await sale([line(1000), line(2000, 28, '8708')], { recipient: registered(own) });
  b2bElsewhere = await sale([line(4000)], {
    recipient: registered(elsewhere),
    placeofsupplystatecode: elsewhere,
  });
  b2cSmallHere = await sale([line(1000)]);
  b2cSmallElsewhere = await sale([line(3000)], { placeofsupplystatecode: elsewhere });
  // ₹1,18,000 with tax: above the B2CL limit of ₹1,00,000 only because it goes to another state
  b2cLargeElsewhere = await sale([line(100_000)], { placeofsupplystatecode: elsewhere });
  b2cLargeHere = await sale([line(100_000)]);
  withNilLine = await sale([line(700), line(300, 0)]);
  cancelled = await sale([line(900)]);
  expect((await paid('POST', P.cancel, { invoiceid: cancelled.invoiceid, reason: 'Typo' })).statusCode).toBe(
    200,
  );
});
afterAll(async () => t.close());

describe('GSTR-1', () => {
  it('files each invoice in its table, credit notes on B2B and B2CL apart and the rest netted', async () => {
    const cnB2b = await credit(b2bElsewhere, 11_800);
    const cnB2cl = await credit(b2cLargeElsewhere, 23_600);
    const cnB2cs = await credit(b2cSmallHere, 5_900);
    const g = await gstr1Of(paid);
    expect(g).toMatchObject({ from: today, to: today, filer: true, billsofsupply: 1 });

    // B2B: one row per invoice and rate, the invoice's whole value on each
    const rowsOf = (inv: Invoice) => g.b2b.filter((r) => r.number === inv.invoiceno);
    expect(rowsOf(b2bTwoRates).map((r) => [r.rate, r.taxablepaise, r.valuepaise])).toEqual([
      [18, 100_000, b2bTwoRates.totals.grandtotalpaise],
      [28, 200_000, b2bTwoRates.totals.grandtotalpaise],
    ]);
    expect(rowsOf(b2bTwoRates)[0]).toMatchObject({ gstin: gstinFor(own, 'PQRST6789K'), name: 'Fleet Co' });
    expect(rowsOf(b2bElsewhere)).toEqual([
      expect.objectContaining({ placecode: elsewhere, rate: 18, igstpaise: 72_000, cgstpaise: 0 }),
    ]);
    expect(g.b2b).toHaveLength(3);

    // B2CL: only the large inter-state one; the large one at home is B2CS
    expect(g.b2cl).toEqual([
      expect.objectContaining({
        number: b2cLargeElsewhere.invoiceno,
        valuepaise: 11_800_000,
        placecode: elsewhere,
        taxablepaise: 10_000_000,
      }),
    ]);
    // B2CS per place and rate, less the credit note on one of them (₹59 = ₹50 + ₹9 tax)
    const here18 = g.b2cs.find((r) => r.placecode === own && r.rate === 18)!;
    const homeSales = [b2cSmallHere, b2cLargeHere, withNilLine];
    const taxed = (inv: Invoice) => inv.lines.filter((l) => l.gstrate === 18);
    expect(here18.taxablepaise).toBe(sum(homeSales.flatMap(taxed), (l) => l.taxablepaise) - 5_000);
    expect(here18.cgstpaise + here18.sgstpaise).toBe(
      sum(homeSales.flatMap(taxed), (l) => l.cgstpaise + l.sgstpaise) - 900,
    );
    expect(here18.igstpaise).toBe(0);
    expect(g.b2cs.find((r) => r.placecode === elsewhere)).toMatchObject({
      rate: 18,
      taxablepaise: b2cSmallElsewhere.totals.taxablepaise,
      igstpaise: b2cSmallElsewhere.totals.igstpaise,
      cgstpaise: 0,
    });
    expect(b2cSmallElsewhere.totals.igstpaise).toBe(54_000);
    expect(g.nil).toEqual([{ kind: 'Intra-State supplies to unregistered persons', nilpaise: 30_000 }]);

    expect(g.cdnr).toEqual([
      expect.objectContaining({
        number: cnB2b.creditnoteno,
        invoicenumber: b2bElsewhere.invoiceno,
        gstin: gstinFor(elsewhere, 'PQRST6789K'),
        valuepaise: 11_800,
        rate: 18,
        taxablepaise: 10_000,
        igstpaise: 1_800,
      }),
    ]);
    expect(g.cdnur).toEqual([
      expect.objectContaining({
        number: cnB2cl.creditnoteno,
        invoicenumber: b2cLargeElsewhere.invoiceno,
        taxablepaise: 20_000,
      }),
    ]);
    expect(cnB2cs.creditnoteno).not.toBe('');

    // the tables add up to the report: invoices less credit notes, each once
    const report = (await paid('GET', `${P.report}?${range}`)).json<InvoiceReport>();
    const taxable = (rows: { taxablepaise: number }[]) => sum(rows, (r) => r.taxablepaise);
    const taxedBills = report.totals.taxablepaise - 50_000; // the bill of supply's ₹500
    expect(taxable(g.b2b) + taxable(g.b2cl) + taxable(g.b2cs) + sum(g.nil, (r) => r.nilpaise)).toBe(
      taxedBills - (report.creditnotes.taxablepaise - taxable(g.cdnr) - taxable(g.cdnur)),
    );
    expect(taxable(g.hsnb2b) + taxable(g.hsnb2c)).toBe(taxedBills - report.creditnotes.taxablepaise);
    // HSN by recipient: the B2B tab holds only the registered buyers' lines
    expect(g.hsnb2b.find((r) => r.hsnsac === '8708')).toMatchObject({
      rate: 28,
      qty: 1,
      taxablepaise: 200_000,
    });
    expect(g.hsnb2c.find((r) => r.hsnsac === '8708')).toBeUndefined();
    expect(g.hsnb2c.find((r) => r.rate === 0)).toMatchObject({ hsnsac: '998714', taxablepaise: 30_000 });

    // Table 13: the invoice series with the cancelled one and the bill of supply, and the credit notes
    const numbers = [b2bTwoRates, cancelled].map((i) => i.invoiceno);
    expect(g.docs).toEqual([
      { nature: 'Credit Note', from: cnB2b.creditnoteno, to: cnB2cs.creditnoteno, total: 3, cancelled: 0 },
      expect.objectContaining({
        nature: 'Invoices for outward supply',
        to: numbers[1],
        total: 9,
        cancelled: 1,
      }),
    ]);
    expect(Number(g.docs[1]!.from.split('/').pop())).toBe(Number(numbers[0]!.split('/').pop()) - 1);
  });

  it("is the center's own, needs the plan and a valid range, and knows a composition dealer files none", async () => {
    const theirs = await gstr1Of(other);
    expect([theirs.b2b, theirs.b2cs, theirs.docs]).toEqual([[], [], []]);
    const free = await centerClient(t, FREE_CENTER);
    expect((await free('GET', `${P.gstr1}?${range}`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${P.gstr1}?${range}` })).statusCode).toBe(401);
    const backwards = await paid('GET', `${P.gstr1}?FROM=${today}&TO=2020-01-01`);
    expect(backwards.statusCode).toBe(400);
    const saved = await paid('PUT', '/api/Invoice/SaveInvoiceSettings', { compositiondealer: true });
    expect(saved.statusCode).toBe(200);
    expect((await gstr1Of(paid)).filer).toBe(false);
    await paid('PUT', '/api/Invoice/SaveInvoiceSettings', { compositiondealer: false });
  });
});
