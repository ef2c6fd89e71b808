import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVOICE_PATHS as P,
  INVOICE_SENDS_PER_HOUR,
  INVOICE_SHARE_MESSAGES as M,
  SUITE_MESSAGES as S,
  type Invoice,
  type InvoiceSendResult,
} from '@fixo/shared';
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
import { gstinFor } from '../../test-support/test-gstin.js';
import { readPdf } from '../../test-support/pdf-text.js';
import { sha256 } from '../../platform/crypto.js';

let t: TestApp;
let paid: Client;
let other: Client;
let free: Client;
let invoice: Invoice;

const anonymous = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  ({ paid, other } = await paidCenterClients(t));
  free = await centerClient(t, FREE_CENTER);
  // a GST-registered center with a UPI id
  await setCenterGstin(t, PAID_CENTER, gstinFor(await stateCodeOf(t, PAID_CENTER)));
  const saved = await paid('PUT', P.saveSettings, { upivpa: 'lakshmiauto@okaxis' });
  expect(saved.statusCode).toBe(200);
  invoice = await create({
    name: 'Imran Khan',
    address: '7 Residency Road, Bengaluru',
    mobile: '9845098450',
  });
});
afterAll(async () => t.close());

async function create(recipient: Record<string, unknown>): Promise<Invoice> {
  const response = await paid('POST', P.create, {
    recipient,
    lines: [oneOffLine({ description: 'Clutch overhaul', hsnsac: '998714', unitpricepaise: 250_000 })],
  });
  if (response.statusCode !== 201) throw new Error(`invoice: ${response.statusCode} ${response.body}`);
  return response.json<Invoice>();
}

const pdfUrl = (id: number) => `${P.pdf}?invoiceid=${id}`;

describe('invoice PDF for the center', () => {
  it('downloads the own invoice as an A4 PDF attachment named after its number', async () => {
    const response = await paid('GET', pdfUrl(invoice.invoiceid));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${invoice.invoiceno.replaceAll('/', '-')}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.text).toContain('TAX INVOICE');
    expect(pdf.text).toContain(invoice.invoiceno);
    expect(pdf.text).toContain('Imran Khan');
    expect(pdf.text).toContain('1 Clutch overhaul 998714');
    expect(pdf.text).toContain(invoice.amountinwords);
    // ₹2,950 unpaid and a UPI id: the QR of the balance
    expect(pdf.links).toEqual([invoice.upilink]);
    expect(pdf.links).toEqual([
      `upi://pay?pa=lakshmiauto%40okaxis&pn=${encodeURIComponent(invoice.supplier.name)}&am=2950.00&cu=INR&tn=${encodeURIComponent(invoice.invoiceno)}&tr=${encodeURIComponent(invoice.invoiceno)}`,
    ]);
  });

  it("answers 404 for another center's invoice or an unknown id, 403 without a plan, 401 signed out", async () => {
    const foreign = await other('GET', pdfUrl(invoice.invoiceid));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(S.invoiceNotFound);
    expect((await paid('GET', pdfUrl(999_999))).statusCode).toBe(404);
    expect((await free('GET', pdfUrl(invoice.invoiceid))).statusCode).toBe(403);
    // the gate answers before the query is looked at
    expect((await free('GET', `${P.pdf}?invoiceid=abc`)).statusCode).toBe(403);
    expect((await anonymous(pdfUrl(invoice.invoiceid))).statusCode).toBe(401);
    expect((await paid('GET', `${P.pdf}?invoiceid=abc`)).statusCode).toBe(400);
  });
});

describe('send to customer', () => {
  it('texts a private link that opens the PDF for anyone holding it, and gives a WhatsApp link', async () => {
    // A forged Host header does not choose the site the customer's SMS points to: the configured address does.
    const response = await paid('POST', P.send, { invoiceid: invoice.invoiceid }, { host: 'evil.example' });
    expect(response.statusCode).toBe(200);
    const sent = response.json<InvoiceSendResult>();
    expect(sent.sentto).toBe('9845098450');
    const url = new URL(sent.link);
    expect(url.origin).toBe(t.app.ctx.config.notifications.publicUrl);
    expect(url.pathname).toMatch(new RegExp(`^${P.sharedPdf}/[A-Za-z0-9_-]{43}$`));
    const token = url.pathname.split('/').pop()!;
    const days = (Date.parse(sent.expireson) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    // only the hash is stored
    const stored = await t.app.ctx.db.selectFrom('invoice_share_links').selectAll().execute();
    expect(stored.map((l) => l.token_hash)).toContain(sha256(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    // the SMS (development outbox) carries the link
    const sms = await t.app.ctx.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('to_mobile', '=', '9845098450')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(sms.body).toContain(sent.link);
    expect(sms.body).toContain(invoice.invoiceno);
    expect(sent.whatsapplink).toBe(`https://wa.me/919845098450?text=${encodeURIComponent(sms.body)}`);

    const shared = await anonymous(url.pathname);
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['content-type']).toBe('application/pdf');
    expect(shared.headers['content-disposition']).toContain('.pdf"');
    expect((await readPdf(shared.rawPayload)).text).toContain(invoice.invoiceno);
  });

  it('answers the same 404 for a wrong token and an expired one', async () => {
    const sent = (await paid('POST', P.send, { invoiceid: invoice.invoiceid })).json<InvoiceSendResult>();
    const path = new URL(sent.link).pathname;
    const wrong = await anonymous(`${P.sharedPdf}/${'A'.repeat(43)}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(M.linkNotFound);
    await t.app.ctx.db
      .updateTable('invoice_share_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', sha256(path.split('/').pop()!))
      .execute();
    const expired = await anonymous(path);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual(wrong.json());
  });

  it(`allows ${INVOICE_SENDS_PER_HOUR} sends of an invoice per hour, then 429 with a clear message`, async () => {
    const fresh = await create({ name: 'Leela Menon', address: 'Kochi', mobile: '9845011111' });
    for (let i = 0; i < INVOICE_SENDS_PER_HOUR; i++)
      expect((await paid('POST', P.send, { invoiceid: fresh.invoiceid })).statusCode).toBe(200);
    const refused = await paid('POST', P.send, { invoiceid: fresh.invoiceid });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(M.tooManySends);
    const links = await t.app.ctx.db
      .selectFrom('invoice_share_links')
      .select('id')
      .where('invoice_id', '=', fresh.invoiceid)
      .execute();
    expect(links).toHaveLength(INVOICE_SENDS_PER_HOUR);
  });

  it("refuses another center's invoice (404), an invoice without a mobile (400), and no plan (403)", async () => {
    const before = await t.app.ctx.db.selectFrom('sms_outbox').select('id').execute();
    const foreign = await other('POST', P.send, { invoiceid: invoice.invoiceid });
    expect(foreign.statusCode).toBe(404);
    const noMobile = await create({ name: 'Walk-in Buyer', address: 'MG Road' });
    const refused = await paid('POST', P.send, { invoiceid: noMobile.invoiceid });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.noMobile);
    expect((await free('POST', P.send, { invoiceid: invoice.invoiceid })).statusCode).toBe(403);
    const after = await t.app.ctx.db.selectFrom('sms_outbox').select('id').execute();
    expect(after).toHaveLength(before.length);
  });
});
