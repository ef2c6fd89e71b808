import type { LightMyRequestResponse } from 'fastify';
import { jobCardSchema, type ShopCustomerPayloadInput, type ShopVehiclePayloadInput } from '@fixo/shared';
import { DEMO_MOBILES } from '../db/seed/demo-seed.js';
import type { TestApp } from './test-app.js';
import {
  centerIdByMobile,
  validRequestPayload,
} from '../modules/service-requests/service-requests.fixtures.js';
import { TEST_CENTER_GSTIN } from './test-gstin.js';

/** Demo centers: the first has a paid FixoPro plan, the second a free plan. */
export const PAID_CENTER = DEMO_MOBILES.firstCenter;
export const FREE_CENTER = String(Number(DEMO_MOBILES.firstCenter) + 1);
export const OTHER_PAID_CENTER = String(Number(DEMO_MOBILES.firstCenter) + 2);

export function centerIdOf(t: TestApp, mobile: string): Promise<number> {
  return centerIdByMobile(t.app.ctx.db, mobile);
}

/** The two-digit GST state code of a center's state. */
export async function stateCodeOf(t: TestApp, mobile: string): Promise<string> {
  const row = await t.app.ctx.db
    .selectFrom('service_centers as sc')
    .innerJoin('states as s', 's.id', 'sc.state_id')
    .select('s.code')
    .where('sc.id', '=', await centerIdOf(t, mobile))
    .executeTakeFirstOrThrow();
  return row.code.padStart(2, '0');
}

/** Registers a center for GST (a GSTIN) or not (null), directly in its profile. */
export async function setCenterGstin(t: TestApp, mobile: string, gstin: string | null): Promise<void> {
  await t.app.ctx.db
    .updateTable('service_centers')
    .set({ gst_no: gstin })
    .where('id', '=', await centerIdOf(t, mobile))
    .execute();
}

