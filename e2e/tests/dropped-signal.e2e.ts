/**
 * A screen whose code does not arrive: on a highway the signal drops between two taps. The screen says so in place
 * (the area's header and menu stay), opens by itself when the signal is back, and a tab left open across an update
 * of Fixo reloads into the new version instead of failing for good.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

import { DESKTOP, journeyBrowser, PHONE, screenshot } from '../support/browser.js';
import { signIn } from '../support/session.js';

const { open } = journeyBrowser();
const CUSTOMER = '9000000002';
const PAID_CENTER = '9000000003';

const screenFailed = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'This screen could not be loaded' });

/** Follows a link of the page as a tap would (the phone's menu may hide it from a pointer). */
const tap = (page: Page, href: string) =>
  page
    .locator(`a[href="${href}"]`)
    .first()
    .evaluate((link) => (link as HTMLAnchorElement).click());

for (const [size, viewport] of [
  ['390', PHONE],
  ['1280', DESKTOP],
] as const) {
  test(`the customer's profile while offline: the header stays, the screen says so, and opens itself when the signal is back (${size})`, async () => {
    const page = await open(viewport);
    await signIn(page, 'Customer', CUSTOMER);
    await page.context().setOffline(true);
    await tap(page, '/dashboard-customer/customer-profile');
    await screenFailed(page).waitFor({ timeout: 20_000 });
    assert.equal(new URL(page.url()).pathname, '/dashboard-customer/customer-profile');
    // The area's header is still there: the driver can go elsewhere in the app.
    assert.equal(await page.locator('header').first().isVisible(), true);
    await screenshot(page, `dropped-signal-screen-${size}`);

    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Save' }).first().waitFor({ timeout: 20_000 });
    assert.equal(await screenFailed(page).count(), 0);
  });
}

test("FixoPro's screens while offline on the first visit to the suite: 'Try again' opens the screen", async () => {
  const page = await open(PHONE);
  await signIn(page, 'ServiceCenter', PAID_CENTER);
  let signal = false;
  // The suite's route tables and screens do not arrive until the signal is back.
  await page.route(/\/assets\/.*\.js$/, (route) => (signal ? route.continue() : route.abort()));
  await tap(page, '/service-manager/parts-list');
  const failed = screenFailed(page);
  await failed.waitFor({ timeout: 20_000 });
  await screenshot(page, 'dropped-signal-area-390');

  signal = true;
  await failed.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('heading', { name: /Parts/ }).first().waitFor({ timeout: 20_000 });
  assert.equal(new URL(page.url()).pathname, '/service-manager/parts-list');
  assert.equal(await failed.count(), 0);
});

test('a tab open across an update of Fixo: the old screen file is gone (404), the tab reloads into the new version', async () => {
  const page = await open(PHONE);
  await signIn(page, 'Customer', CUSTOMER);
  // The next screen's file answers 404 (a deploy replaced the build) until the tab loads a page again.
  let updated = false;
  const pageLoads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      pageLoads.push(new URL(request.url()).pathname);
      updated = true;
    }
  });
  await page.route(/\/assets\/privacy-page-[^/]*\.js$/, (route) =>
    updated ? route.continue() : route.fulfill({ status: 404, body: 'Not Found' }),
  );
  updated = false;
  await tap(page, '/dashboard-customer/privacy');
  await page.waitForURL((url) => url.pathname === '/dashboard-customer/privacy');
  await page.getByRole('heading', { name: 'Privacy & data' }).first().waitFor({ timeout: 20_000 });
  assert.deepEqual(pageLoads, ['/dashboard-customer/privacy']);
  assert.equal(await screenFailed(page).count(), 0);
});
