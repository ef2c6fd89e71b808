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

/** A fresh guest mobile per request (guests are limited per mobile and hour). */
function guestMobile(): string {
  return `98764${String(Math.floor(Math.random() * 100000)).padStart(5, '0')}`;
}

/** Runs in the page: a marketplace request to the center for a Swift in Bengaluru, as the customer app sends it. */
const CREATE_REQUEST_SCRIPT = `async ({ centerId, issue, mobile, registration }) => {
      const get = async (p) => (await fetch('/api/Masters/' + p + '?TOKEN=x')).json();
      const [models, makes, cities] = await Promise.all([
        get('GetAllVehicleModel'),
        get('GetAllVehicleMakeType'),
        get('GetAllCities'),
      ]);
      const model = models.find((m) => m.vehiclemodel.startsWith('Swift')) ?? models[0];
      const make = makes.find((m) => m.vehiclemaketypeid === model.vehiclemaketypeid);
      const city = cities.find((c) => c.city === 'Bengaluru') ?? cities[0];
      const res = await fetch('/api/ServiceRequest/AddNewServiceRequest', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          servicetypeid: 1,
          issuedescription: 'Problem: ' + issue,
          mobileno: mobile,
          cityid: city.cityid,
          stateid: city.stateid,
          countryid: 1,
          currentlocationaddress: 'Current Location: 5th Cross, Koramangala 6th Block, Bengaluru',
          servicecenterid: centerId,
          vehtypid: model.vehicletypeid,
          vehid: model.vehicleid,
          vehmaketypeid: model.vehiclemaketypeid,
          vehmakertypid: make.vehiclemakertypid,
          vehmodelid: model.vehiclemodelid,
          vehregno: registration,
          vehfueltypeid: 1,
          vehmileage: '42000',
          locationcoordinates: '12.9352,77.6245',
        }),
      });
      const body = await res.json();
      return { status: res.status, id: body.srSERVICEREQUESTID, ref: body.srBOOKINGREFNO };
    }`;

/** What AddNewServiceRequest answered: its status, the request's id and booking reference. */
interface CreatedRequest {
  status: number;
  id: number;
  ref: string;
}

/**
 * Creates a request as a guest (no session) through AddNewServiceRequest, from `page` (any page of the app's
 * origin), for the center's own list.
 */
export async function requestThroughApi(
  page: Page,
  {
    centerId,
    issue,
    mobile = guestMobile(),
    registration = 'KA01AB1234',
  }: { centerId: number; issue: string; mobile?: string; registration?: string },
): Promise<CreatedRequest> {
  const args = JSON.stringify({ centerId, issue, mobile, registration });
  // A plain script string: tsx would wrap named inner functions in a __name helper the page does not have.
  return page.evaluate(`(${CREATE_REQUEST_SCRIPT})(${args})`) as Promise<CreatedRequest>;
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