/** Gives a center a FixoPro plan ending at `validTill` (the past makes an expired plan). */
export async function givePlan(t: TestApp, mobile: string, validTill: Date): Promise<void> {
  const centerId = await centerIdOf(t, mobile);
  const db = t.app.ctx.db;
  await db
    .updateTable('subscriptions')
    .set({ is_active: 0 })
    .where('service_center_id', '=', centerId)
    .execute();
  await db
    .insertInto('subscriptions')
    .values({
      service_center_id: centerId,
      plan_id: 2,
      pm_id: 1,
      sppm_id: 0,
      amount_received_paise: 999_00,
      received_at: new Date().toISOString(),
      valid_till: validTill.toISOString(),
      status: 'Paid',
      gateway_confirmation: 'TEST',
      is_active: 1,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/**
 * A valid AddServiceCenterPaymentPlan body: the free plan, nothing received. The server takes the center's name
 * from its own row, not from this body.
 */
export const freePlanPaymentBody = (servicecenterid: number, overrides: Record<string, unknown> = {}) => ({
  servicecenterid,
  servicecentername: 'Sri Lakshmi Auto Works',
  planid: 1,
  pmid: 1,
  sppmid: 0,
  amountreceived: 0,
  status: 'Open',
  isactive: true,
  createdby: 1,
  modifiedby: 0,
  ...overrides,
});

/** A signed-in client: `call(method, url, payload?, headers?)` with the session cookie. */
export function client(t: TestApp, cookie: string) {
  return (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers: { ...headers, cookie },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}
export type Client = ReturnType<typeof client>;

/** A demo center signed in as a client. */
export async function centerClient(t: TestApp, mobile: string): Promise<Client> {
  return client(t, await t.login(mobile, 'ServiceCenter'));
}

/** The paid demo center registered for GST (the demo centers have no GSTIN), signed in, and its id. */
export async function gstRegisteredPaidCenter(t: TestApp): Promise<{ paid: Client; centerId: number }> {
  await setCenterGstin(t, PAID_CENTER, TEST_CENTER_GSTIN);
  return { paid: await centerClient(t, PAID_CENTER), centerId: await centerIdOf(t, PAID_CENTER) };
}

/**
 * The paid demo center and another one, signed in. The other gets a plan of its own (for a day), so only
 * ownership can refuse it what belongs to the first.
 */
export async function paidCenterClients(t: TestApp): Promise<{ paid: Client; other: Client }> {
  await givePlan(t, OTHER_PAID_CENTER, new Date(Date.now() + 86_400_000));
  return { paid: await centerClient(t, PAID_CENTER), other: await centerClient(t, OTHER_PAID_CENTER) };
}

let serial = 0;
/** A masters customer as a client sends it: a vehicle's optional ids (its own id, type) may be left out. */
export type CustomerPayloadBody = Omit<ShopCustomerPayloadInput, 'vehicles' | 'shopcustomerid'> & {
  shopcustomerid?: unknown;
  vehicles: Array<Partial<ShopVehiclePayloadInput>>;
};
/** A valid masters customer with one car (Maruti Suzuki Arena WagonR, petrol); unique mobile and plate per call. */
export function customerPayload(overrides: Partial<CustomerPayloadBody> = {}): CustomerPayloadBody {
  serial += 1;
  const n = String(serial).padStart(4, '0');
  return {
    customername: `Asha Rao ${serial}`,
    mobilenO1: `98450${String(10000 + serial).slice(-5)}`,
    emailid: '',
    vehicles: [
      { vehregistrationno: `KA01MN${n}`, vehmakertypid: 1, vehmaketypid: 1, vehmodelid: 3, vehfueltypeid: 1 },
    ],
    ...overrides,
  };
}

/** A marketplace request from the demo customer to a center, accepted by that center (status set directly). */
export async function acceptedRequest(
  t: TestApp,
  centerMobile: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const db = t.app.ctx.db;
  const centerId = await centerIdOf(t, centerMobile);
  const customer = await t.login(DEMO_MOBILES.customer, 'Customer');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ServiceRequest/AddNewServiceRequest',
    payload: { ...(await validRequestPayload(db, centerId)), mobileno: DEMO_MOBILES.customer, ...overrides },
    headers: { cookie: customer },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  const id = response.json<{ srSERVICEREQUESTID: number }>().srSERVICEREQUESTID;
  await db
    .updateTable('service_requests')
    .set({ status: 'Accepted', remarks: 'Accepted' })
    .where('id', '=', id)
    .execute();
  return id;
}

/** A job card for a new walk-in customer with the given lines (ids of catalogue items or one-off lines). */
export async function createJobCard(
  call: Client,
  lines: unknown[] = [],
  overrides: Record<string, unknown> = {},
) {
  const response = await call('POST', '/api/JobCard/AddUpdateJobCard', {
    newcustomer: customerPayload(),
    odometer: 42000,
    fuellevel: '1/2',
    complaints: ['Brakes squeal', 'AC not cooling'],
    checklist: ['sparewheel', 'jack'],
    promiseddelivery: '2026-12-01T18:00:00+05:30',
    technician: 'Suresh',
    lines,
    ...overrides,
  });
  if (response.statusCode !== 201) throw new Error(`job card: ${response.statusCode} ${response.body}`);
  return jobCardSchema.parse(response.json());
}

/** Open → Approved (in person) → InProgress → Ready → Delivered (delivery plans the next service). */
export async function deliverJobCard(call: Client, jobcardid: number): Promise<void> {
  await walkJobCard(call, jobcardid, ['Approved', 'InProgress', 'Ready', 'Delivered']);
}

async function walkJobCard(call: Client, jobcardid: number, statuses: string[]): Promise<void> {
  for (const status of statuses) {
    const response = await call('PUT', '/api/JobCard/UpdateJobCardStatus', { jobcardid, status });
    if (response.statusCode !== 200) throw new Error(`${status}: ${response.body}`);
  }
}

/** The service reminder (due item) a delivered job card made. */
export async function reminderIdOf(t: TestApp, jobcardid: number): Promise<number> {
  const row = await t.app.ctx.db
    .selectFrom('service_reminders')
    .select('id')
    .where('job_card_id', '=', jobcardid)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A job card walked Open → Approved (in person) → InProgress → Ready, then on to `last` if given. */
export async function readyJobCard(
  call: Client,
  lines: unknown[],
  last?: 'Delivered',
  overrides: Record<string, unknown> = {},
) {
  const card = await createJobCard(call, lines, overrides);
  await walkJobCard(call, card.jobcardid, ['Approved', 'InProgress', 'Ready', ...(last ? [last] : [])]);
  return card;
}

/** A one-off line: ₹1,000.00 + 18% GST. */
export const oneOffLine = (overrides: Record<string, unknown> = {}) => ({
  linetype: 'Labour',
  description: 'Brake inspection',
  hsnsac: '998714',
  qty: 1,
  unitpricepaise: 100000,
  gstrate: 18,
  ...overrides,
});

/** A catalogue part with stock. */
export async function stockedPart(call: Client, code: string, openingstock: number, rupees = 500) {
  const response = await call('POST', '/api/Parts/AddUpdatePart', {
    partname: `Part ${code}`,
    partcode: code,
    parttype: 'Part',
    hsnsac: '87083000',
    unit: 'nos',
    salepricepaise: rupees * 100,
    openingstock,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ partid: number; onhand: number }>();
}

export const partLine = (partid: number, qty: number, unitpricepaise = 50000) => ({
  partid,
  linetype: 'Part',
  description: 'Catalogue part',
  qty,
  unitpricepaise,
  gstrate: 18,
});
