/**
 * The driver's way back and onward: a guest's request stays findable on the device (dashboard, landing page),
 * the tracking link can be copied or shared, a rejection leads to another nearby center with the form
 * prefilled, and far-away centers are labelled apart from the local ones.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { formatAcceptedSR } from '@fixo/shared';

import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from '../support/browser.js';
import { guestRequestsAtAndheri } from '../support/guest-request.js';

const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 };
const MUMBAI_CENTER = '9000000007'; // Andheri Motor Garage, the first center for PIN 400069
const GUEST_MOBILE = '9876512399';

let browser: Browser;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

/** The center answers through the API, as its own screen would (values encrypted by GetEncValue). */
async function centerAnswers(mobile: string, bookingRef: string, status: 'Rejected' | 'Accepted') {
  const { context } = await newPage(browser, DESKTOP);
  try {
    const api = context.request;
    const login = await api.post('/api/Auth/Login', {
      data: { mobileno: mobile, passcode: '1234', usertype: 'ServiceCenter', logintype: 'PassCode' },
    });
    assert.equal(login.status(), 200, await login.text());
    const list = await api.get('/api/ServiceRequest/GetServiceRequestsByServiceCenterForDashboardWeb', {
      params: { STATUS: 'Open', PAGE: 1, PAGESIZE: 100 },
    });
    assert.equal(list.status(), 200, await list.text());
    const rows = (await list.json()) as { servicerequestid: number; bookingrefno: string }[];
    // The center list spells it "Booking FX-… <date>".
    const row = rows.find((r) => r.bookingrefno.split(' ').includes(bookingRef));
    assert.ok(row, `request ${bookingRef} not in the center's list`);
    const enc = async (text: string) => {
      const r = await api.get('/api/AppConfigurations/GetEncValue', { params: { strval: text } });
      assert.equal(r.status(), 200);
      return r.text();
    };
    const remark = status === 'Rejected' ? 'No mechanic free today' : 'On the way';
    const path =
      status === 'Rejected'
        ? '/api/ServiceRequest/RejectServiceRequestsByServiceCenter'
        : '/api/ServiceRequest/UpdateServiceRequestStatusByServiceCenter';
    const put = await api.put(path, {
      data: {
        mobileno: await enc(mobile),
        acceptedSR: await enc(formatAcceptedSR([{ id: row.servicerequestid, remark }], status)),
        srstatus: await enc(status),
        srremarks: await enc(remark),
        token: 'x',
      },
    });
    assert.ok(put.ok(), `${status} failed: ${put.status()} ${await put.text()}`);
  } finally {
    await context.close();
  }
}

/** A guest raises a request for PIN 400069 and lands on the confirmation; returns the booking reference. */
const guestSubmits = (page: Page): Promise<string> =>
  guestRequestsAtAndheri(page, {
    mobile: GUEST_MOBILE,
    registration: 'MH02AB4321',
    problem: 'Rear tyre flat near the metro station.',
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
