import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';

import { DESKTOP, journeyBrowser, PHONE, screenshot } from '../support/browser';
import { choose } from '../support/forms';
import { signIn } from '../support/session';
import { codeFromOutbox, verifyMobileInForm } from '../support/sms-code';

/**
 * Accounts: a customer registers on a phone and sees the profile prefilled; a service center registers, is
 * not offered to customers until the manager approves it in the inactive list, then it is.
 */
const CUSTOMER_MOBILE = '9876500001';
const CENTER_MOBILE = '9876500002';
const MANAGER_MOBILE = '9000000001';
const PIN = '560034';
const CENTER_NAME = 'Koramangala Accounts Test Motors';

const { open } = journeyBrowser();

async function waitForValue(locator: ReturnType<Page['getByLabel']>, value: string): Promise<void> {
  const until = Date.now() + 15_000;
  let last = '';
  while (Date.now() < until) {
    last = await locator.inputValue();
    if (last === value) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  assert.equal(last, value);
}

/** The guest's nearby-centers answer for a PIN, called from a page the way the request screen calls it. */
async function nearbyNames(pin: string): Promise<string[]> {
  const guest = await open(PHONE);
  await guest.goto('/');
  const answer = await guest.evaluate(async (postalCode) => {
    // No named inner functions: the test transpiler would wrap them in a helper the page does not have.
    const [locality, sublocality, pinEnc, coordinates] = await Promise.all(
      ['', '', postalCode, '0,0'].map(async (value) => {
        const r = await fetch(`/api/AppConfigurations/GetEncValue?strval=${encodeURIComponent(value)}`);
        const text = await r.text();
        try {
          const parsed: unknown = JSON.parse(text);
          return typeof parsed === 'string' ? parsed : text;
        } catch {
          return text;
        }
      }),
    );
    const q = new URLSearchParams({
      LOCALITY: locality ?? '',
      SUBLOCALITY: sublocality ?? '',
      POSTALCODE: pinEnc ?? '',
      LOCATIONCOORDINATES: coordinates ?? '',
    });
    const r = await fetch(`/api/ServiceCenter/GetServiceCenterByLocalityOrPostalCodeOrLatLongForWeb?${q}`);
    return { status: r.status, body: (await r.json()) as unknown };
  }, pin);
  assert.equal(answer.status, 200, `nearby answered ${JSON.stringify(answer.body)}`);
  assert.ok(Array.isArray(answer.body));
  return (answer.body as { servicecentername: string }[]).map((c) => c.servicecentername);
}

test('a new customer registers on a phone and sees the profile prefilled', async () => {
  const page = await open(PHONE);
  await page.goto('/customer-registration');
  await page.getByLabel(/^Full name/).fill('Asha Accounts');
  await page.getByLabel(/^Mobile number/).fill(CUSTOMER_MOBILE);
  await page.getByRole('button', { name: 'Send code', exact: true }).click();
  await page.getByText(`Code sent to +91 ${CUSTOMER_MOBILE}.`).waitFor();
  await screenshot(page, 'accounts-customer-code-sent-phone');
  await page.getByLabel('6-digit code from the SMS').fill('000000');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.getByText(/The code is wrong\. 4 tries left/).waitFor();
  await screenshot(page, 'accounts-customer-wrong-code-phone');
  await page.getByLabel('6-digit code from the SMS').fill(await codeFromOutbox(page, CUSTOMER_MOBILE));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.getByText(`+91 ${CUSTOMER_MOBILE} verified`).waitFor();
  await screenshot(page, 'accounts-customer-verified-phone');
  await page.getByLabel(/^Email/).fill('asha.accounts@example.com');
  const passcode = await page
    .getByLabel(/^Passcode/, { exact: false })
    .last()
    .inputValue();
  assert.match(passcode, /^[1-9]\d{3}$/);
  await screenshot(page, 'accounts-customer-registration-phone');
  await page.getByRole('button', { name: 'Next: Address Info' }).click();

  await page.getByRole('textbox', { name: 'PIN code' }).fill(PIN);
  await page.getByRole('status').filter({ hasText: PIN }).waitFor();
  await page.getByLabel(/^Address\*?$/).fill('12, 5th Cross, Koramangala 4th Block');
  // A native select shows its value only once its options are there: the states list may still be on its way.
  await waitForValue(page.getByLabel(/^State/), '29');
  await page.getByRole('checkbox').check();
  await screenshot(page, 'accounts-customer-registration-address-phone');
  await page.getByRole('button', { name: 'Next: Vehicle Info' }).click();

  await choose(page, /^Vehicle type/, 'Car');
  await choose(page, /^Vehicle\*?$/, 'Hatchback');
  await choose(page, /^Vehicle maker/, 'Maruti Suzuki');
  await choose(page, /^Make/, 'Maruti Suzuki Arena');
  await choose(page, /^Model/, 'Alto K10');
  await choose(page, /^Fuel type/, 'Petrol');
  await choose(page, /^Colour/, 'White');
  await page.getByLabel(/^Registration No/).fill('KA01AB1234');
  await screenshot(page, 'accounts-customer-registration-vehicle-phone');
  await page.getByRole('button', { name: 'Register' }).click();

  await page.waitForURL((url) => url.pathname === '/dashboard-customer/customer-profile');
  await page.getByText(`Your passcode is ${passcode}`).waitFor();
  await page.getByRole('heading', { name: 'Customer Profile' }).waitFor();
  await waitForValue(page.getByLabel(/^Full name/), 'Asha Accounts');
  assert.equal(await page.getByLabel(/^Mobile number/).inputValue(), CUSTOMER_MOBILE);
  await page.getByRole('tab', { name: /Vehicle Info/ }).click();
  await page
    .getByLabel(/^Model/)
    .locator('option:checked', { hasText: 'Alto K10' })
    .waitFor({ state: 'attached' });
  assert.equal(await page.getByLabel(/^Registration No/).inputValue(), 'KA01AB1234');
  await screenshot(page, 'accounts-customer-profile-phone');

  // Saving the profile answers 200 and shows the spec's success alert.
  await page.getByLabel(/^Mileage/).fill('42000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Your profile has been successfully updated.').waitFor();

  const desktop = await open(DESKTOP);
  await desktop.goto('/customer-registration');
  await desktop.getByLabel(/^Full name/).waitFor();
  await screenshot(desktop, 'accounts-customer-registration-desktop');
});

test('a new center waits for approval, the manager approves it, then customers see it', async () => {
  const page = await open(DESKTOP);
  await page.goto('/service-center-registration');
  await page.getByLabel(/^Service center name/).fill(CENTER_NAME);
  await page.getByLabel(/^Contact person\*?$/).fill('Suresh Reddy');
  await page.getByLabel(/^Mobile number/).fill(CENTER_MOBILE);
  await verifyMobileInForm(page, CENTER_MOBILE, 'accounts-center-code-sent-desktop');
  await page.getByLabel(/^Email ID/).fill('accounts.motors@example.com');
  await page.getByRole('textbox', { name: 'PIN code' }).fill(PIN);
  await page.getByRole('status').filter({ hasText: PIN }).waitFor();
  await page.getByLabel(/^Address\*?$/).fill('80 Feet Road, Koramangala');
  await page
    .getByRole('group', { name: /Vehicle makers you service/ })
    .getByText('Maruti Suzuki', { exact: true })
    .click();
  await page
    .getByRole('group', { name: /Services you provide/ })
    .getByRole('checkbox')
    .first()
    .click();
  await screenshot(page, 'accounts-center-registration-desktop');
  await page.getByRole('button', { name: 'Register service center' }).click();

  await page.waitForURL((url) => url.pathname === '/dashboard-service/service-center-profile');
  await page.getByText('visible to customers once Fixo approves it').first().waitFor();
  await page.getByText('Status: Inactive').waitFor();
  await screenshot(page, 'accounts-center-profile-desktop');

  const phone = await open(PHONE);
  await phone.goto('/service-center-registration');
  await phone.getByLabel(/^Service center name/).waitFor();
  await screenshot(phone, 'accounts-center-registration-phone');

  assert.ok(!(await nearbyNames(PIN)).includes(CENTER_NAME), 'an unapproved center is not offered');

  const manager = await open(DESKTOP);
  await signIn(manager, 'Manager', MANAGER_MOBILE);
  await manager.goto('/inactive-service-center');
  await manager.getByLabel('Search service centers').fill('Accounts Test');
  await manager.getByRole('cell', { name: CENTER_NAME, exact: true }).waitFor();
  await screenshot(manager, 'accounts-manager-inactive-desktop');
  await manager.getByRole('button', { name: `Approve ${CENTER_NAME}` }).click();
  await manager.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await manager.getByText(`${CENTER_NAME} approved.`).waitFor();
  await manager.getByText('No inactive service center matches your search.').waitFor();

  await manager.goto('/active-service-center');
  await manager.getByLabel('Search service centers').fill('Accounts Test');
  await manager.getByRole('cell', { name: CENTER_NAME, exact: true }).waitFor();
  await screenshot(manager, 'accounts-manager-active-desktop');

  const managerPhone = await open(PHONE);
  await signIn(managerPhone, 'Manager', MANAGER_MOBILE);
  await managerPhone.goto('/inactive-service-center');
  await managerPhone.getByRole('heading', { name: 'Inactive Service Center' }).waitFor();
  await screenshot(managerPhone, 'accounts-manager-inactive-phone');
  await managerPhone.goto('/active-service-center');
  await managerPhone
    .getByRole('button', { name: /^Deactivate / })
    .first()
    .waitFor();
  await screenshot(managerPhone, 'accounts-manager-active-phone');

  assert.ok((await nearbyNames(PIN)).includes(CENTER_NAME), 'the approved center is offered');

  // The center's own profile now says Active.
  await page.reload();
  await page.getByText('Status: Active').waitFor();
});
