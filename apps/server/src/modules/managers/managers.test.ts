import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerServiceCenterDetailsSchema } from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { provenRegistration } from '../../test-support/verified-mobile.js';
import { centerRegistration } from '../../test-support/center-registration.js';
import { DEMO_MOBILES } from '../../db/seed/demo-seed.js';
import { gstinCheck, MANAGER_MESSAGES } from './managers.service.js';

let t: TestApp;
let managerCookie: string;
let centerCookie: string;
let centerId: number;

const detailsUrl = (id: number | string) => `/api/Manager/GetServiceCenterDetails?SERVICECENTERID=${id}`;
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  const registration = await centerRegistration(t, {
    servicecentername: 'Madiwala Motor Clinic',
    emailid: 'clinic@example.in',
    contactpersoN1: 'Ravi Kumar',
    contactpersoN2: 'Anita Rao',
    mobilenO1: '9823456711',
    addresS1: '12, 1st Cross, Madiwala',
    addresS2: 'Near the lake',
  });
  const register = provenRegistration(() => t, '/api/ServiceCenter/AddNewServiceCenter');
  const created = await register(registration);
  expect(created.statusCode).toBe(201);
  centerId = created.json().servicecenterid;
  managerCookie = await t.login(DEMO_MOBILES.manager, 'Manager');
  centerCookie = await t.login(DEMO_MOBILES.firstCenter, 'ServiceCenter');
});
afterAll(async () => t.close());

/** A paid subscription row of the test center, for the plan, ending at `validTill`. */
function paidSubscription(planId: number, validTill: string) {
  const now = new Date().toISOString();
  return {
    service_center_id: centerId,
    plan_id: planId,
    pm_id: 1,
    sppm_id: 1,
    amount_received_paise: 999_00,
    received_at: now,
    status: 'Paid',
    gateway_confirmation: null,
    is_active: 1 as const,
    created_at: now,
    valid_till: validTill,
  };
}

