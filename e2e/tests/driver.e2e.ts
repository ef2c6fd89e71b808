/**
 * The driver's way back and onward: a guest's request stays findable on the device (dashboard, landing page),
 * the tracking link can be copied or shared, a rejection leads to another nearby center with the form
 * prefilled, and far-away centers are labelled apart from the local ones.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';

import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from '../support/browser.js';
import { centerAnswers as answer, guestSubmits as submit } from '../support/guest-request.js';

const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 };
const MUMBAI_CENTER = '9000000007'; // Andheri Motor Garage, the first center for PIN 400069
const GUEST_MOBILE = '9876512399';
const guestSubmits = (page: Page) => submit(page, GUEST_MOBILE);
const centerAnswers = (mobile: string, ref: string, status: 'Rejected' | 'Accepted') =>
  answer(browser, mobile, ref, status);

let browser: Browser;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

test("guest's way back: the dashboard and the landing page lead to the tracking page; a rejection offers another center", async () => {
  const { context, page } = await newPage(browser, PHONE);
  try {
    const ref = await guestSubmits(page);
    assert.match(ref, /^FX-/);
    await page.getByRole('button', { name: 'Copy link' }).waitFor();
    // No Web Share API in headless Chromium on Linux: Share is a WhatsApp link with the tracking link.
    const share = page.getByRole('link', { name: 'Share' });
    const shareHref = new URL((await share.getAttribute('href')) ?? '');
    const trackingLink = await page.locator('#tracking-link').inputValue();
    assert.equal(shareHref.host, 'wa.me');
    assert.ok(shareHref.searchParams.get('text')?.includes(trackingLink));
    await screenshot(page, 'driver-confirmation-share-390');

    // Go Back used to be a dead end for a guest: the dashboard now lists the request.
    await page.getByRole('link', { name: 'Go Back' }).click();
    await page.waitForURL('**/dashboard-customer');
    const kept = page.getByTestId('recent-request').filter({ hasText: ref });
    await kept.getByText('Open').waitFor();
    await screenshot(page, 'driver-dashboard-guest-390');

    // The landing page too.
    await page.goto('/');
    const banner = page.getByTestId('landing-recent-request');
    assert.equal(((await banner.textContent()) ?? '').trim(), `Your request ${ref} — Open`);
    await screenshot(page, 'driver-landing-guest-390');

    await banner.click();
    await page.waitForURL('**/track/**');
    assert.equal(page.url(), trackingLink);
    await page.getByRole('heading', { name: ref }).waitFor();
    // India's day/month/year on the tracking page.
    const raised = page.locator('dt', { hasText: 'Raised on' }).locator('xpath=following-sibling::dd[1]');
    assert.match(((await raised.textContent()) ?? '').trim(), /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} [AP]M$/);

    // The center rejects: the live page offers another center; the dashboard remembers the rejection.
    await page.waitForTimeout(1000); // let the event stream connect
    await centerAnswers(MUMBAI_CENTER, ref, 'Rejected');
    const another = page.getByRole('link', { name: 'Choose another center nearby' });
    await another.waitFor({ timeout: 15_000 });
    await screenshot(page, 'driver-tracking-rejected-390');
    await page.goto('/dashboard-customer');
    await page.getByTestId('recent-request').filter({ hasText: ref }).getByText('Rejected').waitFor();
    await page
      .getByTestId('recent-request')
      .filter({ hasText: ref })
      .getByRole('link', { name: 'Choose another center nearby' })
      .click();

    // The same form, prefilled: PIN, vehicle, problem and mobile; the nearby list is already there.
    await page.waitForURL('**/dashboard-customer/service-request');
    assert.equal(await page.getByLabel('PIN Code').inputValue(), '400069');
    assert.equal(
      await page.getByLabel('Describe the problem').inputValue(),
      'Rear tyre flat near the metro station.',
    );
    assert.equal(await page.getByLabel(/^Mobile Number\*?$/).inputValue(), GUEST_MOBILE);
    await page.getByTestId('vehicle-summary').waitFor();
    await page.getByTestId('nearby-center').first().waitFor({ timeout: 20_000 });
    await screenshot(page, 'driver-another-center-390');
  } finally {
    await context.close();
  }
});

