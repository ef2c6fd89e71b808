import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  financialYearOf,
  INVOICE_PATHS as P,
  istDate,
  SUITE_ACCESS_MESSAGES,
  SUITE_MESSAGES as S,
  type Invoice,
  type InvoiceReport,
} from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { nextDocumentNumber } from '../job-cards/job-card-numbers.js';
import {
  centerClient,
  centerIdOf,
  type Client,
  createJobCard,
  customerPayload,
  FREE_CENTER,
  oneOffLine,
  OTHER_PAID_CENTER,
  PAID_CENTER,
  paidCenterClients,
  readyJobCard,
  setCenterGstin,
  stateCodeOf,
} from '../../test-support/suite-fixtures.js';
import { gstinFor } from '../../test-support/test-gstin.js';

let t: TestApp;
let paid: Client;
let other: Client;
let free: Client;
let stateCode: string;
const FY = financialYearOf(new Date());
const today = istDate(new Date());

const settings = (body: Record<string, unknown>) => paid('PUT', '/api/Invoice/SaveInvoiceSettings', body);

beforeAll(async () => {
  t = await createTestApp();
  ({ paid, other } = await paidCenterClients(t));
  free = await centerClient(t, FREE_CENTER);
  stateCode = await stateCodeOf(t, PAID_CENTER);
});
afterAll(async () => t.close());

async function create(call: Client, body: unknown): Promise<Invoice> {
  const response = await call('POST', P.create, body);
  if (response.statusCode !== 201) throw new Error(`invoice: ${response.statusCode} ${response.body}`);
  return response.json<Invoice>();
}
const counterSale = (lines: unknown[], extra: Record<string, unknown> = {}) => ({
  recipient: { name: 'Walk-in Buyer', address: '12 MG Road, Bengaluru' },
  lines,
  ...extra,
});
const seq = (no: string) => Number(no.split('/').pop());
/** A counter sale of two lines of different totals (₹1,180.00 and ₹590.00, ₹1,770.00 in all). */
async function twoLineSale(): Promise<Invoice> {
  const inv = await create(
    paid,
    counterSale([
      oneOffLine(),
      oneOffLine({ description: 'Wash', hsnsac: '998729', unitpricepaise: 50_000 }),
    ]),
  );
  expect(inv.totals.grandtotalpaise).toBe(177_000);
  return inv;
}
const get = async (call: Client, id: number) => call('GET', `${P.get}?invoiceid=${id}`);

describe('bill of supply from a job card', () => {
  it('bills a delivered job card of a center without GSTIN: no tax, rule 46 fields, one live invoice', async () => {
    await setCenterGstin(t, PAID_CENTER, null);
    const card = await readyJobCard(paid, [oneOffLine({ unitpricepaise: 123_456 })], 'Delivered');
    const inv = await create(paid, { jobcardid: card.jobcardid });
    expect(inv.invoiceno).toMatch(new RegExp(`^INV/${FY}/\\d{4}$`));
    expect(inv.invoiceno.length).toBeLessThanOrEqual(16);
    expect(inv).toMatchObject({
      documentkind: 'Bill of Supply',
      issuedate: today,
      jobcardid: card.jobcardid,
      jobcardno: card.jobcardno,
      taxsplit: 'None',
      reversecharge: 'No',
      status: 'Issued',
      paymentstatus: 'Unpaid',
      supplier: { gstin: '', statecode: stateCode },
      placeofsupply: { statecode: stateCode },
    });
    expect(inv.recipient.name).toMatch(/^Asha Rao/);
    expect(inv.vehregistrationno).toMatch(/^KA01MN/);
    // ₹1,234.56 with no tax, rounded off to ₹1,235
    expect(inv.lines).toMatchObject([
      {
        lineno: 1,
        hsnsac: '998714',
        uqc: 'NA',
        taxablepaise: 123_456,
        gstrate: 0,
        cgstpaise: 0,
        totalpaise: 123_456,
      },
    ]);
    expect(inv.totals).toMatchObject({
      taxpaise: 0,
      linestotalpaise: 123_456,
      roundoffpaise: 44,
      grandtotalpaise: 123_500,
    });
    expect(inv.balancepaise).toBe(123_500);
    expect(inv.amountinwords).toBe('One Thousand Two Hundred Thirty Five Rupees Only');

    const again = await paid('POST', P.create, { jobcardid: card.jobcardid });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(S.jobCardInvoiced(inv.invoiceno));
  });

  it('refuses a job card that is not Ready or Delivered, and one without HSN/SAC on a line', async () => {
    const open = await createJobCard(paid, [oneOffLine()]);
    const early = await paid('POST', P.create, { jobcardid: open.jobcardid });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(S.jobCardNotReady);
    const noCode = await readyJobCard(paid, [oneOffLine(), oneOffLine({ hsnsac: '' })]);
    const refused = await paid('POST', P.create, { jobcardid: noCode.jobcardid });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(S.hsnMissing(2));
  });
});

