import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, test } from 'node:test';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { INVOICE_PATHS } from '@fixo/shared';

import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from '../support/browser.js';
import { accountLanguageToEnglish, signIn } from '../support/session.js';
import {
  addFromCatalogue,
  addWalkInCustomer,
  deliverAndInvoice,
  digits,
  ensureCatalogue,
} from '../support/suite-steps.js';

/**
 * GST invoices: the paid demo center delivers a job card, generates its tax invoice from the job card page,
 * downloads the PDF (once the PDF route exists), takes the whole amount by UPI and finds the invoice in the
 * invoice report. Screens at 390 px (the owner's phone) and 1280 px (the front desk).
 */
const PAID_CENTER = '9000000003';

let browser: Browser;
const contexts: BrowserContext[] = [];
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function open(viewport: { width: number; height: number }): Promise<Page> {
  const { context, page } = await newPage(browser, viewport);
  contexts.push(context);
  await signIn(page, 'ServiceCenter', PAID_CENTER);
  return page;
}

interface ReportTotals {
  count: number;
  totalpaise: number;
  receivedpaise: number;
}

/** This month's report totals as the server computes them (the journey compares before and after). */
async function reportTotals(page: Page): Promise<ReportTotals> {
  return page.evaluate(async (path) => {
    const ist = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const response = await fetch(`${path}?FROM=${ist.slice(0, 8)}01&TO=${ist}`);
    return ((await response.json()) as { totals: ReportTotals }).totals;
  }, INVOICE_PATHS.report);
}

