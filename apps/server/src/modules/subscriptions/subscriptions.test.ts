import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDate, PLAN_PAYMENT_MESSAGES } from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { centerIdOf, freePlanPaymentBody } from '../../test-support/suite-fixtures.js';

const PLANS = '/api/PaymentGateway/GetSubscriptionPlanByEntity?ENTITYTOKEN=x&TOKEN=y';
const FREE = '/api/PaymentGateway/AddServiceCenterPaymentPlan';
const PAID = '/api/ServiceCenter/AddUpdateServiceCenterSubscriptionPlan';
const MINE = '/api/ServiceCenter/GetMySubscription';
const PENDING = '/api/Manager/GetPendingPlanPayments';
const CONFIRM = '/api/Manager/ConfirmPlanPayment';

const PAYEE = { vpa: 'payments.fixo@okicici', name: 'Fixo Marketplace Pvt Ltd', demo: false };

const SAAS_CENTER = '9000000003'; // yearly FixoPro
const FREE_CENTER = '9000000006'; // Free
const NEW_CENTER = '9000000007'; // its Free plan is ended below, so it has none

let t: TestApp;
let asSaas: string;
let asFree: string;
let asNew: string;
let asManager: string;
let asCustomer: string;

const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    ...(cookie ? { headers: { cookie } } : {}),
  });

beforeAll(async () => {
  t = await createTestApp({ upiPayee: PAYEE, billingContact: undefined });
  [asSaas, asFree, asNew, asManager, asCustomer] = await Promise.all([
    t.login(SAAS_CENTER, 'ServiceCenter'),
    t.login(FREE_CENTER, 'ServiceCenter'),
    t.login(NEW_CENTER, 'ServiceCenter'),
    t.login('9000000001', 'Manager'),
    t.login('9000000002', 'Customer'),
  ]);
  await t.app.ctx.db
    .updateTable('subscriptions')
    .set({ is_active: 0 })
    .where('service_center_id', '=', await centerIdOf(t, NEW_CENTER))
    .execute();
});
afterAll(async () => {
  await t?.close();
});

describe('plan list', () => {
  it('lists the active plans by amount, publicly', async () => {
    const response = await send('GET', PLANS);
    expect(response.statusCode).toBe(200);
    const plans = response.json<{ planid: number; amount: number; features: string[]; issaas: boolean }[]>();
    expect(plans.map((p) => p.planid)).toEqual([1, 2, 3, 4]);
    expect(plans.map((p) => p.amount)).toEqual([0, 999, 2699, 9999]);
    expect(plans[0]).toMatchObject({
      planname: 'Free',
      durationtype: 'Monthly',
      durationdays: 30,
      issaas: false,
    });
    expect(plans[1]?.features).toContain('Invoice report');
    expect(plans[1]?.issaas).toBe(true);
  });

  it('leaves out an inactive plan', async () => {
    await t.app.ctx.db.updateTable('plans').set({ is_active: 0 }).where('id', '=', 3).execute();
    try {
      const plans = (await send('GET', PLANS)).json<{ planid: number }[]>();
      expect(plans.map((p) => p.planid)).toEqual([1, 2, 4]);
    } finally {
      await t.app.ctx.db.updateTable('plans').set({ is_active: 1 }).where('id', '=', 3).execute();
    }
  });
});

