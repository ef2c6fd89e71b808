import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';

import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from '../support/browser';
import { choose } from '../support/forms';
import { signIn } from '../support/session';
import { verifyMobileInForm } from '../support/sms-code';

/**
 * DPDP rights: a customer registers, downloads its data, withdraws a consent, files a grievance that the
 * manager answers, reads the answer, and erases the account (it can no longer sign in).
 */
const MOBILE = '9876500091';
const NAME = 'Kavya Privacy';
const REG = 'KA03PR4321';
const MANAGER_MOBILE = '9000000001';

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
  return page;
}

/** Registers through the real screens (with the location consent ticked); answers the passcode shown. */
async function registerCustomer(page: Page): Promise<string> {
  await page.goto('/customer-registration');
  await page.getByLabel(/^Full name/).fill(NAME);
  await page.getByLabel(/^Mobile number/).fill(MOBILE);
  await verifyMobileInForm(page, MOBILE);
  await page.getByLabel(/^Email/).fill('kavya.privacy@example.com');
  const passcode = await page
    .getByLabel(/^Passcode/)
    .last()
    .inputValue();
  await page.getByRole('button', { name: 'Next: Address Info' }).click();
  await page.getByRole('textbox', { name: 'PIN code' }).fill('560034');
  await page.getByRole('status').filter({ hasText: '560034' }).waitFor();
  await page.getByLabel(/^Address\*?$/).fill('21, Privacy Lane, Koramangala');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Next: Vehicle Info' }).click();
  await choose(page, /^Vehicle type/, 'Car');
  await choose(page, /^Vehicle\*?$/, 'Hatchback');
  await choose(page, /^Vehicle maker/, 'Maruti Suzuki');
  await choose(page, /^Make/, 'Maruti Suzuki Arena');
  await choose(page, /^Model/, 'Alto K10');
  await choose(page, /^Fuel type/, 'Petrol');
  await choose(page, /^Colour/, 'White');
  await page.getByLabel(/^Registration No/).fill(REG);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard-customer/customer-profile');
  return passcode;
}

async function download(page: Page, name: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  const where = await file.path();
  return fs.readFileSync(where, 'utf8');
}

