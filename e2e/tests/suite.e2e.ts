import assert from 'node:assert/strict';
import { test } from 'node:test';

import { DESKTOP, journeyBrowser, PHONE, screenshot } from '../support/browser.js';
import { acceptFromMenu } from '../support/center-board.js';
import { estimateLinkFromOutbox } from '../support/sms-code.js';
import { requestThroughApi } from '../support/guest-request.js';
import { signIn, signedInCenterId } from '../support/session.js';
import {
  addFromCatalogue,
  addWalkInCustomer,
  deliverJobCard,
  digits,
  ensureCatalogue,
} from '../support/suite-steps.js';

/**
 * FixoPro suite: the paid demo center loads the starter catalogue, adds a walk-in customer on a phone,
 * opens a job card with three catalogue lines and sends the estimate; the customer approves two of the
 * three lines on the public link in another browser; the front desk (1280 px) sees the answer arrive live
 * and delivers. A center without a FixoPro plan gets the notice instead of the suite.
 */
const PAID_CENTER = '9000000003';
const FREE_CENTER = '9000000004';

const { open } = journeyBrowser();

test('a paid center runs a job card from intake to delivery with the customer approving by link', async () => {
  const phone = await open(PHONE);
  await signIn(phone, 'ServiceCenter', PAID_CENTER);

  // Catalogue: empty for the demo center, one click loads the starter catalogue.
  await ensureCatalogue(phone);
  await screenshot(phone, 'suite-parts-list-390');

  // A walk-in customer with one vehicle.
  const mobile = `9${digits(9)}`;
  const registration = `KA05MN${digits(4)}`;
  await addWalkInCustomer(phone, { name: 'Ravi Kumar', mobile, registration }, () =>
    screenshot(phone, 'suite-customer-form-390'),
  );
  await screenshot(phone, 'suite-customer-profile-390');

  // Search by the start of the registration finds the customer.
  await phone.goto(`/service-manager/list-of-customer?q=${registration.slice(0, 6)}`);
  await phone.getByRole('list', { name: 'Customers' }).getByText('Ravi Kumar').first().waitFor();
  await screenshot(phone, 'suite-customer-list-390');

  // Job card from the profile: customer and only vehicle preselected.
  await phone.goto(`/service-manager/list-of-customer?q=${mobile}`);
  await phone.getByRole('link', { name: 'Ravi Kumar' }).click();
  await phone.getByRole('link', { name: 'New job card' }).click();
  await phone.getByRole('heading', { name: 'New Service Request' }).waitFor();
  await phone
    .getByRole('radio', { name: new RegExp(registration) })
    .and(phone.locator('[aria-checked="true"]'))
    .waitFor();
  await phone.getByLabel('Odometer (km)').fill('42500');
  await phone.getByRole('radio', { name: 'Fuel 1/2' }).click();
  await phone.getByLabel('Complaint 1').fill('Brakes make noise when stopping');
  await phone.getByLabel('Spare wheel').check();
  await addFromCatalogue(phone, 'engine oil');
  await addFromCatalogue(phone, 'brake pads');
  await addFromCatalogue(phone, 'periodic');
  assert.equal(await phone.getByRole('list', { name: 'Lines' }).getByRole('listitem').count(), 3);
  // the demo center has no GSTIN: its bill is a Bill of Supply, so the job card adds no GST either
  await phone.getByText(/^No GST is added: your center is not registered under GST/).waitFor();
  assert.equal(
    await phone.getByRole('list', { name: 'Lines' }).getByRole('combobox', { name: 'GST' }).count(),
    0,
  );
  await screenshot(phone, 'suite-job-card-form-390');
  await phone.getByRole('button', { name: 'Create job card' }).click();
  await phone.waitForURL(/\/service-manager\/service-request\/service-request-details\/\d+$/);
  const detailsPath = new URL(phone.url()).pathname;
  // The details page replaces the form once the saved job card is loaded.
  const heading = phone.getByRole('heading', { level: 1, name: /^JC\// });
  await heading.waitFor();
  const number = (await heading.textContent())?.trim() ?? '';
  assert.match(number, /^JC\/\d{4}-\d{2}\/\d{4}$/);

  // The front desk follows the same job card on a wide screen.
  const desk = await open(DESKTOP);
  await signIn(desk, 'ServiceCenter', PAID_CENTER);
  await desk.goto(detailsPath);
  await desk.getByRole('heading', { name: number }).waitFor();

  await phone.getByRole('button', { name: 'Send estimate' }).click();
  await phone.getByText(`Estimate sent to +91 ${mobile}.`).waitFor();
  await screenshot(phone, 'suite-job-card-details-390');

  // The SMS went to the development outbox with the private link.
  const link = await estimateLinkFromOutbox(phone, mobile);
  // The center can share the same link by hand (copy or WhatsApp).
  assert.ok(((await phone.locator('code').textContent()) ?? '').endsWith(link.pathname));
  await phone.getByRole('link', { name: 'Share on WhatsApp' }).waitFor();

  // The customer, on their own phone, without an account.
  const customer = await open(PHONE);
  await customer.goto(link.pathname);
  await customer.getByText('Hello Ravi Kumar,').waitFor();
  await screenshot(customer, 'suite-estimate-390');
  assert.doesNotMatch(await customer.locator('main').innerText(), /GST/);
  const wide = await open(DESKTOP);
  await wide.goto(link.pathname);
  await wide.getByText('Hello Ravi Kumar,').waitFor();
  await screenshot(wide, 'suite-estimate-1280');
  const lines = customer.getByRole('list', { name: 'Estimate lines' }).getByRole('listitem');
  assert.equal(await lines.count(), 3);
  await customer.getByRole('button', { name: 'Send my answer' }).click();
  await customer.getByText('Please approve or decline every line.').waitFor();
  await lines.nth(0).getByRole('radio', { name: 'Approve' }).click();
  await lines.nth(1).getByRole('radio', { name: 'Approve' }).click();
  await lines.nth(2).getByRole('radio', { name: 'Decline' }).click();
  await customer.getByRole('button', { name: 'Send my answer' }).click();
  await customer.getByText('Thank you! Your answer has been sent.').waitFor();
  await screenshot(customer, 'suite-estimate-done-390');

  // The desk sees the answer without reloading.
  const deskLines = desk.getByRole('list', { name: 'Job card lines' }).getByRole('listitem');
  await deskLines.filter({ hasText: 'Declined' }).first().waitFor();
  await desk.getByRole('button', { name: 'Start work' }).waitFor();
  assert.equal(await deskLines.filter({ hasText: 'Approved' }).count(), 2);
  assert.equal(await deskLines.filter({ hasText: 'Declined' }).count(), 1);
  await screenshot(desk, 'suite-job-card-details-1280');

  await desk.getByRole('button', { name: 'Start work' }).click();
  await desk.getByRole('button', { name: 'Ready for delivery' }).click();
  await deliverJobCard(desk);
  await screenshot(desk, 'suite-job-card-delivered-1280');

  // Lists on the wide screen.
  await desk.goto('/service-manager/service-request/service-request-details');
  await desk.getByRole('table', { name: 'Job cards' }).getByText(number).waitFor();
  await screenshot(desk, 'suite-job-card-list-1280');
  await phone.goto('/service-manager/service-request/service-request-details');
  await phone.getByRole('list', { name: 'Job cards' }).getByText(number).waitFor();
  await screenshot(phone, 'suite-job-card-list-390');
  await desk.goto('/service-manager/list-of-customer');
  await desk.getByRole('table', { name: 'Customers' }).getByText('Ravi Kumar').first().waitFor();
  await screenshot(desk, 'suite-customer-list-1280');
  await desk.goto('/service-manager/parts-list');
  await desk.getByRole('table', { name: 'Parts and services' }).waitFor();
  await screenshot(desk, 'suite-parts-list-1280');
  await desk.getByRole('table', { name: 'Parts and services' }).getByRole('link').first().click();
  await desk.getByRole('button', { name: 'Save item' }).waitFor();
  await screenshot(desk, 'suite-part-edit-1280');
  await desk.goto('/service-manager/customer-profile?new=1');
  await desk.getByRole('button', { name: 'Save customer' }).waitFor();
  await screenshot(desk, 'suite-customer-form-1280');
  await phone.goto('/service-manager/parts-list?kind=Part');
  await phone.getByRole('list', { name: 'Parts and services' }).getByRole('link').first().click();
  await phone.getByRole('button', { name: 'Save item' }).waitFor();
  await screenshot(phone, 'suite-part-edit-390');
  await desk.goto(`/service-manager/service-request`);
  await desk.getByRole('heading', { name: 'New Service Request' }).waitFor();
  await addFromCatalogue(desk, 'periodic');
  await desk.getByRole('button', { name: 'One-off line' }).click();
  await screenshot(desk, 'suite-job-card-form-1280');
  await desk.goto(`/service-manager/list-of-customer?q=${mobile}`);
  await desk.getByRole('link', { name: 'Ravi Kumar' }).click();
  await desk.getByRole('heading', { name: 'Ravi Kumar' }).waitFor();
  await screenshot(desk, 'suite-customer-profile-1280');

  // A used link says so.
  const again = await open(DESKTOP);
  await again.goto(link.pathname);
  await again.getByText('This estimate has already been answered. Thank you!').waitFor();
  await screenshot(again, 'suite-estimate-used-1280');
  await customer.reload();
  await customer.getByText('This estimate has already been answered. Thank you!').waitFor();
  await screenshot(customer, 'suite-estimate-used-390');
});

test('a center without a FixoPro plan gets the plan notice instead of the suite', async () => {
  const page = await open(PHONE);
  await signIn(page, 'ServiceCenter', FREE_CENTER);
  await page.goto('/service-manager/list-of-customer');
  await page.getByRole('heading', { name: 'FixoPro needs an active plan' }).waitFor();
  assert.equal(await page.getByRole('heading', { name: 'Customer Masters' }).count(), 0);
  await page.getByRole('link', { name: 'See FixoPro plans' }).waitFor();
  await screenshot(page, 'suite-no-plan-390');
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'suite-no-plan-1280');
  // The server refuses too, whatever the browser shows.
  const status = await page.evaluate(async () => (await fetch('/api/ShopCustomer/GetShopCustomers')).status);
  assert.equal(status, 403);
});

test('an accepted marketplace request becomes a job card in one click', async () => {
  const desk = await open(DESKTOP);
  await signIn(desk, 'ServiceCenter', PAID_CENTER);
  const centerId = await signedInCenterId(desk);
  const guest = await open(PHONE);
  await guest.goto('/');
  const issue = `Clutch slipping on Outer Ring Road ${Date.now().toString(36)}`;
  const mobile = `98${digits(8)}`;
  const created = await requestThroughApi(guest, {
    centerId,
    issue,
    mobile,
    registration: `KA51MP${mobile.slice(-4)}`,
  });
  assert.equal(created.status, 201);

  await desk.goto('/dashboard-service/service-request');
  const row = desk.locator('tr', { hasText: issue });
  await row.waitFor();
  await acceptFromMenu(desk, created.ref, row);

  await desk.goto('/dashboard-service/close-service-request');
  const acceptedRow = desk.locator('tr', { hasText: issue });
  await acceptedRow.waitFor();
  await screenshot(desk, 'suite-accepted-requests-1280');
  await acceptedRow.getByRole('link', { name: /Create job card for request/ }).click();
  await desk.waitForURL(/\/service-manager\/service-request\/\d+$/);
  await desk.getByRole('heading', { name: /^Job card JC\// }).waitFor();
  // Customer, vehicle and complaint came from the request.
  await desk.getByText(`+91 ${mobile}`).waitFor();
  assert.match(await desk.getByLabel('Complaint 1').inputValue(), /Clutch slipping/);
  await screenshot(desk, 'suite-job-card-from-request-1280');
});