describe('tax invoices', () => {
  beforeAll(async () => setCenterGstin(t, PAID_CENTER, gstinFor(stateCode)));

  it('splits tax into CGST + SGST within the state, the odd paisa to SGST, totals = printed lines', async () => {
    const inv = await create(
      paid,
      counterSale([
        // 5 paise × 18% = 0.9 → 1 paisa of GST: CGST 0, SGST 1
        { linetype: 'Part', description: 'Washer', hsnsac: '7318', qty: 1, unitpricepaise: 5, gstrate: 18 },
        // 3.5 litre × ₹450 = 1,575.00, 10% off = 1,417.50; 18% = 255.15 → CGST 127.57, SGST 127.58
        {
          linetype: 'Part',
          description: 'Engine oil',
          hsnsac: '27101980',
          qty: 3.5,
          unit: 'litre',
          unitpricepaise: 45_000,
          discounttype: 'Percent',
          discountvalue: 10,
          gstrate: 18,
        },
      ]),
    );
    expect(inv).toMatchObject({
      documentkind: 'Tax Invoice',
      taxsplit: 'CGST+SGST',
      supplier: { gstin: gstinFor(stateCode) },
    });
    expect(inv.lines[0]).toMatchObject({
      taxablepaise: 5,
      cgstpaise: 0,
      sgstpaise: 1,
      igstpaise: 0,
      totalpaise: 6,
    });
    expect(inv.lines[1]).toMatchObject({
      uqc: 'LTR',
      grosspaise: 157_500,
      discountpaise: 15_750,
      taxablepaise: 141_750,
      cgstrate: 9,
      sgstrate: 9,
      cgstpaise: 12_757,
      sgstpaise: 12_758,
      totalpaise: 167_265,
    });
    const sum = (k: 'taxablepaise' | 'cgstpaise' | 'sgstpaise' | 'totalpaise') =>
      inv.lines.reduce((s, l) => s + l[k], 0);
    expect(inv.totals).toMatchObject({
      taxablepaise: sum('taxablepaise'),
      cgstpaise: sum('cgstpaise'),
      sgstpaise: sum('sgstpaise'),
      linestotalpaise: sum('totalpaise'),
      // ₹1,672.71 → ₹1,673
      roundoffpaise: 29,
      grandtotalpaise: 167_300,
    });
    expect(inv.hsnsummary.map((h) => [h.hsnsac, h.uqc, h.qty, h.taxablepaise])).toEqual([
      ['7318', 'NOS', 1, 5],
      ['27101980', 'LTR', 3.5, 141_750],
    ]);
  });

  it('charges IGST when the place of supply is another state, and prints a registered buyer as B2B', async () => {
    const otherState = stateCode === '27' ? '29' : '27';
    const inv = await create(
      paid,
      counterSale(
        [
          {
            linetype: 'Part',
            description: 'Battery',
            hsnsac: '8507',
            qty: 1,
            unitpricepaise: 500_000,
            gstrate: 18,
          },
        ],
        {
          placeofsupplystatecode: otherState,
          recipient: { name: 'Fleet Co', address: 'Pune', gstin: gstinFor(otherState, 'PQRST6789K') },
        },
      ),
    );
    expect(inv).toMatchObject({ taxsplit: 'IGST', placeofsupply: { statecode: otherState } });
    expect(inv.placeofsupply.statename).not.toBe('');
    expect(inv.recipient).toMatchObject({ gstin: gstinFor(otherState, 'PQRST6789K'), statecode: otherState });
    expect(inv.lines[0]).toMatchObject({ igstrate: 18, igstpaise: 90_000, cgstpaise: 0, sgstpaise: 0 });
    expect(inv.totals.grandtotalpaise).toBe(590_000);
  });

  it("bills a counter sale in the center's state, a registered buyer's too, unless the center sends the goods", async () => {
    const otherState = stateCode === '27' ? '29' : '27';
    const buyer = { name: 'Fleet Co', address: 'Pune', gstin: gstinFor(otherState, 'PQRST6789K') };
    // goods handed over at the counter: their movement ends in the center's state
    const atCounter = await create(paid, counterSale([oneOffLine()], { recipient: buyer }));
    expect(atCounter).toMatchObject({ taxsplit: 'CGST+SGST', placeofsupply: { statecode: stateCode } });
    expect(atCounter.lines[0]).toMatchObject({ cgstpaise: 9_000, sgstpaise: 9_000, igstpaise: 0 });
    const sent = await create(
      paid,
      counterSale([oneOffLine()], { recipient: buyer, placeofsupplystatecode: otherState }),
    );
    expect(sent).toMatchObject({ taxsplit: 'IGST', placeofsupply: { statecode: otherState } });
    expect(sent.lines[0]).toMatchObject({ igstpaise: 18_000, cgstpaise: 0 });
  });

  it('asks the address of a registered buyer (rule 46), and uses no number when it is missing', async () => {
    const before = await create(paid, counterSale([oneOffLine()]));
    const gstin = gstinFor(stateCode, 'PQRST6789K');
    const refused = await paid(
      'POST',
      P.create,
      counterSale([oneOffLine()], { recipient: { name: 'Fleet Co', address: '  ', gstin } }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ 'recipient.address': S.recipientAddressForGstin });
    // a job card's registered customer without an address on the profile
    const noAddress = { newcustomer: customerPayload({ gstno: gstin }) };
    const card = await readyJobCard(paid, [oneOffLine()], undefined, noAddress);
    const fromCard = await paid('POST', P.create, { jobcardid: card.jobcardid });
    expect(fromCard.statusCode).toBe(409);
    expect(fromCard.json().message).toBe(S.customerAddressForGstin);
    const after = await create(paid, counterSale([oneOffLine()]));
    expect(seq(after.invoiceno)).toBe(seq(before.invoiceno) + 1);
  });

  it('refuses a place of supply that is no state today, and uses no number for it', async () => {
    const before = await create(paid, counterSale([oneOffLine()]));
    for (const code of ['97', '25', '28', '00', '9', 'KA']) {
      const refused = await paid(
        'POST',
        P.create,
        counterSale([oneOffLine()], { placeofsupplystatecode: code }),
      );
      expect(refused.statusCode, code).toBe(400);
      expect(refused.json().errors, code).toEqual({ placeofsupplystatecode: S.placeOfSupplyInvalid });
    }
    const after = await create(paid, counterSale([oneOffLine()]));
    expect(seq(after.invoiceno)).toBe(seq(before.invoiceno) + 1);
  });

  it("bills a job card of a registered customer of another state with IGST, or at the center's choice", async () => {
    const otherState = stateCode === '27' ? '29' : '27';
    const fleet = (gstno: string) => ({
      newcustomer: customerPayload({ gstno, addresS1: '4 Nagar Road, Pune' }),
    });
    const card = await readyJobCard(
      paid,
      [oneOffLine()],
      undefined,
      fleet(gstinFor(otherState, 'FLEET1234K')),
    );
    const inv = await create(paid, { jobcardid: card.jobcardid });
    expect(inv).toMatchObject({ taxsplit: 'IGST', placeofsupply: { statecode: otherState } });
    expect(inv.recipient).toMatchObject({
      gstin: gstinFor(otherState, 'FLEET1234K'),
      address: '4 Nagar Road, Pune',
    });

    const walkIn = await readyJobCard(paid, [oneOffLine()]);
    const chosen = await create(paid, { jobcardid: walkIn.jobcardid, placeofsupplystatecode: otherState });
    expect(chosen).toMatchObject({ taxsplit: 'IGST', placeofsupply: { statecode: otherState } });
    const own = await create(paid, { jobcardid: (await readyJobCard(paid, [oneOffLine()])).jobcardid });
    expect(own).toMatchObject({ taxsplit: 'CGST+SGST', placeofsupply: { statecode: stateCode } });

    // a GSTIN of 97 (other territory) names no state to bill in: the center is asked to choose
    const offshore = await readyJobCard(paid, [oneOffLine()], undefined, fleet(gstinFor('97', 'OFFSH1234K')));
    const asked = await paid('POST', P.create, { jobcardid: offshore.jobcardid });
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toMatchObject({
      messageKey: 'suite.gstinStateUnknown',
      errors: { placeofsupplystatecode: S.gstinStateUnknown('97') },
    });
    const decided = await create(paid, { jobcardid: offshore.jobcardid, placeofsupplystatecode: otherState });
    expect(decided.taxsplit).toBe('IGST');
  });

  it('issues a Bill of Supply for a composition dealer even with a GSTIN, and asks 6-digit HSN above ₹5 crore', async () => {
    expect((await settings({ compositiondealer: true })).json()).toMatchObject({
      documentkind: 'Bill of Supply',
    });
    const bos = await create(
      paid,
      counterSale([
        {
          linetype: 'Part',
          description: 'Bulb',
          hsnsac: '8539',
          qty: 2,
          unitpricepaise: 11_800,
          priceincludesgst: true,
          gstrate: 18,
        },
      ]),
    );
    expect(bos).toMatchObject({
      documentkind: 'Bill of Supply',
      taxsplit: 'None',
      totals: { taxpaise: 0, grandtotalpaise: 23_600 },
    });
    // a composition dealer supplies within its state only: its own state by default, another one refused
    const otherState = stateCode === '27' ? '29' : '27';
    const fleet = {
      newcustomer: customerPayload({ gstno: gstinFor(otherState, 'FLEET1234K'), addresS1: 'Pune' }),
    };
    const card = await readyJobCard(paid, [oneOffLine()], undefined, fleet);
    const elsewhere = await paid('POST', P.create, {
      jobcardid: card.jobcardid,
      placeofsupplystatecode: otherState,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual({ placeofsupplystatecode: S.compositionInterState });
    expect(await create(paid, { jobcardid: card.jobcardid })).toMatchObject({
      documentkind: 'Bill of Supply',
      placeofsupply: { statecode: stateCode },
    });

    const before = (await paid('GET', P.list)).json().total as number;
    await settings({ compositiondealer: false, turnoverabove5cr: true });
    const short = await paid(
      'POST',
      P.create,
      counterSale([{ ...oneOffLine(), linetype: 'Part', hsnsac: '8539' }]),
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(S.hsnSixDigits(1));
    expect((await paid('GET', P.list)).json().total).toBe(before);
    // a refused create used no number: the next one follows the last issued
    const last = (await paid('GET', `${P.list}?SORT=invoiceno&ORDER=desc&PAGESIZE=1`)).json().items[0]
      .invoiceno;
    const next = await create(paid, counterSale([{ ...oneOffLine(), linetype: 'Part', hsnsac: '853910' }]));
    expect(seq(next.invoiceno)).toBe(seq(last) + 1);
    await settings({ turnoverabove5cr: false, upivpa: 'garage.one@okaxis' });
    const withUpi = await create(paid, counterSale([oneOffLine()]));
    expect(withUpi.supplier.upivpa).toBe('garage.one@okaxis');
    const link = new URL(withUpi.upilink!);
    expect(link.protocol).toBe('upi:');
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      pa: 'garage.one@okaxis',
      am: '1180.00',
      cu: 'INR',
      tn: withUpi.invoiceno,
    });
  });
});

describe('payments, credit notes and cancellation', () => {
  beforeAll(async () => setCenterGstin(t, PAID_CENTER, gstinFor(stateCode)));
  const pay = (invoiceid: number, amountpaise: number, extra: Record<string, unknown> = {}) =>
    paid('POST', P.addPayment, { invoiceid, mode: 'Cash', amountpaise, ...extra });

  it("adds a customer's invoices to the profile: billed less credit notes, and what is still due", async () => {
    const card = await readyJobCard(paid, [
      oneOffLine(),
      oneOffLine({ description: 'Wash', unitpricepaise: 50_000 }),
    ]);
    const profile = async () =>
      (
        await paid('GET', `/api/ShopCustomer/GetShopCustomerProfile?shopcustomerid=${card.shopcustomerid}`)
      ).json();
    // Ready and not invoiced: nothing billed yet
    expect(await profile()).toMatchObject({ totalbilledpaise: 0, balanceduepaise: 0 });
    const inv = await create(paid, { jobcardid: card.jobcardid }); // ₹1,180 + ₹590
    expect(await profile()).toMatchObject({ totalbilledpaise: 177_000, balanceduepaise: 177_000 });
    expect((await pay(inv.invoiceid, 100_000)).statusCode).toBe(201);
    const cn = await paid('POST', P.addCreditNote, {
      invoiceid: inv.invoiceid,
      reason: 'Wash not done',
      lines: [{ lineno: 2, amountpaise: 59_000 }],
    });
    expect(cn.statusCode).toBe(201);
    expect(await profile()).toMatchObject({ totalbilledpaise: 118_000, balanceduepaise: 18_000 });
    // a paid invoice cannot be cancelled (credit notes correct it): the profile keeps its figures
    const refused = await paid('POST', P.cancel, { invoiceid: inv.invoiceid, reason: 'Wrong customer' });
    expect(refused.statusCode).toBe(409);
    expect(await profile()).toMatchObject({ totalbilledpaise: 118_000, balanceduepaise: 18_000 });
  });

  it('records partial payments, refuses overpayment with the balance, and turns Paid', async () => {
    const inv = await create(paid, counterSale([oneOffLine()])); // ₹1,180.00
    const upi = await pay(inv.invoiceid, 50_000, { mode: 'UPI' });
    expect(upi.statusCode).toBe(400);
    expect(upi.json().errors).toMatchObject({ reference: S.upiReferenceRequired });
    const part = await pay(inv.invoiceid, 50_000, { mode: 'UPI', reference: 'UPI123456789' });
    expect(part.statusCode).toBe(201);
    expect(part.json()).toMatchObject({
      paymentstatus: 'Partly paid',
      receivedpaise: 50_000,
      balancepaise: 68_000,
    });
    expect(part.json().payments[0]).toMatchObject({ mode: 'UPI', reference: 'UPI123456789', paidon: today });
    expect(part.json().payments[0].receiptno).toMatch(new RegExp(`^RCT/${FY}/\\d{4}$`));
    const over = await pay(inv.invoiceid, 68_001);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(S.overpayment('₹680.00'));
    // the template's key and raw balance (paise), so a Hindi screen can say it with its own ₹ formatting
    expect(over.json()).toMatchObject({
      messageKey: 'suite.overpayment',
      messageParams: { balance: 68_000 },
      errors: { amountpaise: S.overpayment('₹680.00') },
    });
    const future = await pay(inv.invoiceid, 100, { paidon: '2999-01-01' });
    expect(future.json().message).toBe(S.paymentDateOutOfRange);
    // a plain message carries no key
    expect(future.json()).not.toHaveProperty('messageKey');
    const rest = await pay(inv.invoiceid, 68_000, { mode: 'Card' });
    expect(rest.json()).toMatchObject({ paymentstatus: 'Paid', balancepaise: 0, receivedpaise: 118_000 });
    expect((await pay(inv.invoiceid, 1)).json().message).toBe(S.invoicePaid);
  });

  it('lets two payments at once never pass the total', async () => {
    const inv = await create(paid, counterSale([oneOffLine()])); // ₹1,180.00
    const answers = await Promise.all(Array.from({ length: 6 }, () => pay(inv.invoiceid, 30_000)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    const after = (await get(paid, inv.invoiceid)).json<Invoice>();
    expect(after.receivedpaise).toBe(90_000);
    expect(after.payments).toHaveLength(3);
  });

  it('lets parallel credit notes credit the whole invoice, each decided on what the others left', async () => {
    // two lines of different totals: each note is spread over what each line has left, so a note decided on a
    // stale read of the lines would not fit them
    const inv = await twoLineSale();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        paid('POST', P.addCreditNote, { invoiceid: inv.invoiceid, reason: 'Refund', amountpaise: 17_700 }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(10).fill(201), 400, 400]);
    for (const refused of answers.filter((a) => a.statusCode === 400))
      expect(refused.json()).toMatchObject({
        messageKey: 'suite.creditOverInvoice',
        messageParams: { left: 0 },
      });
    const after = (await get(paid, inv.invoiceid)).json<Invoice>();
    expect(after.creditedpaise).toBe(177_000);
    expect(after.creditnotes).toHaveLength(10);
  });

  it('credits lines in their own CN series, tax split back at the line rate, and caps each line', async () => {
    const inv = await twoLineSale();
    const over = await paid('POST', P.addCreditNote, {
      invoiceid: inv.invoiceid,
      reason: 'x',
      lines: [{ lineno: 2, amountpaise: 59_001 }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(S.creditOverLine(2, '₹590.00'));
    const cn = await paid('POST', P.addCreditNote, {
      invoiceid: inv.invoiceid,
      reason: 'Wash not done',
      lines: [{ lineno: 2, amountpaise: 59_000 }],
    });
    expect(cn.statusCode).toBe(201);
    const body = cn.json<Invoice>();
    expect(body.creditnotes).toHaveLength(1);
    expect(body.creditnotes[0]!.creditnoteno).toMatch(new RegExp(`^CN/${FY}/\\d{4}$`));
    expect(body.creditnotes[0]).toMatchObject({
      reason: 'Wash not done',
      taxablepaise: 50_000,
      cgstpaise: 4_500,
      sgstpaise: 4_500,
      totalpaise: 59_000,
      lines: [{ lineno: 2, totalpaise: 59_000 }],
    });
    expect(body).toMatchObject({
      creditedpaise: 59_000,
      balancepaise: 118_000,
      totals: { grandtotalpaise: 177_000 },
    });
    // an amount is taken from the lines in order; more than is left is refused
    const big = await paid('POST', P.addCreditNote, {
      invoiceid: inv.invoiceid,
      reason: 'Goodwill',
      amountpaise: 118_001,
    });
    expect(big.statusCode).toBe(400);
    const amount = await paid('POST', P.addCreditNote, {
      invoiceid: inv.invoiceid,
      reason: 'Goodwill',
      amountpaise: 1_000,
    });
    expect(amount.json().creditnotes[1]).toMatchObject({
      totalpaise: 1_000,
      taxablepaise: 847,
      lines: [{ lineno: 1 }],
    });
    expect(seq(amount.json().creditnotes[1].creditnoteno)).toBe(seq(body.creditnotes[0]!.creditnoteno) + 1);
    // with a credit note on it, the invoice can no longer be cancelled
    const cancel = await paid('POST', P.cancel, { invoiceid: inv.invoiceid, reason: 'Wrong customer' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(S.cancelWithPayments);
  });

  it('cancels with a reason, keeps the number used, and frees the job card for a new invoice', async () => {
    const card = await readyJobCard(paid, [oneOffLine()]);
    const first = await create(paid, { jobcardid: card.jobcardid });
    // while the invoice stands, the job card is frozen
    const reopen = await paid('PUT', '/api/JobCard/UpdateJobCardStatus', {
      jobcardid: card.jobcardid,
      status: 'InProgress',
    });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe(S.jobCardHasInvoice(first.invoiceno));
    const edit = await paid('POST', '/api/JobCard/AddUpdateJobCard', {
      jobcardid: card.jobcardid,
      complaints: ['Changed'],
      lines: [],
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(S.jobCardHasInvoice(first.invoiceno));
    expect((await paid('POST', P.cancel, { invoiceid: first.invoiceid, reason: ' ' })).statusCode).toBe(400);
    const cancelled = await paid('POST', P.cancel, {
      invoiceid: first.invoiceid,
      reason: 'Wrong GSTIN on the bill',
    });
    expect(cancelled.json()).toMatchObject({
      status: 'Cancelled',
      cancelreason: 'Wrong GSTIN on the bill',
      balancepaise: 0,
    });
    expect(
      (await paid('POST', P.addPayment, { invoiceid: first.invoiceid, mode: 'Cash', amountpaise: 100 }))
        .statusCode,
    ).toBe(409);
    const second = await create(paid, { jobcardid: card.jobcardid });
    expect(seq(second.invoiceno)).toBe(seq(first.invoiceno) + 1);
    expect(second.lines).toEqual(first.lines);
    const listed = (
      await paid('GET', `${P.list}?STATUS=Cancelled&SEARCH=${encodeURIComponent(first.invoiceno)}`)
    ).json();
    expect(listed.items.map((i: { invoiceno: string }) => i.invoiceno)).toEqual([first.invoiceno]);
  });

  it('tells the job card its standing invoice, and forgets a cancelled one', async () => {
    const card = await readyJobCard(paid, [oneOffLine()]);
    // the card's page and the job card list (where the invoice picker reads it) say the same; the list finds
    // the card by the end of its registration (MN0012 of KA01MN0012), as a workshop calls a car
    const invoiceOfCard = async () => {
      const own = (await paid('GET', `/api/JobCard/GetJobCardById?jobcardid=${card.jobcardid}`)).json()
        .invoice;
      const listed = (
        await paid('GET', `/api/JobCard/GetJobCards?SEARCH=${card.vehregistrationno.slice(-6)}&PAGESIZE=50`)
      ).json().items as { jobcardid: number; invoice: unknown }[];
      expect(listed.find((i) => i.jobcardid === card.jobcardid)?.invoice).toEqual(own);
      return own;
    };
    expect(card.invoice).toBeNull();
    const first = await create(paid, { jobcardid: card.jobcardid });
    expect(await invoiceOfCard()).toEqual({ invoiceid: first.invoiceid, invoiceno: first.invoiceno });
    await paid('POST', P.cancel, { invoiceid: first.invoiceid, reason: 'Wrong GSTIN on the bill' });
    expect(await invoiceOfCard()).toBeNull();
    const second = await create(paid, { jobcardid: card.jobcardid });
    expect(await invoiceOfCard()).toEqual({ invoiceid: second.invoiceid, invoiceno: second.invoiceno });
  });
});

describe('numbering under concurrency', () => {
  it('gives 20 parallel creates 20 distinct consecutive numbers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => paid('POST', P.create, counterSale([oneOffLine()]))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const numbers = answers.map((a) => a.json<Invoice>().invoiceno);
    expect(new Set(numbers).size).toBe(20);
    const seqs = numbers.map(seq).sort((a, b) => a - b);
    expect(seqs[19]! - seqs[0]!).toBe(19);
    for (const no of numbers) expect(no).toMatch(new RegExp(`^INV/${FY}/\\d{4}$`));
  });

  it('starts each financial year (April–March, India time) at 0001, per center and series', async () => {
    const db = t.app.ctx.db;
    const centerId = await centerIdOf(t, PAID_CENTER);
    const march31 = new Date('2031-03-31T23:59:00+05:30');
    const april1 = new Date('2031-04-01T00:00:00+05:30');
    expect(await nextDocumentNumber(db, centerId, 'INV', march31)).toBe('INV/2030-31/0001');
    expect(await nextDocumentNumber(db, centerId, 'INV', march31)).toBe('INV/2030-31/0002');
    expect(await nextDocumentNumber(db, centerId, 'INV', april1)).toBe('INV/2031-32/0001');
    expect(await nextDocumentNumber(db, centerId, 'CN', april1)).toBe('CN/2031-32/0001');
    const otherId = await centerIdOf(t, OTHER_PAID_CENTER);
    expect(await nextDocumentNumber(db, otherId, 'INV', april1)).toBe('INV/2031-32/0001');
  });
});

describe('invoice report', () => {
  it('adds up exactly what the invoices say', async () => {
    const from = istDate(new Date(Date.now() - 40 * 86_400_000));
    const all: Invoice[] = [];
    for (let page = 1; ; page += 1) {
      const list = (await paid('GET', `${P.list}?PAGESIZE=100&PAGE=${page}&FROM=${from}`)).json();
      for (const item of list.items) all.push((await get(paid, item.invoiceid)).json<Invoice>());
      if (page * 100 >= list.total) break;
    }
    expect(all.length).toBeGreaterThanOrEqual(30);
    const report = (await paid('GET', `${P.report}?FROM=${from}&TO=${today}`)).json<InvoiceReport>();
    const issued = all.filter((i) => i.status === 'Issued');
    const sum = (list: Invoice[], f: (i: Invoice) => number) => list.reduce((s, i) => s + f(i), 0);
    expect(report.totals).toEqual({
      count: issued.length,
      taxablepaise: sum(issued, (i) => i.totals.taxablepaise),
      cgstpaise: sum(issued, (i) => i.totals.cgstpaise),
      sgstpaise: sum(issued, (i) => i.totals.sgstpaise),
      igstpaise: sum(issued, (i) => i.totals.igstpaise),
      totalpaise: sum(issued, (i) => i.totals.grandtotalpaise),
      receivedpaise: sum(issued, (i) => i.receivedpaise),
      creditedpaise: sum(issued, (i) => i.creditedpaise),
      outstandingpaise: sum(issued, (i) => i.balancepaise),
      cancelledcount: all.length - issued.length,
    });
    expect(report.group).toBe('day');
    expect(report.series).toHaveLength(41);
    expect(report.series.find((p) => p.period === today)).toMatchObject({ count: issued.length });
    const b2b = issued.filter((i) => i.recipient.gstin !== '');
    expect(report.b2bb2c[0]).toMatchObject({
      kind: 'B2B',
      count: b2b.length,
      igstpaise: sum(b2b, (i) => i.totals.igstpaise),
    });
    // B2C per place of supply: every B2C invoice once, and the other states' tax all IGST
    const b2c = issued.filter((i) => i.recipient.gstin === '');
    expect(report.placewise.reduce((s, p) => s + p.count, 0)).toBe(b2c.length);
    expect(report.placewise.reduce((s, p) => s + p.totalpaise, 0)).toBe(report.b2bb2c[1]!.totalpaise);
    const elsewhere = report.placewise.filter((p) => p.statecode !== stateCode);
    expect(elsewhere.length).toBeGreaterThan(0);
    for (const place of elsewhere) {
      const there = b2c.filter((i) => i.placeofsupply.statecode === place.statecode);
      expect(place).toMatchObject({
        statename: there[0]!.placeofsupply.statename,
        count: there.length,
        cgstpaise: 0,
        igstpaise: sum(there, (i) => i.totals.igstpaise),
      });
    }
    const lines = issued.flatMap((i) => i.lines);
    const at18 = lines.filter((l) => l.gstrate === 18);
    expect(report.ratewise.find((r) => r.gstrate === 18)).toMatchObject({
      taxablepaise: at18.reduce((s, l) => s + l.taxablepaise, 0),
      cgstpaise: at18.reduce((s, l) => s + l.cgstpaise, 0),
    });
    const oil = lines.filter((l) => l.hsnsac === '27101980');
    expect(report.hsn.find((h) => h.hsnsac === '27101980')).toMatchObject({
      uqc: 'LTR',
      qty: oil.reduce((s, l) => s + l.qty, 0),
      taxablepaise: oil.reduce((s, l) => s + l.taxablepaise, 0),
    });
    expect(report.hsn.reduce((s, h) => s + h.taxablepaise, 0)).toBe(report.totals.taxablepaise);
    expect(report.creditnotes.count).toBeGreaterThanOrEqual(2);
    const monthly = (
      await paid('GET', `${P.report}?FROM=${from}&TO=${today}&GROUP=month`)
    ).json<InvoiceReport>();
    expect(monthly.series.reduce((s, p) => s + p.totalpaise, 0)).toBe(report.totals.totalpaise);
  });
});

describe('access', () => {
  it("answers 404 for another center's invoice and lists only the center's own", async () => {
    const inv = await create(paid, counterSale([oneOffLine()]));
    expect((await get(other, inv.invoiceid)).statusCode).toBe(404);
    const calls = [
      other('POST', P.addPayment, { invoiceid: inv.invoiceid, mode: 'Cash', amountpaise: 100 }),
      other('POST', P.cancel, { invoiceid: inv.invoiceid, reason: 'Not mine' }),
      other('POST', P.addCreditNote, { invoiceid: inv.invoiceid, reason: 'Not mine', amountpaise: 100 }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(S.invoiceNotFound);
    }
    expect((await other('GET', P.list)).json().total).toBe(0);
    const card = await readyJobCard(paid, [oneOffLine()]);
    expect((await other('POST', P.create, { jobcardid: card.jobcardid })).statusCode).toBe(404);
    expect((await get(paid, inv.invoiceid)).json().payments).toEqual([]);
  });

  it('needs an active FixoPro plan, checked before the body', async () => {
    const list = await free('GET', P.list);
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe(SUITE_ACCESS_MESSAGES.noPlan);
    expect((await free('POST', P.create, { nonsense: true })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: P.list })).statusCode).toBe(401);
  });
});
