import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { INVOICE_PATHS as P, type Invoice, type InvoiceReport } from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TEST_TIME_ZONE } from '../../test-support/non-india-time-zone.js';
import {
  centerClient,
  type Client,
  createJobCard,
  oneOffLine,
  PAID_CENTER,
} from '../../test-support/suite-fixtures.js';

/**
 * Documents are dated in India whatever zone the server runs in (here America/Los_Angeles, from the test setup):
 * the hours just after Indian midnight are still the day before in UTC and in Los Angeles.
 */

let t: TestApp;
let paid: Client;
// Fixed instants in the past: sessions and the center's plan, made at the real time, cover them.
const ist = (text: string) => new Date(`${text}+05:30`);

beforeAll(async () => {
  t = await createTestApp();
  paid = await centerClient(t, PAID_CENTER);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => t.close());

/** Runs `action` with the clock (Date only: timers and I/O keep real time) at `at`. */
async function at<T>(when: Date, action: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(when);
  try {
    return await action();
  } finally {
    vi.useRealTimers();
  }
}

async function counterSaleAt(when: Date): Promise<Invoice> {
  const response = await at(when, () =>
    paid('POST', P.create, {
      recipient: { name: 'Walk-in Buyer', address: '12 MG Road, Bengaluru' },
      lines: [oneOffLine()],
    }),
  );
  if (response.statusCode !== 201) throw new Error(`invoice: ${response.statusCode} ${response.body}`);
  return response.json<Invoice>();
}

const monthCount = async (from: string, to: string): Promise<number> => {
  const response = await paid('GET', `${P.report}?FROM=${from}&TO=${to}&GROUP=month`);
  expect(response.statusCode).toBe(200);
  return response.json<InvoiceReport>().totals.count;
};

describe('dates in India time on a server elsewhere', () => {
  it('runs in a zone that is not India', () => {
    expect(process.env.TZ).toBe(TEST_TIME_ZONE);
    // -07:00 in summer: 00:15 IST on 1 April is still 31 March there.
    expect(ist('2026-04-01T00:15:00').getDate()).toBe(31);
  });

  it('numbers a job card of 23:30 IST on 31 March in the old financial year, 00:15 IST on 1 April in the new', async () => {
    const march = await at(ist('2026-03-31T23:30:00'), () => createJobCard(paid, [oneOffLine()]));
    const april = await at(ist('2026-04-01T00:15:00'), () => createJobCard(paid, [oneOffLine()]));
    expect(march.jobcardno).toMatch(/^JC\/2025-26\/\d{4}$/);
    expect(april.jobcardno).toMatch(/^JC\/2026-27\/\d{4}$/);
  });

  it('dates an invoice made at 00:30 IST that Indian day, in its financial year', async () => {
    const invoice = await counterSaleAt(ist('2026-04-01T00:30:00'));
    expect(invoice.issuedate).toBe('2026-04-01');
    expect(invoice.invoiceno).toMatch(/^INV\/2026-27\/\d{4}$/);
  });

  it('counts 00:10 IST on the 1st in the month report, and 23:59 IST on the last day before in the month before', async () => {
    const [octBefore, novBefore] = [
      await monthCount('2026-10-01', '2026-10-31'),
      await monthCount('2026-11-01', '2026-11-30'),
    ];
    const late = await counterSaleAt(ist('2026-10-31T23:59:00'));
    const early = await counterSaleAt(ist('2026-11-01T00:10:00'));
    expect([late.issuedate, early.issuedate]).toEqual(['2026-10-31', '2026-11-01']);
    expect(await monthCount('2026-10-01', '2026-10-31')).toBe(octBefore + 1);
    expect(await monthCount('2026-11-01', '2026-11-30')).toBe(novBefore + 1);
  });
});