describe('free plan', () => {
  it('creates an Open Free subscription for the signed-in center, not the body one', async () => {
    const me = await centerIdOf(t, NEW_CENTER);
    const other = await centerIdOf(t, FREE_CENTER);
    const before = await t.app.ctx.db
      .selectFrom('subscriptions')
      .select('id')
      .where('service_center_id', '=', other)
      .execute();
    const response = await send('POST', FREE, asNew, freePlanPaymentBody(other));
    expect(response.statusCode).toBe(201);
    const body = response.json<{ planid: number; servicecenterid: number; datetimevalidtill: string }>();
    expect(body).toMatchObject({ planid: 1, servicecenterid: me, status: 'Open', amountreceived: 0 });
    const days = (Date.parse(body.datetimevalidtill) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const rows = await t.app.ctx.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('service_center_id', '=', me)
      .where('is_active', '=', 1)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ plan_id: 1, pm_id: 1, sppm_id: 0, status: 'Open' });
    // bigint: PostgreSQL answers text, SQLite a number
    expect(Number(rows[0]?.amount_received_paise)).toBe(0);
    const after = await t.app.ctx.db
      .selectFrom('subscriptions')
      .select('id')
      .where('service_center_id', '=', other)
      .execute();
    expect(after).toHaveLength(before.length);

    const mine = (await send('GET', MINE, asNew)).json<{ current: { planid: number; issaas: boolean } }>();
    expect(mine.current).toMatchObject({ planid: 1, planname: 'Free', issaas: false, status: 'Open' });
  });

  it('answers 409 while the center already has an active subscription', async () => {
    const response = await send('POST', FREE, asFree, freePlanPaymentBody(await centerIdOf(t, FREE_CENTER)));
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toMatch(/already have an active subscription/);
    const again = await send('POST', FREE, asNew, freePlanPaymentBody(await centerIdOf(t, NEW_CENTER)));
    expect(again.statusCode).toBe(409);
  });

  it('names the end date as India reads it (20:00 UTC is already the next day there)', async () => {
    const me = await centerIdOf(t, NEW_CENTER);
    const db = t.app.ctx.db;
    const current = await db
      .selectFrom('subscriptions')
      .select(['id', 'valid_till'])
      .where('service_center_id', '=', me)
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow();
    const till = new Date(Date.now() + 10 * 86_400_000);
    till.setUTCHours(20, 0, 0, 0);
    await db
      .updateTable('subscriptions')
      .set({ valid_till: till.toISOString() })
      .where('id', '=', current.id)
      .execute();
    try {
      const response = await send('POST', FREE, asNew, freePlanPaymentBody(me));
      expect(response.statusCode).toBe(409);
      expect(istDate(till)).not.toBe(till.toISOString().slice(0, 10));
      expect(response.json<{ message: string }>().message).toBe(
        PLAN_PAYMENT_MESSAGES.alreadySubscribed(istDate(till)),
      );
    } finally {
      await db
        .updateTable('subscriptions')
        .set({ valid_till: current.valid_till })
        .where('id', '=', current.id)
        .execute();
    }
  });

  it('refuses a paid planid and bad bodies with 400', async () => {
    const id = await centerIdOf(t, NEW_CENTER);
    const paid = await send('POST', FREE, asNew, freePlanPaymentBody(id, { planid: 2 }));
    expect(paid.statusCode).toBe(400);
    expect(paid.json<{ message: string }>().message).toBe(PLAN_PAYMENT_MESSAGES.freePlanOnly);
    expect((await send('POST', FREE, asNew, { planid: 1 })).statusCode).toBe(400);
    expect((await send('POST', FREE, asNew, freePlanPaymentBody(id, { planid: 'one' }))).statusCode).toBe(
      400,
    );
  });

  it('is for service centers only', async () => {
    expect((await send('POST', FREE, undefined, freePlanPaymentBody(1))).statusCode).toBe(401);
    expect((await send('POST', FREE, asCustomer, freePlanPaymentBody(1))).statusCode).toBe(403);
    expect((await send('POST', FREE, asManager, freePlanPaymentBody(1))).statusCode).toBe(403);
  });
});

