/** A guest's request through the real form, and a center's answer through the API (driver and ratings journeys). */
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { formatAcceptedSR } from '@fixo/shared';

import { DESKTOP, newPage } from './browser.js';

/**
 * The center answers through the API, as its own screen would (values encrypted by GetEncValue). Closing
 * finds the request among the accepted ones, the other answers among the open ones.
 */
export async function centerAnswers(
  browser: Browser,
  mobile: string,
  bookingRef: string,
  status: 'Rejected' | 'Accepted' | 'Closed',
) {
  const { context } = await newPage(browser, DESKTOP);
  try {
    const api = context.request;
    const login = await api.post('/api/Auth/Login', {
      data: { mobileno: mobile, passcode: '1234', usertype: 'ServiceCenter', logintype: 'PassCode' },
    });
    assert.equal(login.status(), 200, await login.text());
    const list = await api.get('/api/ServiceRequest/GetServiceRequestsByServiceCenterForDashboardWeb', {
      params: { STATUS: status === 'Closed' ? 'Accepted' : 'Open', PAGE: 1, PAGESIZE: 100 },
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
    const remark = { Rejected: 'No mechanic free today', Accepted: 'On the way', Closed: 'Tyre replaced' }[
      status
    ];
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

export async function pickFirst(page: Page, label: string) {
  const select = page.getByLabel(new RegExp(`^${label}\\*?$`));
  await page.waitForFunction(
    (el) => (el as HTMLSelectElement).options.length > 1 && !(el as HTMLSelectElement).disabled,
    await select.elementHandle(),
  );
  const value = await select.evaluate((el) => {
    const options = Array.from((el as HTMLSelectElement).options).filter((o) => o.value && !o.disabled);
    return options[0]?.value ?? '';
  });
  await select.selectOption(value);
}

/**
 * A guest fills the request form (a car, a flat tyre) for PIN 400069, chooses Andheri Motor Garage and lands on
 * the confirmation; returns the booking reference. `beforeChoosing` sees the nearby list first (the ratings
 * journey reads the card).
 */
export async function guestRequestsAtAndheri(
  page: Page,
  {
    mobile,
    registration = 'MH02AB4321',
    problem = 'Rear tyre flat near the metro station.',
    beforeChoosing,
  }: {
    mobile: string;
    registration?: string;
    problem?: string;
    beforeChoosing?: (page: Page) => Promise<void>;
  },
): Promise<string> {
  await page.goto('/dashboard-customer/service-request');
  await page.getByLabel('Vehicle Type').selectOption({ label: 'Car' });
  await pickFirst(page, 'Vehicle');
  await pickFirst(page, 'Vehicle Maker');
  await pickFirst(page, 'Vehicle Make');
  await pickFirst(page, 'Vehicle Model');
  await page.getByLabel('Registration Number').fill(registration);
  await pickFirst(page, 'Fuel Type');
  await page.getByLabel('Service Required').selectOption({ label: 'Flat Tyre / Puncture' });
  await page.getByLabel('Describe the problem').fill(problem);
  await page.getByLabel(/^Mobile Number\*?$/).fill(mobile);
  await page.getByLabel('PIN Code').fill('400069');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const andheri = page.getByTestId('nearby-center').filter({ hasText: 'Andheri Motor Garage' });
  await andheri.waitFor({ timeout: 20_000 });
  if (beforeChoosing) await beforeChoosing(page);
  await andheri.getByText('Choose this center').click();
  await page.getByRole('button', { name: 'Request Service' }).click();
  await page.waitForURL('**/ServiceRequestConfirmation');
  return ((await page.getByTestId('booking-ref').textContent()) ?? '').trim();
}

/** The same with the default vehicle and problem. */
export const guestSubmits = (page: Page, mobile: string, beforeChoosing?: (page: Page) => Promise<void>) =>
  guestRequestsAtAndheri(page, { mobile, beforeChoosing });
