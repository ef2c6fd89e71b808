import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_LIMIT_MESSAGES } from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_MOBILES } from '../../db/seed/demo-seed.js';
import { verifyMobile } from '../../test-support/verified-mobile.js';

let t: TestApp;
let managerCookie: string;
let demoCustomerCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  managerCookie = await t.login(DEMO_MOBILES.manager, 'Manager');
  demoCustomerCookie = await t.login(DEMO_MOBILES.customer, 'Customer');
});
afterAll(async () => t.close());

describe('consents', () => {
  const consent = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/LoginUserConsent/AddNewLoginUserConsent', payload });
  const list = (mobile: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/LoginUserConsent/GetConsentsByMobile?MOBILENO=${mobile}`,
      ...(cookie ? { headers: { cookie } } : {}),
    });

  it('stores consents publicly and lists them newest first to the user themself and managers', async () => {
    const record = { usermobile: DEMO_MOBILES.customer, usertypeid: 1, usertype: 'Customer', consent: true };
    expect((await consent({ ...record, pagesource: 'Customer Registration' })).statusCode).toBe(201);
    expect((await consent({ ...record, usertypeid: 2, pagesource: 'AddNewServiceRequest' })).statusCode).toBe(
      201,
    );
    const mine = await list(DEMO_MOBILES.customer, demoCustomerCookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((c: { pagesource: string }) => c.pagesource)).toEqual([
      'AddNewServiceRequest',
      'Customer Registration',
    ]);
    expect(mine.json()[0]).toMatchObject({ usertype: 'Customer', usertypeid: 1, consent: true });
    expect(Date.parse(mine.json()[0].createdon)).not.toBeNaN();
    expect((await list(DEMO_MOBILES.customer, managerCookie)).json()).toHaveLength(2);
    expect((await list(DEMO_MOBILES.customer)).statusCode).toBe(401);
    const other = await list(DEMO_MOBILES.customer, await t.login(DEMO_MOBILES.firstCenter, 'ServiceCenter'));
    expect(other.statusCode).toBe(403);
  });

  it("counts a record as the person's own only signed in with the number or with the number proven here", async () => {
    const mobile = '9812300451';
    const record = {
      usermobile: mobile,
      usertypeid: 1,
      usertype: 'Customer',
      consent: false,
      pagesource: 'Customer Registration',
    };
    const send = (cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/LoginUserConsent/AddNewLoginUserConsent',
        payload: record,
        ...(cookie ? { headers: { cookie } } : {}),
      });
    const byOwner = async () =>
      (
        await t.app.ctx.db
          .selectFrom('consents')
          .select('by_owner')
          .where('mobile', '=', mobile)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).by_owner;
    // Signed out, and signed in with another number: evidence only.
    expect((await send()).statusCode).toBe(201);
    expect(await byOwner()).toBe(0);
    expect((await send(demoCustomerCookie)).statusCode).toBe(201);
    expect(await byOwner()).toBe(0);
    // The number proven in this browser (a registration's code step): the person's own.
    expect((await send(await verifyMobile(t, mobile))).statusCode).toBe(201);
    expect(await byOwner()).toBe(1);
    // Signed in with the number.
    const own = { ...record, usermobile: DEMO_MOBILES.customer };
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/LoginUserConsent/AddNewLoginUserConsent',
      payload: own,
      headers: { cookie: demoCustomerCookie },
    });
    expect(signedIn.statusCode).toBe(201);
    const newest = await t.app.ctx.db
      .selectFrom('consents')
      .select('by_owner')
      .where('mobile', '=', DEMO_MOBILES.customer)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(newest.by_owner).toBe(1);
  });

  it('refuses an unknown page source', async () => {
    const response = await consent({
      usermobile: DEMO_MOBILES.customer,
      usertypeid: 1,
      usertype: 'Customer',
      pagesource: 'Elsewhere',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.pagesource).toBe('Unknown consent page source');
  });
});

describe('consent flood', () => {
  it('accepts at most N consent records per mobile per hour, then 429; other mobiles unaffected', async () => {
    const limited = await createTestApp({
      createLimits: {
        customerRequestsPerHour: 1000,
        customerRequestsPerDay: 1000,
        centerOffersPerDay: 1000,
        consentsPerHour: 2,
      },
    });
    try {
      const record = (usermobile: string) => ({
        usermobile,
        usertypeid: 1,
        usertype: 'Customer',
        consent: true,
        pagesource: 'Customer Registration',
      });
      const post = (usermobile: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/LoginUserConsent/AddNewLoginUserConsent',
          payload: record(usermobile),
        });
      expect((await post('9555500001')).statusCode).toBe(201);
      expect((await post('9555500001')).statusCode).toBe(201);
      const over = await post('9555500001');
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toBe(CREATE_LIMIT_MESSAGES.consentsPerHour(2));
      expect((await post('9555500002')).statusCode).toBe(201);
      // a stranger's flood leaves the owner free to withdraw: the owner's records count apart
      const withdraw = (cookie: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/LoginUserConsent/AddNewLoginUserConsent',
          payload: { ...record('9555500001'), consent: false },
          headers: { cookie },
        });
      const proven = await verifyMobile(limited, '9555500001');
      expect((await withdraw(proven)).statusCode).toBe(201);
      expect((await withdraw(proven)).statusCode).toBe(201);
      expect((await withdraw(proven)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
