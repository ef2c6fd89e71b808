/**
 * Status messages (issue 15): a guest raises a request, the center accepts it on its screen, and the guest's
 * 'accepted' SMS appears in the development outbox with its channel, template and variables; its tracking link
 * opens the request. The guest's opt-out link works, and a customer picks the channel on the profile.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';

import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from '../support/browser.js';
import { guestRequestsAtAndheri } from '../support/guest-request.js';
import { signIn } from '../support/session.js';

const MUMBAI_CENTER = '9000000007'; // Andheri Motor Garage, the first center for PIN 400069
const CENTER_NAME = 'Andheri Motor Garage';
const CUSTOMER_MOBILE = '9000000002';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const guestMobile = () => `98765${String(Math.floor(Math.random() * 100000)).padStart(5, '0')}`;

/** The outbox card of one template for one number, waiting for the worker (the page refetches; we reload). */
async function outboxCard(page: Page, mobile: string, template: string) {
  const card = page.locator('li', { hasText: `To +91 ${mobile}` }).filter({ hasText: template });
  for (let tries = 0; tries < 20; tries += 1) {
    await page.goto('/dev/outbox');
    await page.getByRole('heading', { name: 'SMS outbox' }).waitFor();
    await page.waitForLoadState('networkidle').catch(() => {});
    if ((await card.count()) > 0) return card.first();
    await page.waitForTimeout(500);
  }
  throw new Error(`no ${template} message for ${mobile} in the outbox`);
}

test("a guest's 'accepted' message reaches the outbox with a tracking link that opens the request", async () => {
  const guest = await newPage(browser, PHONE);
  const center = await newPage(browser, DESKTOP);
  const mobile = guestMobile();
  try {
    const ref = await guestRequestsAtAndheri(guest.page, {
      mobile,
      registration: 'MH02AB7788',
      problem: 'Rear tyre flat outside the station.',
    });
    assert.match(ref, /^FX-/);

    // The center accepts on its own screen.
    await signIn(center.page, 'ServiceCenter', MUMBAI_CENTER);
    await center.page.goto('/dashboard-service/service-request');
    await center.page.getByRole('button', { name: `Actions for ${ref}` }).click();
    await center.page.getByRole('menuitem', { name: 'Accept' }).click();
    await center.page.locator('tr', { hasText: ref }).waitFor({ state: 'detached' });

    const accepted = await outboxCard(guest.page, mobile, 'DEV-request_accepted');
    const text = await accepted.innerText();
    assert.match(text, /SMS/);
    assert.match(text, new RegExp(`${CENTER_NAME} accepted your request ${ref}\\. Call ${MUMBAI_CENTER}\\.`));
    assert.match(text, /centerPhone/);
    assert.match(text, /directionsUrl/);
    await screenshot(guest.page, 'notifications-outbox-390');
    const desktopOutbox = await newPage(browser, DESKTOP);
    await outboxCard(desktopOutbox.page, mobile, 'DEV-request_accepted');
    await screenshot(desktopOutbox.page, 'notifications-outbox-1280');
    await desktopOutbox.context.close();

    // The tracking link in the message opens the request, accepted.
    const tracking = accepted.getByRole('link', { name: /\/track\// });
    const href = (await tracking.getAttribute('href')) ?? '';
    assert.match(href, /^http:\/\/127\.0\.0\.1:\d+\/track\/[A-Za-z0-9_-]+$/);
    await tracking.click();
    await guest.page.waitForURL('**/track/**');
    await guest.page.getByText(CENTER_NAME).first().waitFor();
    await guest.page.getByText('Accepted').first().waitFor();
    await screenshot(guest.page, 'notifications-tracking-390');

    // The first message carries the opt-out link: it stops the messages to this number.
    const received = await outboxCard(guest.page, mobile, 'DEV-request_received');
    await received.getByRole('link', { name: /\/notifications\/opt-out\// }).click();
    await guest.page.getByRole('button', { name: 'Stop SMS to this number' }).waitFor();
    await screenshot(guest.page, 'notifications-opt-out-390');
    await guest.page.getByRole('button', { name: 'Stop SMS to this number' }).click();
    await guest.page.getByText('Messages stopped').waitFor();
    await screenshot(guest.page, 'notifications-opted-out-390');
  } finally {
    await center.context.close();
    await guest.context.close();
  }
});

test('a customer chooses the channel of status messages on the profile (390 and 1280 px)', async () => {
  for (const [width, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    const { context, page } = await newPage(browser, viewport);
    try {
      await signIn(page, 'Customer', CUSTOMER_MOBILE);
      await page.goto('/dashboard-customer/customer-profile');
      const sms = page.getByRole('radio', { name: 'SMS', exact: true });
      await sms.waitFor({ state: 'attached' });
      assert.equal(await sms.isChecked(), true);
      await page.getByRole('radio', { name: 'WhatsApp' }).check({ force: true });
      await page.getByRole('button', { name: 'Save message choice' }).click();
      await page.getByText('Saved. Status messages will come by WhatsApp.').waitFor();
      // From the top: a full-page shot taken scrolled down paints the sticky header mid-page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `notifications-profile-channel-${width}`);
      // The choice is stored: a reload shows it; then back to SMS for the other journeys.
      await page.reload();
      await page.getByRole('radio', { name: 'WhatsApp', checked: true }).waitFor({ state: 'attached' });
      await page.getByRole('radio', { name: 'SMS', exact: true }).check({ force: true });
      await page.getByRole('button', { name: 'Save message choice' }).click();
      await page.getByText('Saved. Status messages will come by SMS.').waitFor();
    } finally {
      await context.close();
    }
  }
});