const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('a delivered job card becomes a GST invoice, paid by UPI and counted in the report', async () => {
  const phone = await open(PHONE);
  await ensureCatalogue(phone);
  const mobile = `9${digits(9)}`;
  const registration = `KA03IN${digits(4)}`;
  await addWalkInCustomer(phone, { name: 'Asha Rao', mobile, registration });
  const before = await reportTotals(phone);

  // A job card with a service and a part, approved at the counter and delivered.
  await phone.getByRole('link', { name: 'New job card' }).click();
  await phone.getByRole('heading', { name: 'New Service Request' }).waitFor();
  await phone.getByLabel('Complaint 1').fill('Periodic service due');
  await addFromCatalogue(phone, 'periodic');
  await addFromCatalogue(phone, 'engine oil');
  await phone.getByRole('button', { name: 'Create job card' }).click();
  await phone.waitForURL(/\/service-request-details\/\d+$/);
  await phone.getByRole('heading', { level: 1, name: /^JC\// }).waitFor();
  // Approved, worked, delivered, then the invoice generated from the job card page.
  const invoicePath = await deliverAndInvoice(phone, { screenshotAs: 'invoice-generate-390' });
  const heading = phone.getByRole('heading', { level: 1, name: /^INV\// });
  await heading.waitFor();
  const number = (await heading.textContent())?.trim() ?? '';
  assert.match(number, /^INV\/\d{4}-\d{2}\/\d+$/);
  const invoice = phone.getByRole('article', { name: new RegExp(`(Tax Invoice|Bill of Supply) ${number}$`) });
  await invoice.getByText(registration).waitFor();
  await invoice.getByText('Authorised Signatory').waitFor();
  await invoice.getByText('Whether tax is payable on reverse charge: No.', { exact: false }).waitFor();
  assert.match(
    (await phone.getByTestId('amount-in-words').textContent()) ?? '',
    /^[A-Z][A-Za-z ]+ Rupees( and [A-Za-z ]+ Paise)? Only$/,
  );
  await phone.getByTestId('invoice-status').getByText('Unpaid').waitFor();
  await screenshot(phone, 'invoice-view-390');

  // The PDF, when the PDF route is part of the build.
  const pdfPath = (INVOICE_PATHS as Record<string, string>).pdf;
  if (pdfPath) {
    const id = invoicePath.split('/').at(-1);
    const pdf = await phone.request.get(`${pdfPath}?invoiceid=${id}`);
    assert.equal(pdf.status(), 200);
    assert.match(pdf.headers()['content-type'] ?? '', /application\/pdf/);
    assert.equal((await pdf.body()).subarray(0, 5).toString(), '%PDF-');
  }

  // The front desk takes the whole amount by UPI; a UPI payment needs its reference.
  const desk = await open(DESKTOP);
  await desk.goto(invoicePath);
  await desk.getByRole('heading', { level: 1, name: number }).waitFor();
  await screenshot(desk, 'invoice-view-1280');
  await desk.getByRole('button', { name: 'Record payment' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Record payment' });
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await dialog.getByText('UPI reference number is required').waitFor();
  await screenshot(desk, 'invoice-payment-dialog-1280');
  await dialog.getByLabel(/UPI reference number/).fill(`4312${digits(8)}`);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await dialog.waitFor({ state: 'detached' });
  await desk.getByTestId('invoice-status').getByText('Paid').waitFor();
  await desk.getByRole('list', { name: 'Payments received' }).getByText(/UPI/).waitFor();
  // On the phone the paid invoice, with its receipt line (number, date, UTR), still fits 390 px.
  await phone.reload();
  await phone.getByRole('list', { name: 'Payments received' }).getByText(/UPI/).waitFor();
  assert.equal(await phone.evaluate(() => document.documentElement.scrollWidth), 390);
  await screenshot(phone, 'invoice-paid-390');

  // Send to customer: an SMS with the private PDF link, then the WhatsApp button for the owner to tap.
  await desk.getByRole('button', { name: 'Send to customer' }).click();
  await desk.getByText(`Invoice link sent to +91 ${mobile}.`).waitFor();
  const whatsapp = desk.getByRole('link', { name: 'Share on WhatsApp' });
  assert.match(
    (await whatsapp.getAttribute('href')) ?? '',
    new RegExp(`^https://wa\\.me/91${mobile}\\?text=`),
  );
  await screenshot(desk, 'invoice-sent-1280');

  // The list finds it by registration, paid.
  await desk.goto(`/service-manager/invoice-for-sr?q=${registration}`);
  const row = desk.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: number });
  await row.getByText('Paid').waitFor();
  await screenshot(desk, 'invoice-list-1280');
  await phone.goto('/service-manager/invoice-for-sr');
  await phone.getByRole('list', { name: 'Invoices' }).getByText(number).first().waitFor();
  await screenshot(phone, 'invoice-list-390');

  // The report counts it: one more invoice, its total billed and received.
  const after = await reportTotals(desk);
  assert.equal(after.count, before.count + 1);
  assert.equal(after.receivedpaise - before.receivedpaise, after.totalpaise - before.totalpaise);
  assert.ok(after.totalpaise > before.totalpaise);
  await desk.goto('/service-manager/invoice-report');
  const totals = desk.getByTestId('report-totals');
  await totals.getByText(rupees(after.receivedpaise)).first().waitFor();
  await desk.getByRole('table', { name: 'HSN-wise summary' }).waitFor();
  await desk.getByRole('img', { name: 'Sales chart' }).locator('svg').first().waitFor();
  await screenshot(desk, 'invoice-report-1280');
  await phone.goto('/service-manager/invoice-report');
  await phone.getByTestId('report-totals').getByText(String(after.count), { exact: true }).first().waitFor();
  await phone.getByRole('radio', { name: 'This financial year' }).click();
  await phone.getByRole('table', { name: 'HSN-wise summary' }).waitFor();
  // the period is in the address: a reload (or the link sent to the accountant) keeps it
  await phone.reload();
  await phone.getByRole('radio', { name: 'This financial year', checked: true }).waitFor();
  await phone.getByRole('table', { name: 'HSN-wise summary' }).waitFor();
  await phone.getByRole('img', { name: 'Sales chart' }).locator('svg').first().waitFor();
  await screenshot(phone, 'invoice-report-390');

  // A counter sale on the phone, paid in part in cash.
  await phone.goto('/service-manager/invoice-for-sr/new');
  // The buyer is a fleet registered in Maharashtra, and the parts are sent there: the center picks that state
  // (handed over at the counter they would stay a supply within its own).
  await phone.getByLabel(/Customer name/).fill('Pune Fleet Services');
  const place = phone.getByRole('combobox', { name: /Place of supply/ });
  await phone.waitForFunction(
    (el) => el instanceof HTMLSelectElement && el.value !== '',
    await place.elementHandle(),
  );
  const ownState = await place.inputValue();
  const buyerGstin = '27AAPFU0939F1ZV';
  await phone.getByRole('textbox', { name: /GSTIN/ }).fill(buyerGstin);
  await phone.getByRole('textbox', { name: /GSTIN/ }).blur();
  await phone.getByLabel('Address').fill('14 Nagar Road, Pune 411014');
  if (ownState !== '27') {
    await phone.getByText('The buyer is registered in Maharashtra (27)', { exact: false }).waitFor();
    assert.equal(await place.inputValue(), ownState);
  }
  await place.selectOption('27');
  if (ownState !== '27') await phone.getByText(/: IGST\.|charges no GST/).waitFor();
  await addFromCatalogue(phone, 'engine oil');
  await screenshot(phone, 'invoice-new-390');
  await phone.getByRole('button', { name: 'Issue invoice' }).click();
  const saleHeading = phone.getByRole('heading', { level: 1, name: /^INV\// });
  const saleNumber = (await saleHeading.innerText()).trim().split(/\s/)[0]!;
  await phone.getByText('Maharashtra (27)').first().waitFor();
  await phone.getByText(buyerGstin).first().waitFor();
  await phone.getByRole('button', { name: 'Record payment' }).click();
  const phoneDialog = phone.getByRole('dialog', { name: 'Record payment' });
  await phoneDialog.getByText('Cash', { exact: true }).click();
  await phoneDialog.getByLabel(/^Amount/).fill('100');
  await screenshot(phone, 'invoice-payment-dialog-390');
  await phoneDialog.getByRole('button', { name: 'Record payment' }).click();
  await phoneDialog.waitFor({ state: 'detached' });
  await phone.getByTestId('invoice-status').getByText('Partly paid').waitFor();
  await screenshot(phone, 'invoice-counter-sale-390');
  // The report files it under its place of supply.
  await phone.goto('/service-manager/invoice-report');
  // the job card's walk-in customer is B2C, filed under the center's own state
  await phone
    .getByRole('table', { name: 'B2C by place of supply' })
    .getByText(new RegExp(`\\(${ownState}\\)$`))
    .first()
    .waitFor();
  // GSTR-1: the demo center has no GSTIN, so its bills are bills of supply, which no table reports; the
  // documents table still lists the month's invoice series, up to this sale, in the offline tool's columns
  const gstr1 = phone.getByRole('list', { name: 'GSTR-1 files' });
  await phone.getByText(/GSTR-1 is filed only by regular GST-registered businesses/).waitFor();
  await gstr1.getByTestId('gstr1-b2b').getByText('Table 4A · 0 rows').waitFor();
  const docs = gstr1.getByTestId('gstr1-docs');
  await docs.scrollIntoViewIfNeeded();
  await screenshot(phone, 'invoice-gstr1-390');
  const [file] = await Promise.all([
    phone.waitForEvent('download'),
    docs.getByRole('button', { name: 'Download Documents issued (CSV)' }).click(),
  ]);
  assert.match(file.suggestedFilename(), /^docs-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await file.path(), 'utf8');
  assert.ok(csv.startsWith('Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled\r\n'), csv);
  assert.match(
    csv,
    new RegExp(
      `^Invoices for outward supply,INV/[^,]+,${saleNumber.replaceAll('/', '\\/')},\\d+,\\d+\r$`,
      'm',
    ),
  );
  // and every file with rows in one ZIP, to send the accountant
  const [zip] = await Promise.all([
    phone.waitForEvent('download'),
    phone.getByRole('button', { name: 'All files (ZIP)' }).click(),
  ]);
  const entries = unzipSync(new Uint8Array(fs.readFileSync(await zip.path())));
  assert.deepEqual(Object.keys(entries), ['docs.csv']);
  assert.equal(strFromU8(entries['docs.csv']!), csv);
});

/**
 * The same screens in Hindi: the owner switches the header to हिन्दी, opens the job cards and an invoice (the
 * invoice document itself stays English, as the GST paper it is), then goes back to English. The choice is kept
 * on this browser only, so other journeys of the paid center are not affected.
 */
test('the job cards and an invoice in Hindi, at 390 and 1280 px', async () => {
  for (const [viewport, width] of [
    [PHONE, 390],
    [DESKTOP, 1280],
  ] as const) {
    const page = await open(viewport);
    try {
      await page.goto('/service-manager/service-request/service-request-details');
      await page.getByRole('heading', { level: 1, name: 'Job cards' }).waitFor();
      await screenshot(page, `job-cards-en-${width}`);

      await page.getByRole('button', { name: 'हिन्दी' }).first().click();
      await page.waitForFunction(() => document.documentElement.lang === 'hi');
      await page.getByRole('heading', { level: 1, name: 'जॉब कार्ड' }).waitFor();
      await page.getByRole('tab', { name: /^डिलीवर हो गया/ }).waitFor();
      await page
        .getByRole('link', { name: /नई सर्विस रिक्वेस्ट/ })
        .first()
        .waitFor();
      await screenshot(page, `job-cards-hi-${width}`);

      await page.goto('/service-manager/invoice-for-sr');
      await page.getByRole('heading', { level: 1, name: 'इनवॉइस' }).waitFor();
      await page.getByRole('searchbox', { name: 'इनवॉइस खोजें' }).waitFor();
      await screenshot(page, `invoice-list-hi-${width}`);
      const list = page.getByRole(width === 390 ? 'list' : 'table', { name: 'इनवॉइस' });
      await list.getByRole('link').first().click();
      await page.getByRole('heading', { level: 1, name: /^INV\// }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'भुगतान' }).waitFor();
      await page.getByRole('link', { name: 'PDF डाउनलोड करें' }).waitFor();
      // The tax invoice keeps its legal English labels.
      await page.getByText('Authorised Signatory').first().waitFor();
      await screenshot(page, `invoice-view-hi-${width}`);

      // More than the balance in the payment dialog: the template said in Hindi, the ₹ balance inside it.
      await page.getByRole('button', { name: 'भुगतान दर्ज करें' }).first().click();
      const payDialog = page.getByRole('dialog', { name: 'भुगतान दर्ज करें' });
      await payDialog.getByText('नकद', { exact: true }).click();
      await payDialog.getByLabel(/^रकम/).fill('50000');
      await payDialog.getByRole('button', { name: 'भुगतान दर्ज करें' }).click();
      await payDialog
        .getByText(/^रकम बकाया बैलेंस \(₹[\d,]+\.\d{2}\) से ज़्यादा है। ज़्यादा भुगतान स्वीकार नहीं है।$/)
        .waitFor();
      assert.equal(await payDialog.getByText(/Overpayment/).count(), 0);
      await screenshot(page, `invoice-overpayment-hi-${width}`);
      await page.keyboard.press('Escape');
      await payDialog.waitFor({ state: 'detached' });

      // A CSV import whose rows have errors: each row's messages in Hindi.
      await page.goto('/service-manager/parts-list');
      await page.getByRole('button', { name: 'CSV इम्पोर्ट करें' }).first().click();
      const importDialog = page.getByRole('dialog');
      await importDialog.getByLabel('CSV फ़ाइल').setInputFiles({
        name: 'parts-with-errors.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          'partname,parttype,hsnsac,saleprice\nBrake pad,Part,12,450\nOil filter,Part,8421,250\n',
        ),
      });
      await importDialog.getByText('HSN कोड 4, 6 या 8 अंकों का होना चाहिए').waitFor();
      assert.equal(await importDialog.getByText(/HSN code must be/).count(), 0);
      await screenshot(page, `csv-import-errors-hi-${width}`);
      await page.keyboard.press('Escape');

      // The 404 page and the development outbox.
      await page.goto('/no-such-page');
      await page.getByRole('heading', { level: 1, name: 'गलत मोड़' }).waitFor();
      await screenshot(page, `not-found-hi-${width}`);
      await page.goto('/dev/outbox');
      await page.getByRole('heading', { level: 1, name: 'SMS आउटबॉक्स' }).waitFor();
      await screenshot(page, `dev-outbox-hi-${width}`);

      // The other suite screens and the public FixoPro page, in Hindi.
      for (const [path, heading, name] of [
        ['/service-manager/parts-list', 'पार्ट्स और सर्विस जोड़ें', 'parts'],
        ['/service-manager/list-of-customer', 'ग्राहक सूची', 'customers'],
        ['/service-manager/service-reminders', 'सर्विस रिमाइंडर', 'reminders'],
        ['/service-manager/invoice-report', 'इनवॉइस रिपोर्ट', 'report'],
        ['/fixopro', /अपनी वर्कशॉप फ़ोन से चलाएँ।/, 'fixopro'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await screenshot(page, `${name}-hi-${width}`);
      }

      // Back to English from the center's own header: it keeps the choice on the account too (a sign-in follows
      // the account's language), so the paid center's other journeys, and this loop's next window, start English.
      await page.goto('/service-manager/parts-list');
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/api/Notifications/CenterLanguage') && r.request().method() === 'PUT',
      );
      await page.getByRole('button', { name: 'English' }).first().click();
      assert.equal((await saved).status(), 200);
      // English again, exactly as before.
      await page.goto('/fixopro');
      await page.getByRole('heading', { level: 1, name: /Run your workshop from your phone\./ }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    } finally {
      // Also after a failed step: the paid center's other journeys sign in in the account's language.
      await accountLanguageToEnglish(page, 'ServiceCenter').catch((error: unknown) => console.error(error));
    }
  }
});