describe('GET /api/Manager/GetServiceCenterDetails', () => {
  it('gives the manager what to check before approving: GSTIN check, address, position, services, makers, hours', async () => {
    const response = await get(detailsUrl(centerId), managerCookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(managerServiceCenterDetailsSchema.safeParse(body).success).toBe(true);
    const [serviceNames, makerNames] = await Promise.all([
      t.app.ctx.db.selectFrom('service_types').select('name').where('id', 'in', [1, 2]).execute(),
      t.app.ctx.db.selectFrom('vehicle_makers').select('name').where('id', 'in', [1, 2]).execute(),
    ]);
    expect(body).toMatchObject({
      servicecenterid: centerId,
      servicecentername: 'Madiwala Motor Clinic',
      contactpersoN1: 'Ravi Kumar',
      contactpersoN2: 'Anita Rao',
      mobilenO1: '9823456711',
      mobilenO2: null,
      emailid: 'clinic@example.in',
      addresS1: '12, 1st Cross, Madiwala',
      addresS2: 'Near the lake',
      state: 'Karnataka',
      postalcode: '560034',
      latitude: 12.9301,
      longitude: 77.6201,
      gstin: '29AAGCB7383J1Z4',
      gstincheck: 'valid',
      servicesprovided: 'Breakdown, Towing',
      pickupservice: true,
      officestarttime: '09:00',
      officeendtime: '19:00',
      isactive: false,
      approvedon: null,
      plan: null,
    });
    expect(body.services).toEqual(serviceNames.map((r) => r.name).sort());
    expect(body.makers).toEqual(makerNames.map((r) => r.name).sort());
    expect(body.city).not.toBe('');
    expect(Date.parse(body.registeredon)).not.toBeNaN();
  });

  it('shows the approval date and the current plan once approved and subscribed', async () => {
    const approved = await t.app.inject({
      method: 'PUT',
      url: '/api/Manager/ApproveServiceCenter',
      payload: { servicecenterid: centerId },
      headers: { cookie: managerCookie },
    });
    expect(approved.statusCode).toBe(200);
    const plan = await t.app.ctx.db
      .selectFrom('plans')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const now = Date.now();
    const validTill = new Date(now + 30 * 86_400_000).toISOString();
    const expired = new Date(now - 86_400_000).toISOString();
    await t.app.ctx.db
      .insertInto('subscriptions')
      .values([paidSubscription(plan.id, validTill), paidSubscription(plan.id, expired)])
      .execute();

    const body = (await get(detailsUrl(centerId), managerCookie)).json();
    expect(body.isactive).toBe(true);
    expect(Date.parse(body.approvedon)).not.toBeNaN();
    expect(body.plan).toEqual({ name: plan.name, validtill: validTill });
  });

  it('shows in the list and the details the same plan when two end at the same moment: the newest', async () => {
    const plans = await t.app.ctx.db
      .selectFrom('plans')
      .select(['id', 'name'])
      .orderBy('id')
      .limit(2)
      .execute();
    expect(plans).toHaveLength(2);
    const [older, newer] = plans as [(typeof plans)[number], (typeof plans)[number]];
    const sameEnd = new Date(Date.now() + 400 * 86_400_000).toISOString();
    // The newer row names the lower plan id, so neither plan id order nor insertion order alone decides.
    await t.app.ctx.db.insertInto('subscriptions').values(paidSubscription(newer.id, sameEnd)).execute();
    await t.app.ctx.db.insertInto('subscriptions').values(paidSubscription(older.id, sameEnd)).execute();

    const details = (await get(detailsUrl(centerId), managerCookie)).json();
    expect(details.plan).toEqual({ name: older.name, validtill: sameEnd });
    const list = await get(
      '/api/Manager/GetServiceCenters?STATUS=active&SEARCH=Madiwala%20Motor%20Clinic',
      managerCookie,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({ servicecenterid: centerId, plan: older.name }),
    ]);
  });

  it('finds a name beyond ASCII in any case on both engines', async () => {
    const row = await t.app.ctx.db
      .selectFrom('service_centers')
      .select('name')
      .where('id', '=', centerId)
      .executeTakeFirstOrThrow();
    await t.app.ctx.db
      .updateTable('service_centers')
      .set({ name: 'ŚRĪ Gaṇeśa Motors' })
      .where('id', '=', centerId)
      .execute();
    try {
      for (const search of ['ŚRĪ Gaṇeśa', 'śrī gaṇeśa', 'ŚRĪ GAṆEŚA']) {
        const list = await get(
          `/api/Manager/GetServiceCenters?STATUS=active&SEARCH=${encodeURIComponent(search)}`,
          managerCookie,
        );
        expect([
          search,
          list.json().items.map((c: { servicecenterid: number }) => c.servicecenterid),
        ]).toEqual([search, [centerId]]);
      }
    } finally {
      await t.app.ctx.db
        .updateTable('service_centers')
        .set({ name: row.name })
        .where('id', '=', centerId)
        .execute();
    }
  });

  it('answers 404 for an unknown center and 400 for an id outside the id range, never a 500', async () => {
    const missing = await get(detailsUrl(999999), managerCookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: MANAGER_MESSAGES.centerNotFound, status: 404 });
    for (const bad of ['0', '-1', 'abc', '2147483648', '1.5', '']) {
      const response = await get(detailsUrl(bad), managerCookie);
      expect(response.statusCode, `SERVICECENTERID=${bad}`).toBe(400);
    }
    expect((await get('/api/Manager/GetServiceCenterDetails', managerCookie)).statusCode).toBe(400);
  });

  it('is for managers only: 401 without a session, 403 for a center (before validation)', async () => {
    expect((await get(detailsUrl(centerId))).statusCode).toBe(401);
    expect((await get(detailsUrl(centerId), centerCookie)).statusCode).toBe(403);
    expect((await get(detailsUrl('abc'), centerCookie)).statusCode).toBe(403);
  });
});

describe('gstinCheck', () => {
  it('names why a stored GSTIN fails the shared check', () => {
    expect(gstinCheck(null)).toBe('none');
    expect(gstinCheck('')).toBe('none');
    expect(gstinCheck('29AAGCB7383J1Z4')).toBe('valid');
    expect(gstinCheck('29AAGCB7383J1Z5')).toBe('checksum');
    expect(gstinCheck('29AAGCB7383')).toBe('format');
    expect(gstinCheck('00AAGCB7383J1Z4')).toBe('state');
  });
});