test("far-away centers are labelled and listed after the local ones ('All' at Koramangala)", async () => {
  for (const [size, name] of [
    [PHONE, '390'],
    [DESKTOP, '1280'],
  ] as const) {
    const { context, page } = await newPage(browser, size, { geolocation: KORAMANGALA });
    try {
      await page.goto('/dashboard-customer/service-request');
      const cards = page.getByTestId('nearby-center');
      await cards.first().waitFor({ timeout: 20_000 });
      await page.getByLabel('Show').selectOption('All');
      const far = page.getByTestId('far-centers');
      await far.getByText('T Nagar Auto Hub').waitFor({ timeout: 20_000 });
      const chennai = far.getByTestId('nearby-center').filter({ hasText: 'T Nagar Auto Hub' });
      assert.match(
        (await chennai.getByTestId('far-note').textContent()) ?? '',
        /^\d+ km away — outside your area$/,
      );
      // Local centers come first and carry no such label.
      assert.match((await cards.first().textContent()) ?? '', /Sri Lakshmi Auto Works/);
      assert.equal(await cards.first().getByTestId('far-note').count(), 0);
      await far.scrollIntoViewIfNeeded();
      await screenshot(page, `driver-nearby-far-${name}`);
      await page.getByRole('button', { name: 'Map' }).click();
      await page.locator('.fixo-map-pin').first().waitFor();
      await screenshot(page, `driver-nearby-map-${name}`);
    } finally {
      await context.close();
    }
  }
});

test("a dropped download on a weak signal: the nearby list says so, the form keeps what was typed, 'Try again' brings the centers", async () => {
  const { context, page } = await newPage(browser, PHONE, { geolocation: KORAMANGALA });
  try {
    // The nearby results' code does not arrive (the signal dropped) until the network is back.
    let signal = false;
    await page.route(/\/assets\/nearby-results-[^/]*\.js$/, (route) =>
      signal ? route.continue() : route.abort(),
    );
    await page.goto('/dashboard-customer/service-request');
    const problem = page.getByLabel('Describe the problem');
    await problem.fill('Clutch slipping on the flyover.');
    const failed = page
      .getByRole('alert')
      .filter({ hasText: 'This part could not be loaded. Check your connection.' });
    await failed.waitFor({ timeout: 20_000 });
    await failed.scrollIntoViewIfNeeded();
    await screenshot(page, 'driver-nearby-dropped-390');
    assert.equal(await problem.inputValue(), 'Clutch slipping on the flyover.');

    signal = true;
    await failed.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('nearby-center').first().waitFor({ timeout: 20_000 });
    assert.equal(await failed.count(), 0);
    assert.equal(await problem.inputValue(), 'Clutch slipping on the flyover.');
  } finally {
    await context.close();
  }
});

test('desktop screenshots of the guest screens', async () => {
  const { context, page } = await newPage(browser, DESKTOP);
  try {
    const ref = await guestSubmits(page);
    await screenshot(page, 'driver-confirmation-share-1280');
    await page.goto('/dashboard-customer');
    await page.getByTestId('recent-request').filter({ hasText: ref }).waitFor();
    await screenshot(page, 'driver-dashboard-guest-1280');
    await page.goto('/');
    await page.getByTestId('landing-recent-request').waitFor();
    await screenshot(page, 'driver-landing-guest-1280');
    await page.getByTestId('landing-recent-request').click();
    await page.getByRole('heading', { name: ref }).waitFor();
    await screenshot(page, 'driver-tracking-1280');
  } finally {
    await context.close();
  }
});
