import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_PATHS as P, type Invoice, type JobCard, type PublicEstimate } from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import {
  centerClient,
  type Client,
  createJobCard,
  oneOffLine,
  PAID_CENTER,
  readyJobCard,
  setCenterGstin,
} from '../../test-support/suite-fixtures.js';
import { TEST_CENTER_GSTIN } from '../../test-support/test-gstin.js';

let t: TestApp;
let paid: Client;

beforeAll(async () => {
  t = await createTestApp();
  paid = await centerClient(t, PAID_CENTER);
});
afterAll(async () => t.close());

/** A periodic service at ₹1,200 (18%) entered excluding GST, and a battery at ₹1,200 entered including GST. */
const service = oneOffLine({ description: 'Periodic service', unitpricepaise: 120_000 });
const battery = oneOffLine({
  description: 'Battery',
  linetype: 'Part',
  hsnsac: '85071000',
  unitpricepaise: 120_000,
  priceincludesgst: true,
});
const settings = (compositiondealer: boolean) =>
  paid('PUT', '/api/Invoice/SaveInvoiceSettings', { compositiondealer, turnoverabove5cr: false, upivpa: '' });

async function invoiceOf(jobcardid: number): Promise<Invoice> {
  const response = await paid('POST', P.create, { jobcardid });
  if (response.statusCode !== 201) throw new Error(`invoice: ${response.statusCode} ${response.body}`);
  return response.json<Invoice>();
}

/** The job card, its estimate as the customer sees it, and its bill. */
async function cardEstimateAndBill() {
  const card = (await readyJobCard(paid, [service, battery], 'Delivered')) as unknown as JobCard;
  const open = await createJobCard(paid, [service, battery]);
  const sent = await paid('POST', '/api/JobCard/SendEstimate', { jobcardid: open.jobcardid });
  expect(sent.statusCode).toBe(200);
  const token = sent.json<{ estimatelink: string }>().estimatelink.split('/estimate/')[1]!;
  const estimate = (
    await t.app.inject({ method: 'GET', url: `/api/Estimate/${token}` })
  ).json<PublicEstimate>();
  return { card, estimate, invoice: await invoiceOf(card.jobcardid) };
}

function expectNoGst({ card, estimate, invoice }: Awaited<ReturnType<typeof cardEstimateAndBill>>) {
  expect(card.chargesgst).toBe(false);
  // the price is the amount, also when it was entered 'including GST' (as the bill of supply takes it)
  expect(card.lines.map((l) => [l.taxablepaise, l.gstpaise, l.linetotalpaise])).toEqual([
    [120_000, 0, 120_000],
    [120_000, 0, 120_000],
  ]);
  expect(card.totals).toEqual({
    grosspaise: 240_000,
    discountpaise: 0,
    taxablepaise: 240_000,
    gstpaise: 0,
    grandtotalpaise: 240_000,
  });
  expect(estimate.chargesgst).toBe(false);
  expect(estimate.totals).toEqual(card.totals);
  expect(invoice).toMatchObject({ documentkind: 'Bill of Supply', taxsplit: 'None' });
  expect(invoice.totals).toMatchObject({ taxpaise: 0, grandtotalpaise: card.totals.grandtotalpaise });
  expect(invoice.lines.map((l) => l.totalpaise)).toEqual(card.lines.map((l) => l.linetotalpaise));
}

describe('centers without GST', () => {
  it('a center without GSTIN adds no GST on the job card or the estimate: they show what the bill charges', async () => {
    await setCenterGstin(t, PAID_CENTER, null);
    await settings(false);
    expectNoGst(await cardEstimateAndBill());
  });

  it('a composition dealer (even with a GSTIN) is treated the same way', async () => {
    await setCenterGstin(t, PAID_CENTER, TEST_CENTER_GSTIN);
    await settings(true);
    expectNoGst(await cardEstimateAndBill());
  });

  it('a GST-registered center adds GST as before, and its tax invoice total equals the job card total', async () => {
    await setCenterGstin(t, PAID_CENTER, TEST_CENTER_GSTIN);
    await settings(false);
    const { card, estimate, invoice } = await cardEstimateAndBill();
    expect(card.chargesgst).toBe(true);
    // ₹1,200 + 18% = ₹1,416; ₹1,200 including 18% = ₹1,016.95 + ₹183.05
    expect(card.lines.map((l) => [l.taxablepaise, l.gstpaise, l.linetotalpaise])).toEqual([
      [120_000, 21_600, 141_600],
      [101_695, 18_305, 120_000],
    ]);
    expect(card.totals.grandtotalpaise).toBe(261_600);
    expect(estimate.chargesgst).toBe(true);
    expect(estimate.totals).toEqual(card.totals);
    expect(invoice.documentkind).toBe('Tax Invoice');
    expect(invoice.totals).toMatchObject({ taxpaise: 39_905, grandtotalpaise: 261_600 });
  });

  it('recomputes an open job card on its next save once the center registers for GST', async () => {
    await setCenterGstin(t, PAID_CENTER, null);
    await settings(false);
    const card = await createJobCard(paid, [service]);
    expect(card.totals).toMatchObject({ gstpaise: 0, grandtotalpaise: 120_000 });
    await setCenterGstin(t, PAID_CENTER, TEST_CENTER_GSTIN);
    const saved = await paid('POST', '/api/JobCard/AddUpdateJobCard', {
      jobcardid: card.jobcardid,
      complaints: ['Periodic service'],
      lines: [{ ...service, lineid: card.lines[0]!.lineid }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<JobCard>()).toMatchObject({
      chargesgst: true,
      totals: { gstpaise: 21_600, grandtotalpaise: 141_600 },
    });
  });
});