test('a customer downloads its data, withdraws a consent, gets a grievance answered and erases the account', async () => {
  const phone = await open(PHONE);
  const passcode = await registerCustomer(phone);

  // From the account menu to Privacy & data.
  await phone.getByRole('button', { name: 'Open menu' }).click();
  await phone.getByRole('link', { name: 'Privacy & data' }).click();
  await phone.waitForURL((url) => url.pathname === '/dashboard-customer/privacy');
  await phone.getByRole('heading', { name: 'Privacy & data' }).waitFor();
  await phone.getByText('Profile', { exact: true }).click();
  await phone.locator('details').getByText(NAME).waitFor();

  const json = JSON.parse(await download(phone, 'Download (JSON)')) as { account: { mobile: string } };
  assert.equal(json.account.mobile, MOBILE);
  assert.ok(JSON.stringify(json).includes(REG));
  assert.ok(!JSON.stringify(json).includes('9000000002'), 'another customer is in the export');
  const html = await download(phone, 'Download printable page');
  assert.ok(html.includes('<h1>Your data at Fixo</h1>') && html.includes(REG));

  // The registration's location consent was given; withdrawing takes one click.
  const purpose = 'Use my location to fill in my address and to find service centers near me.';
  await phone.getByRole('button', { name: `Withdraw consent: ${purpose}` }).click();
  await phone.getByRole('button', { name: `Give consent: ${purpose}` }).waitFor();
  await screenshot(phone, 'privacy-page-390');

  const laptop = await open(DESKTOP);
  await signIn(laptop, 'Customer', MOBILE, passcode);
  await laptop.goto('/dashboard-customer/privacy');
  await laptop.getByRole('heading', { name: 'Your consents' }).waitFor();
  await laptop.getByText('Withdrawn', { exact: true }).first().waitFor();
  await screenshot(laptop, 'privacy-page-1280');

  // A grievance: filed signed in, answered by the manager, the answer read by reference and mobile.
  await phone.goto('/grievance');
  await phone.getByLabel(/^Your complaint/).fill('Please confirm you deleted my old location.');
  await phone.getByRole('button', { name: 'Submit grievance' }).click();
  const reference = (await phone.getByTestId('grievance-reference').innerText()).trim();
  assert.match(reference, /^GR-[A-Z2-9]{8}$/);
  await screenshot(phone, 'grievance-filed-390');

  const manager = await open(DESKTOP);
  await signIn(manager, 'Manager', MANAGER_MOBILE);
  await manager.getByRole('link', { name: 'Grievances' }).first().click();
  await manager.waitForURL((url) => url.pathname === '/grievances');
  await manager.getByText(reference).first().waitFor();
  await screenshot(manager, 'manager-grievances-1280');
  const managerPhone = await open(PHONE);
  await signIn(managerPhone, 'Manager', MANAGER_MOBILE);
  await managerPhone.goto('/grievances');
  await managerPhone.getByText(reference).first().waitFor();
  await screenshot(managerPhone, 'manager-grievances-390');

  await manager.getByRole('button', { name: `Answer ${reference}` }).click();
  const dialog = manager.getByRole('dialog');
  await dialog.getByLabel(/^Answer/).fill('Your old location was removed on withdrawal.');
  await dialog.getByRole('button', { name: 'Save answer' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await manager.getByRole('tab', { name: 'Answered' }).click();
  await manager.getByText(reference).first().waitFor();

  const stranger = await open(PHONE);
  await stranger.goto('/grievance');
  await stranger.getByLabel(/^Reference number/).fill(reference);
  await stranger
    .getByLabel(/^Mobile number/)
    .last()
    .fill(MOBILE);
  await stranger.getByRole('button', { name: 'See status' }).click();
  await stranger
    .getByTestId('grievance-answer')
    .filter({ hasText: 'Your old location was removed' })
    .waitFor();
  await screenshot(stranger, 'grievance-answered-390');

  // The customer's privacy page in Hindi (the header's switch): purposes, statuses and the law's note too.
  await laptop.getByRole('button', { name: 'हिन्दी' }).first().click();
  await laptop.getByRole('heading', { level: 1, name: 'प्राइवेसी और डेटा' }).waitFor();
  await laptop.getByText('वापस ली गई', { exact: true }).first().waitFor();
  await laptop.getByText(/GST कानून के अनुसार उस सेंटर के पास 8 साल तक/).waitFor();
  await screenshot(laptop, 'privacy-page-hi-1280');
  await laptop.goto('/grievance');
  await laptop.getByRole('heading', { level: 1, name: 'शिकायत अधिकारी' }).waitFor();
  await laptop.getByText(reference).first().waitFor();
  await screenshot(laptop, 'grievance-hi-1280');
  await stranger.getByRole('button', { name: 'हिन्दी' }).first().click();
  await stranger.getByRole('button', { name: 'स्टेटस देखें' }).click();
  await stranger.getByText('शिकायत अधिकारी का जवाब', { exact: false }).first().waitFor();
  await screenshot(stranger, 'grievance-answered-hi-390');
  await phone.goto('/dashboard-customer/privacy');
  await phone.getByRole('button', { name: 'हिन्दी' }).first().click();
  await phone.getByRole('heading', { level: 1, name: 'प्राइवेसी और डेटा' }).waitFor();
  await screenshot(phone, 'privacy-page-hi-390');
  // The erasure below is checked in English: the choice is per account, so switching back here suffices.
  await phone.getByRole('button', { name: 'English' }).first().click();
  await phone.getByRole('heading', { level: 1, name: 'Privacy & data' }).waitFor();

  // Erasure: retention said first, ERASE and the passcode, a reference; the account can no longer sign in.
  await phone.goto('/dashboard-customer/privacy');
  await phone.getByText(/kept by that center for 8 years/).waitFor();
  await phone.getByRole('button', { name: 'Erase my account' }).click();
  const confirm = phone.getByRole('dialog');
  await confirm.getByLabel(/^Type ERASE/).fill('ERASE');
  await confirm.getByLabel(/^Your 4-digit passcode/).fill(passcode);
  await confirm.getByRole('button', { name: 'Erase my account' }).click();
  const erasure = (await phone.getByTestId('erasure-reference').innerText()).trim();
  assert.match(erasure, /^ER-[A-Z2-9]{8}$/);
  // The confirmation scrolls (smoothly) to its top.
  await phone.waitForFunction(() => window.scrollY === 0);
  await screenshot(phone, 'privacy-erased-390');

  const me = await laptop.evaluate(async () => (await fetch('/api/Auth/Me')).status);
  assert.equal(me, 401, 'the other session still works');
  const login = await phone.evaluate(
    async ({ mobileno, code }) =>
      (
        await fetch('/api/Auth/Login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ mobileno, passcode: code, usertype: 'Customer', logintype: 'PassCode' }),
        })
      ).status,
    { mobileno: MOBILE, code: passcode },
  );
  assert.equal(login, 401);

  // The manager finds the erasure in the register beside the grievances: reference, account kind, date.
  await manager.goto('/grievances');
  const register = manager.getByRole('region', { name: 'Erasure requests' });
  await register.getByText(erasure).waitFor();
  await register.getByRole('row').filter({ hasText: erasure }).getByText('Customer').waitFor();
  await screenshot(manager, 'manager-erasures-1280');

  // In Hindi (the header's switch): the grievances and the register in Hindi, the reference as it is.
  for (const page of [manager, managerPhone]) {
    await page.goto('/grievances');
    await page.getByRole('button', { name: 'हिन्दी' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'शिकायतें' }).waitFor();
    const hindiRegister = page.getByRole('region', { name: 'डेटा मिटाने की रिक्वेस्ट' });
    await hindiRegister.getByText(erasure).waitFor();
    await hindiRegister.getByText('ग्राहक').first().waitFor();
    await page.getByRole('tab', { name: 'जवाब दिया' }).waitFor();
    const wide = page === manager;
    await screenshot(page, `manager-grievances-hi-${wide ? '1280' : '390'}`);
  }
  // Back to English: the choice is saved on the manager's account, which later tests sign in to.
  await manager.getByRole('button', { name: 'English' }).first().click();
  await manager.getByRole('heading', { level: 1, name: 'Grievances' }).waitFor();
});
