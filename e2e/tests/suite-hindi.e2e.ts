import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';

import { DESKTOP, journeyBrowser, PHONE, screenshot } from '../support/browser.js';
import { estimateLinkFromOutbox } from '../support/sms-code.js';
import { accountLanguageToEnglish, signIn } from '../support/session.js';
import {
  addFromCatalogue,
  addWalkInCustomer,
  deliverAndInvoice,
  digits,
  ensureCatalogue,
} from '../support/suite-steps.js';

/**
 * The suite's working screens in Hindi that the other Hindi journeys do not open: the job-card form, the
 * customer's estimate link (its own language switch: the page has no site header), and the invoice's payment
 * and credit-note dialogs, at 390 px and 1280 px. The steps in between run in English (the shared suite steps
 * find fields by their English names); every Hindi screen is checked by a Hindi text and screenshot.
 */
const PAID_CENTER = '9000000003';

const { open } = journeyBrowser();

async function toHindi(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'हिन्दी' }).first().click();
  await page.waitForFunction(() => document.documentElement.lang === 'hi');
}

/** No sideways scrolling: a long vehicle name once widened the 390 px job-card form by 34 px. */
async function assertFitsWidth(page: Page): Promise<void> {
  const [scroll, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  assert.ok(scroll <= width, `the page is ${scroll} px wide in a ${width} px window`);
}

async function toEnglish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'English' }).first().click();
  await page.waitForFunction(() => document.documentElement.lang === 'en');
}

test('the job-card form, the estimate link and the invoice dialogs in Hindi', async () => {
  const phone = await open(PHONE);
  await signIn(phone, 'ServiceCenter', PAID_CENTER);
  try {
    await ensureCatalogue(phone);
    const mobile = `9${digits(9)}`;
    const name = 'Meena Iyer';
    await addWalkInCustomer(phone, { name, mobile, registration: `KA04HI${digits(4)}` });

    // The job-card form, switched to Hindi half-way: what was typed stays.
    await phone.getByRole('link', { name: 'New job card' }).click();
    await phone.getByRole('heading', { name: 'New Service Request' }).waitFor();
    await phone.getByLabel('Complaint 1').fill('Clutch slips on slopes');
    await addFromCatalogue(phone, 'periodic');
    await toHindi(phone);
    await phone.getByRole('heading', { name: 'नई सर्विस रिक्वेस्ट' }).waitFor();
    await phone.getByRole('button', { name: 'जॉब कार्ड बनाएँ' }).waitFor();
    const typedKept = await phone
      .locator('textarea, input')
      .evaluateAll((fields) =>
        fields.some((f) => (f as HTMLInputElement).value === 'Clutch slips on slopes'),
      );
    assert.ok(typedKept, 'the complaint typed before the switch is kept');
    await assertFitsWidth(phone);
    await screenshot(phone, 'suite-job-card-form-hi-390');

    const desk = await open(DESKTOP);
    await signIn(desk, 'ServiceCenter', PAID_CENTER);
    await desk.goto(new URL(phone.url()).pathname + new URL(phone.url()).search);
    await toHindi(desk);
    await desk.getByRole('heading', { name: 'नई सर्विस रिक्वेस्ट' }).waitFor();
    await assertFitsWidth(desk);
    await screenshot(desk, 'suite-job-card-form-hi-1280');
    await toEnglish(desk);

    await toEnglish(phone);
    await phone.getByRole('button', { name: 'Create job card' }).click();
    await phone.getByRole('heading', { level: 1, name: /^JC\// }).waitFor();

    // The estimate goes by SMS; the customer opens it and chooses Hindi on the page itself.
    await phone.getByRole('button', { name: 'Send estimate' }).click();
    await phone.getByText(`Estimate sent to +91 ${mobile}.`).waitFor();
    const link = await estimateLinkFromOutbox(phone, mobile);
    for (const viewport of [PHONE, DESKTOP]) {
      const customer = await open(viewport);
      await customer.goto(link.pathname);
      await customer.getByText(`Hello ${name},`).waitFor();
      await toHindi(customer);
      await customer.getByText(`नमस्ते ${name},`).waitFor();
      await customer.getByRole('list', { name: 'एस्टिमेट की लाइनें' }).waitFor();
      await assertFitsWidth(customer);
      await screenshot(customer, `suite-estimate-hi-${viewport.width}`);
    }

    // At the counter: approved, worked, delivered, invoiced.
    const invoicePath = await deliverAndInvoice(phone);

    // The payment and credit-note dialogs in Hindi, on the owner's phone and the front desk.
    for (const page of [phone, desk]) {
      const width = page === phone ? 390 : 1280;
      await page.goto(invoicePath);
      await page.getByRole('heading', { level: 1, name: /^INV\// }).waitFor();
      await toHindi(page);
      await page.getByRole('button', { name: 'भुगतान दर्ज करें' }).click();
      const payment = page.getByRole('dialog', { name: 'भुगतान दर्ज करें' });
      await payment.waitFor();
      await assertFitsWidth(page);
      await screenshot(page, `suite-invoice-payment-hi-${width}`);
      await page.keyboard.press('Escape');
      await payment.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'क्रेडिट नोट' }).click();
      const credit = page.getByRole('dialog', { name: 'क्रेडिट नोट जारी करें' });
      await credit.waitFor();
      await credit.getByRole('button', { name: 'क्रेडिट नोट जारी करें' }).waitFor();
      await screenshot(page, `suite-invoice-credit-hi-${width}`);
      await page.keyboard.press('Escape');
      await credit.waitFor({ state: 'detached' });
      // Back to English, so the paid center's other journeys are not affected by this one.
      await toEnglish(page);
    }
  } finally {
    // Also after a failed step: the paid center's other journeys sign in in the account's language.
    await accountLanguageToEnglish(phone, 'ServiceCenter').catch((error: unknown) => console.error(error));
  }
});