describe('paid plan', () => {
  it('records the selection, keeps only the latest one active and answers a UPI link', async () => {
    const id = await centerIdOf(t, FREE_CENTER);
    const first = await send('POST', PAID, asFree, {
      scspid: 0,
      servicecenterid: id,
      planid: 3,
      recordby: 1,
    });
    expect(first.statusCode).toBe(201);
    const response = await send('POST', PAID, asFree, { scspid: 0, servicecenterid: id, planid: 2 });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ scspid: number; planid: number; amount: number; upiuri: string }>();
    expect(body).toMatchObject({ planid: 2, amount: 999, upipayee: PAYEE });
    expect(body.upiuri).toBe(
      `upi://pay?pa=payments.fixo%40okicici&pn=Fixo%20Marketplace%20Pvt%20Ltd&am=999.00&cu=INR&tn=Fixo%20FixoPro%20Monthly&tr=SCSP-${body.scspid}`,
    );
    const active = await t.app.ctx.db
      .selectFrom('plan_selections')
      .selectAll()
      .where('service_center_id', '=', id)
      .where('is_active', '=', 1)
      .execute();
    expect(active.map((r) => Number(r.id))).toEqual([body.scspid]);

    const mine = (await send('GET', MINE, asFree)).json<{ pendingselection: { scspid: number } | null }>();
    expect(mine.pendingselection?.scspid).toBe(body.scspid);
  });

  it('with no payee configured, records the selection and says whom to contact instead of a UPI link', async () => {
    const config = t.app.ctx.config;
    const configured = config.upiPayee;
    config.upiPayee = undefined;
    try {
      const id = await centerIdOf(t, FREE_CENTER);
      const response = await send('POST', PAID, asFree, { servicecenterid: id, planid: 2 });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        planid: 2,
        upiuri: null,
        upipayee: null,
        paymentcontact: 'Fixo support on 1800-000-3496',
      });
      expect(response.body).not.toContain('@');
      config.billingContact = 'billing@fixo.example (+91 80 4000 1234)';
      const mine = (await send('GET', MINE, asFree)).json();
      expect(mine.pendingselection).toMatchObject({
        upiuri: null,
        paymentcontact: 'billing@fixo.example (+91 80 4000 1234)',
      });
    } finally {
      config.upiPayee = configured;
      config.billingContact = undefined;
    }
  });

  it('refuses the free plan, unknown plans and bad bodies with 400', async () => {
    const id = await centerIdOf(t, FREE_CENTER);
    const free = await send('POST', PAID, asFree, { servicecenterid: id, planid: 1 });
    expect(free.statusCode).toBe(400);
    expect(free.json<{ message: string }>().message).toBe(PLAN_PAYMENT_MESSAGES.paidPlanOnly);
    expect((await send('POST', PAID, asFree, { servicecenterid: id, planid: 99 })).statusCode).toBe(400);
    expect((await send('POST', PAID, asFree, { servicecenterid: id })).statusCode).toBe(400);
    expect((await send('POST', PAID, asManager, { servicecenterid: id, planid: 2 })).statusCode).toBe(403);
    expect((await send('GET', MINE, asCustomer)).statusCode).toBe(403);
  });

  it('becomes FixoPro once the manager confirms the payment', async () => {
    const id = await centerIdOf(t, FREE_CENTER);
    const me = (await send('GET', '/api/Auth/Me', asFree)).json<{ loginUserData: { isSaaS: boolean } }>();
    expect(me.loginUserData.isSaaS).toBe(false);

    const pending = await send('GET', PENDING, asManager);
    expect(pending.statusCode).toBe(200);
    const rows =
      pending.json<{ scspid: number; servicecenterid: number; planid: number; amount: number }[]>();
    const row = rows.find((r) => r.servicecenterid === id);
    expect(row).toMatchObject({ planid: 2, amount: 999, servicecentername: expect.any(String) });

    expect((await send('GET', PENDING, asFree)).statusCode).toBe(403);
    expect(
      (await send('PUT', CONFIRM, asFree, { scspid: row?.scspid, reference: 'UPI123456' })).statusCode,
    ).toBe(403);
    expect((await send('PUT', CONFIRM, asManager, { scspid: row?.scspid, reference: 'x' })).statusCode).toBe(
      400,
    );
    expect((await send('PUT', CONFIRM, asManager, { reference: 'UPI123456' })).statusCode).toBe(400);
    expect(
      (await send('PUT', CONFIRM, asManager, { scspid: 999999, reference: 'UPI123456' })).statusCode,
    ).toBe(404);

    const confirmed = await send('PUT', CONFIRM, asManager, {
      scspid: row?.scspid,
      reference: 'UPI4071234567',
    });
    expect(confirmed.statusCode).toBe(200);
    const sub = await t.app.ctx.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('service_center_id', '=', id)
      .where('is_active', '=', 1)
      .execute();
    expect(sub).toHaveLength(1);
    expect(sub[0]).toMatchObject({ plan_id: 2, status: 'Paid' });
    expect(Number(sub[0]?.amount_received_paise)).toBe(999_00);
    expect(sub[0]?.gateway_confirmation).toBe('UPI4071234567');

    const after = (await send('GET', '/api/Auth/Me', asFree)).json<{
      loginUserData: { isSaaS: boolean; planid: number; planenddate: string };
    }>();
    expect(after.loginUserData).toMatchObject({ isSaaS: true, planid: 2 });
    const days = (Date.parse(after.loginUserData.planenddate) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);

    const twice = await send('PUT', CONFIRM, asManager, { scspid: row?.scspid, reference: 'UPI4071234568' });
    expect(twice.statusCode).toBe(409);
    const listAfter = (await send('GET', PENDING, asManager)).json<{ scspid: number }[]>();
    expect(listAfter.some((r) => r.scspid === row?.scspid)).toBe(false);
  });

  it('extends a running FixoPro plan from its end and refuses a reused reference', async () => {
    const id = await centerIdOf(t, SAAS_CENTER);
    const before = (await send('GET', MINE, asSaas)).json<{ current: { validtill: string } }>();
    const selection = (await send('POST', PAID, asSaas, { servicecenterid: id, planid: 2 })).json<{
      scspid: number;
    }>();
    const reused = await send('PUT', CONFIRM, asManager, {
      scspid: selection.scspid,
      reference: 'UPI4071234567',
    });
    expect(reused.statusCode).toBe(409);
    // the refused confirmation changed nothing: the selection still waits
    const mine = (await send('GET', MINE, asSaas)).json<{ pendingselection: { scspid: number } | null }>();
    expect(mine.pendingselection?.scspid).toBe(selection.scspid);

    const ok = await send('PUT', CONFIRM, asManager, {
      scspid: selection.scspid,
      reference: 'UPI5550001111',
    });
    expect(ok.statusCode).toBe(200);
    const validtill = ok.json<{ validtill: string }>().validtill;
    expect(Date.parse(validtill) - Date.parse(before.current.validtill)).toBe(30 * 86_400_000);
  });
});
