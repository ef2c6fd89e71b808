import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { istDate, PRIVACY_MESSAGES, TOTAL_COUNT_HEADER } from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import {
  CUSTOMER_B_PASSCODE,
  createRouteFixtures,
  type Actor,
  type RouteFixtures,
} from '../../test-support/route-fixtures.js';
import { verifyMobile } from '../../test-support/verified-mobile.js';
import { listTables } from '../../test-support/db-snapshot.js';
import { customerIdByMobile } from '../service-requests/service-requests.fixtures.js';

let t: TestApp;
let f: RouteFixtures;
let cookies: Map<Actor, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ f, cookies } = await createRouteFixtures(t));
}, 60_000);
afterAll(async () => t?.close());

const as = (actor: Actor) => ({ cookie: cookies.get(actor) ?? '' });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  method: 'POST' | 'PUT' = 'POST',
) => t.app.inject({ method, url, payload: payload as object, headers });

/** Files a request as a signed-in customer; answers its booking reference. */
async function fileRequest(
  cookie: string,
  mobile: string,
  custid: number,
  extra: Record<string, unknown> = {},
) {
  const response = await post(
    '/api/ServiceRequest/AddNewServiceRequest',
    { ...f.requestPayloadOfA, mobileno: mobile, custid, ...extra },
    { cookie },
  );
  expect(response.statusCode, response.body).toBeLessThan(300);
  const row = await t.app.ctx.db
    .selectFrom('service_requests')
    .select(['id', 'booking_ref', 'location'])
    .where('mobile', '=', mobile)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row;
}

/** Registers a customer through the API (a proven number), signs in, answers the cookie and its personal data. */
async function registerCustomer(
  mobile: string,
  personal: { name: string; email: string; address: string; reg: string },
) {
  const base = f.newCustomerRegistration as Record<string, unknown>;
  const registered = await post(
    '/api/Customer/AddNewCustomer',
    {
      ...base,
      mobilenO1: mobile,
      customername: personal.name,
      emailid: personal.email,
      addresS1: personal.address,
      vehregistrationno: personal.reg,
      loginpasscode: '5678',
    },
    { cookie: await verifyMobile(t, mobile) },
  );
  expect(registered.statusCode, registered.body).toBeLessThan(300);
  const cookie = await t.login(mobile, 'Customer', '5678');
  return { cookie, id: await customerIdByMobile(t.app.ctx.db, mobile) };
}

/** Every text of every row of every table (reference tables over 5,000 rows hold nobody's data). */
async function everyStoredText(): Promise<string> {
  const parts: string[] = [];
  for (const table of await listTables(t.app.ctx.db)) {
    const n = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
      t.app.ctx.db,
    );
    if (Number(n.rows[0]?.n ?? 0) > 5000) continue;
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.app.ctx.db);
    for (const row of rows.rows)
      parts.push(
        `${table}:${JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}`,
      );
  }
  return parts.join('\n');
}

describe('export of my data', () => {
  it("holds the account's own data and no one else's, as JSON and as a printable page", async () => {
    const a = await fileRequest(as('customerA').cookie, f.customerA.mobile, f.customerA.id, {
      issuedescription: 'Problem: Clutch slipping on the flyover (A)',
    });
    const b = await fileRequest(as('customerB').cookie, f.customerB.mobile, f.customerB.id, {
      issuedescription: 'Problem: Horn stuck on (B)',
      vehregno: 'KA05MN4321',
    });
    const json = await get('/api/Privacy/GetMyData', as('customerB'));
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toMatch(/attachment; filename="fixo-my-data-.*\.json"/);
    const text = json.body;
    const data = json.json();
    // Named after the day in India it was made, not the UTC day.
    expect(json.headers['content-disposition']).toBe(
      `attachment; filename="fixo-my-data-${istDate(new Date(data.generatedon))}.json"`,
    );
    expect(data.account.mobile).toBe(f.customerB.mobile);
    const section = (title: string) => data.sections.find((s: { title: string }) => s.title === title).rows;
    expect(section('Profile')[0]).toMatchObject({ name: 'Bhavna Kulkarni', email: 'bhavna@example.in' });
    expect(section('Vehicles')[0].registration_no).toBe('KA05MN4321');
    expect(section('Service requests').map((r: { booking_ref: string }) => r.booking_ref)).toEqual([
      b.booking_ref,
    ]);
    expect(text).toContain('Horn stuck on (B)');
    // Nothing of customer A.
    expect(text).not.toContain(a.booking_ref);
    expect(text).not.toContain(f.customerA.mobile);
    expect(text).not.toContain('Clutch slipping');
    expect(text).not.toContain('KA01AB1234');

    const html = await get('/api/Privacy/GetMyData?FORMAT=html', as('customerB'));
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.body).toContain('<h1>Your data at Fixo</h1>');
    expect(html.body).toContain(b.booking_ref);
    expect(html.body).toContain(PRIVACY_MESSAGES.retentionNote);
    expect(html.body).not.toContain(a.booking_ref);
    expect(html.body).not.toContain('<script');

    // A center's export lists its received requests without the customers' personal fields.
    const center = await get('/api/Privacy/GetMyData', as('centerA'));
    expect(center.statusCode).toBe(200);
    expect(center.body).toContain(a.booking_ref);
    expect(center.body).not.toContain(f.customerA.mobile);
    expect(center.body).not.toContain(f.customerB.mobile);
    expect(center.body).not.toContain('Horn stuck on');

    expect((await get('/api/Privacy/GetMyData')).statusCode).toBe(401);
    expect((await get('/api/Privacy/GetMyData', as('manager'))).statusCode).toBe(403);
  });
});

describe('consents', () => {
  const consent = (
    source: string,
    location: string,
    { mobile = f.customerB.mobile, given = true, headers = {} as Record<string, string> } = {},
  ) =>
    post(
      '/api/LoginUserConsent/AddNewLoginUserConsent',
      {
        usermobile: mobile,
        usertypeid: 2,
        usertype: 'Customer',
        consent: given,
        pagesource: source,
        locationcoordinates: location,
      },
      headers,
    );

  it('a withdrawn request-location consent stops sharing the location with centers, until given again', async () => {
    expect((await consent('AddNewServiceRequest', '12.91,77.61')).statusCode).toBe(201);
    const before = await fileRequest(as('customerB').cookie, f.customerB.mobile, f.customerB.id);
    expect(before.location).toBe('12.9352,77.6245');

    const listed = await get('/api/Privacy/GetMyConsents', as('customerB'));
    const purpose = (body: { purposes: { pagesource: string; given: boolean }[] }, source: string) =>
      body.purposes.find((p) => p.pagesource === source)!;
    expect(purpose(listed.json(), 'AddNewServiceRequest').given).toBe(true);

    const withdrawn = await post(
      '/api/Privacy/WithdrawConsent',
      { pagesource: 'AddNewServiceRequest' },
      as('customerB'),
    );
    expect(withdrawn.statusCode).toBe(200);
    expect(purpose(withdrawn.json(), 'AddNewServiceRequest').given).toBe(false);
    expect(withdrawn.json().history[0]).toMatchObject({ pagesource: 'AddNewServiceRequest', consent: false });

    const db = t.app.ctx.db;
    // Held data: the requests' positions and the position stored with the consent are gone.
    const held = await db
      .selectFrom('service_requests')
      .select('location')
      .where('mobile', '=', f.customerB.mobile)
      .execute();
    expect(held.length).toBeGreaterThan(0);
    expect(held.every((r) => r.location === '0,0')).toBe(true);
    const consentRows = await db
      .selectFrom('consents')
      .select('location')
      .where('mobile', '=', f.customerB.mobile)
      .where('page_source', '=', 'AddNewServiceRequest')
      .execute();
    expect(consentRows.every((r) => r.location === null)).toBe(true);
    // New requests: the position sent is not stored (the center never sees it).
    const after = await fileRequest(as('customerB').cookie, f.customerB.mobile, f.customerB.id);
    expect(after.location).toBe('0,0');
    // A record anyone may write for the number (no session of it, no proof) does not give it back...
    expect((await consent('AddNewServiceRequest', '12.91,77.61')).statusCode).toBe(201);
    const stillWithdrawn = await get('/api/Privacy/GetMyConsents', as('customerB'));
    expect(purpose(stillWithdrawn.json(), 'AddNewServiceRequest').given).toBe(false);
    expect(stillWithdrawn.json().history[0]).toMatchObject({ consent: true });
    expect((await fileRequest(as('customerB').cookie, f.customerB.mobile, f.customerB.id)).location).toBe(
      '0,0',
    );
    // ...nor withdraws another's: a stranger's "no" for customer A's number, signed out or as B, stops nothing.
    const noForA = { mobile: f.customerA.mobile, given: false };
    expect((await consent('AddNewServiceRequest', '', noForA)).statusCode).toBe(201);
    expect(
      (await consent('AddNewServiceRequest', '', { ...noForA, headers: as('customerB') })).statusCode,
    ).toBe(201);
    const ofA = await get('/api/Privacy/GetMyConsents', as('customerA'));
    expect(purpose(ofA.json(), 'AddNewServiceRequest').given).toBe(true);
    // Customer A, who did not withdraw, still shares.
    expect((await fileRequest(as('customerA').cookie, f.customerA.mobile, f.customerA.id)).location).toBe(
      '12.9352,77.6245',
    );

    // Giving it again takes the same one step, and sharing resumes.
    const given = await post(
      '/api/Privacy/GiveConsent',
      { pagesource: 'AddNewServiceRequest' },
      as('customerB'),
    );
    expect(purpose(given.json(), 'AddNewServiceRequest').given).toBe(true);
    expect((await fileRequest(as('customerB').cookie, f.customerB.mobile, f.customerB.id)).location).toBe(
      '12.9352,77.6245',
    );
    // The request screen's own tick, sent signed in with the number, is the person's decision too.
    await post('/api/Privacy/WithdrawConsent', { pagesource: 'AddNewServiceRequest' }, as('customerB'));
    expect(
      (await consent('AddNewServiceRequest', '12.91,77.61', { headers: as('customerB') })).statusCode,
    ).toBe(201);
    expect((await fileRequest(as('customerB').cookie, f.customerB.mobile, f.customerB.id)).location).toBe(
      '12.9352,77.6245',
    );
    // Requests are closed for the erasure tests below.
    await db
      .updateTable('service_requests')
      .set({ status: 'Closed' })
      .where('mobile', 'in', [f.customerA.mobile, f.customerB.mobile])
      .execute();
  });

  it('a withdrawn registration-location consent clears the stored position and keeps it out of profile updates', async () => {
    const db = t.app.ctx.db;
    const location = async () =>
      (
        await db
          .selectFrom('customers')
          .select('location')
          .where('id', '=', f.customerB.id)
          .executeTakeFirstOrThrow()
      ).location;
    expect(await location()).toBe('12.93,77.58');
    const withdrawn = await post(
      '/api/Privacy/WithdrawConsent',
      { pagesource: 'Customer Registration' },
      as('customerB'),
    );
    expect(withdrawn.statusCode).toBe(200);
    expect(await location()).toBe('0,0');
    const update = await post(
      '/api/Customer/AddNewCustomer',
      {
        ...(f.newCustomerRegistration as object),
        custid: f.customerB.id,
        mobilenO1: f.customerB.mobile,
        vehregistrationno: 'KA05MN4321',
        locationcoordinates: '12.95,77.60',
        loginpasscode: CUSTOMER_B_PASSCODE,
      },
      as('customerB'),
    );
    expect(update.statusCode, update.body).toBeLessThan(300);
    expect(await location()).toBe('0,0');
  });

  it("a center's withdrawn location consent takes it off the nearby search until it gives the consent again", async () => {
    const db = t.app.ctx.db;
    const center = await db
      .selectFrom('service_centers')
      .select(['id', 'mobile', 'lat', 'lng'])
      .where('is_active', '=', 1)
      .where('id', 'not in', [f.centerA.id, f.centerB.id])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const cookie = await t.login(center.mobile, 'ServiceCenter');
    const enc = (value: string) => encodeURIComponent(t.app.ctx.cipher.encrypt(value));
    const nearbyIds = async () => {
      const response = await get(
        `/api/ServiceCenter/GetServiceCenterByLocalityOrPostalCodeOrLatLongForWeb?LOCATIONCOORDINATES=${enc(`${center.lat},${center.lng}`)}&LIMIT=5`,
      );
      expect(response.statusCode).toBe(200);
      return response.json().map((c: { servicecenterid: number }) => c.servicecenterid);
    };
    expect(await nearbyIds()).toContain(center.id);
    const withdrawn = await post(
      '/api/Privacy/WithdrawConsent',
      { pagesource: 'AddnewServiceCenter' },
      { cookie },
    );
    expect(withdrawn.json().purposes[0]).toMatchObject({ pagesource: 'AddnewServiceCenter', given: false });
    expect(await nearbyIds()).not.toContain(center.id);
    await post('/api/Privacy/GiveConsent', { pagesource: 'AddnewServiceCenter' }, { cookie });
    expect(await nearbyIds()).toContain(center.id);
    // Giving it never brings back a center a manager deactivated.
    const manager = as('manager');
    const deactivated = await post(
      '/api/Manager/DeactivateServiceCenter',
      { servicecenterid: center.id },
      manager,
      'PUT',
    );
    expect(deactivated.statusCode).toBe(200);
    await post('/api/Privacy/WithdrawConsent', { pagesource: 'AddnewServiceCenter' }, { cookie });
    await post('/api/Privacy/GiveConsent', { pagesource: 'AddnewServiceCenter' }, { cookie });
    expect(await nearbyIds()).not.toContain(center.id);
    await post('/api/Manager/ApproveServiceCenter', { servicecenterid: center.id }, manager, 'PUT');
  });

  it("refuses a purpose that is not the account's own, and unknown purposes", async () => {
    const wrong = await post(
      '/api/Privacy/WithdrawConsent',
      { pagesource: 'AddnewServiceCenter' },
      as('customerA'),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(PRIVACY_MESSAGES.consentNotYours);
    expect(
      (await post('/api/Privacy/WithdrawConsent', { pagesource: 'Elsewhere' }, as('customerA'))).statusCode,
    ).toBe(400);
    const center = await get('/api/Privacy/GetMyConsents', as('centerA'));
    expect(center.json().purposes.map((p: { pagesource: string }) => p.pagesource)).toEqual([
      'AddnewServiceCenter',
    ]);
  });
});

describe('erasure', () => {
  it('erases every personal field of a customer, ends the sessions and refuses sign-in; records a reference', async () => {
    const mobile = '9812340077';
    const personal = {
      name: 'Zoravar Dhillon',
      email: 'zoravar.d@example.in',
      address: '77, Ferozepur Road',
      reg: 'PB10QZ7777',
    };
    const { cookie, id } = await registerCustomer(mobile, personal);
    const second = await t.login(mobile, 'Customer', '5678');
    const request = await fileRequest(cookie, mobile, id, {
      vehregno: personal.reg,
      customeremail: personal.email,
      issuedescription: 'Problem: Zoravar stuck at the toll plaza',
    });
    await post(
      '/api/Grievance/AddGrievance',
      {
        name: personal.name,
        mobileno: mobile,
        email: personal.email,
        category: 'Other',
        message: 'Call Zoravar',
      },
      { cookie },
    );
    expect((await everyStoredText()).includes(personal.name)).toBe(true);

    // An open request blocks the erasure (the center is working on it); nothing changes.
    const blocked = await post(
      '/api/Privacy/EraseAccount',
      { confirmation: 'ERASE', passcode: '5678' },
      { cookie },
    );
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(PRIVACY_MESSAGES.eraseOpenRequests);
    await t.app.ctx.db
      .updateTable('service_requests')
      .set({ status: 'Closed' })
      .where('id', '=', request.id)
      .execute();

    const wrong = await post(
      '/api/Privacy/EraseAccount',
      { confirmation: 'ERASE', passcode: '0000' },
      { cookie },
    );
    expect(wrong.statusCode).toBe(403);
    const unconfirmed = await post(
      '/api/Privacy/EraseAccount',
      { confirmation: 'erase', passcode: '5678' },
      { cookie },
    );
    expect(unconfirmed.statusCode).toBe(400);
    expect((await get('/api/Auth/Me', { cookie })).statusCode).toBe(200);

    const erased = await post(
      '/api/Privacy/EraseAccount',
      { confirmation: 'ERASE', passcode: '5678' },
      { cookie },
    );
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().reference).toMatch(/^ER-[A-Z2-9]{8}$/);
    expect(erased.json().retained).toBe(PRIVACY_MESSAGES.retentionNote);
    expect(erased.cookies.find((c) => c.name === 'fixo_session')?.value).toBe('');

    // No personal field readable anywhere in the raw tables.
    const stored = await everyStoredText();
    for (const value of [
      personal.name,
      personal.email,
      personal.address,
      personal.reg,
      mobile,
      'Zoravar',
      'toll plaza',
    ]) {
      expect(stored.includes(value), `${value} is still stored`).toBe(false);
    }
    // Sessions ended (both), sign-in refused.
    const db = t.app.ctx.db;
    const account = await db
      .selectFrom('customers')
      .select('account_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(
      await db.selectFrom('sessions').select('id').where('account_id', '=', account.account_id).execute(),
    ).toEqual([]);
    expect((await get('/api/Auth/Me', { cookie })).statusCode).toBe(401);
    expect((await get('/api/Auth/Me', { cookie: second })).statusCode).toBe(401);
    const login = await post('/api/Auth/Login', {
      mobileno: mobile,
      passcode: '5678',
      usertype: 'Customer',
      logintype: 'PassCode',
    });
    expect(login.statusCode).toBe(401);
    // The request is recorded under its reference; the center's request row stays (anonymised).
    const recorded = await db
      .selectFrom('privacy_requests')
      .selectAll()
      .where('reference', '=', erased.json().reference)
      .executeTakeFirstOrThrow();
    expect(recorded).toMatchObject({ account_id: account.account_id, kind: 'Erasure', status: 'Completed' });
    const kept = await db
      .selectFrom('service_requests')
      .select(['booking_ref', 'status'])
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ booking_ref: request.booking_ref, status: 'Closed' });
    // The number is free again.
    expect((await verifyMobile(t, mobile)).length).toBeGreaterThan(0);
  });

  it('erases the people of a center, takes it off the marketplace and keeps its GST records', async () => {
    const db = t.app.ctx.db;
    const before = await db
      .selectFrom('service_centers')
      .selectAll()
      .where('id', '=', f.centerB.id)
      .executeTakeFirstOrThrow();
    const cookie = await t.login(f.centerB.mobile, 'ServiceCenter');
    await db
      .updateTable('service_requests')
      .set({ status: 'Closed' })
      .where('service_center_id', '=', f.centerB.id)
      .execute();
    const erased = await post(
      '/api/Privacy/EraseAccount',
      { confirmation: 'ERASE', passcode: '1234' },
      { cookie },
    );
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().retained).toBe(PRIVACY_MESSAGES.centerRetentionNote);
    const after = await db
      .selectFrom('service_centers')
      .selectAll()
      .where('id', '=', f.centerB.id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      contact_person1: 'Erased',
      contact_person2: null,
      mobile2: null,
      email: '',
      is_active: 0,
    });
    expect(after.name).toBe(before.name);
    const stored = await everyStoredText();
    expect(stored.includes(f.centerB.mobile)).toBe(false);
    expect(stored.includes(before.email)).toBe(false);
    expect((await get('/api/Auth/Me', { cookie })).statusCode).toBe(401);
    const login = await post('/api/Auth/Login', {
      mobileno: f.centerB.mobile,
      passcode: '1234',
      usertype: 'ServiceCenter',
      logintype: 'PassCode',
    });
    expect(login.statusCode).toBe(401);
  });

  it('stops guessing the passcode after a few tries: the right one too, and parallel guesses alike', async () => {
    const { cookie } = await registerCustomer('9812340078', {
      name: 'Guess Test',
      email: 'g@example.in',
      address: '1 Road',
      reg: 'KA05MN1111',
    });
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      codes.push(
        (await post('/api/Privacy/EraseAccount', { confirmation: 'ERASE', passcode: '0000' }, { cookie }))
          .statusCode,
      );
    }
    expect(codes.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    expect(codes.slice(5)).toEqual([429, 429]);
    // Once locked, the right passcode is refused as well: otherwise every guess still tells right from wrong.
    const right = await post(
      '/api/Privacy/EraseAccount',
      { confirmation: 'ERASE', passcode: '5678' },
      { cookie },
    );
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(PRIVACY_MESSAGES.eraseTooManyTries);
    expect((await get('/api/Privacy/GetMyData', { cookie })).statusCode).toBe(200);

    // Twenty guesses at once on another account: five are checked, the rest refused before any check.
    const other = await registerCustomer('9812340076', {
      name: 'Parallel Guess',
      email: 'pg@example.in',
      address: '2 Road',
      reg: 'KA05MN2222',
    });
    const guesses = Array.from({ length: 20 }, (_, i) => String(1000 + i));
    const answers = await Promise.all(
      guesses.map((passcode) =>
        post('/api/Privacy/EraseAccount', { confirmation: 'ERASE', passcode }, { cookie: other.cookie }),
      ),
    );
    const counts = answers.map((a) => a.statusCode);
    expect(counts.filter((c) => c === 403)).toHaveLength(5);
    expect(counts.filter((c) => c === 429)).toHaveLength(15);
  });
});

describe("the manager's register of erasure requests", () => {
  it('lists every erasure by reference, role and date, paged, without a personal field; manager only', async () => {
    const { cookie } = await registerCustomer('9812340079', {
      name: 'Ishaan Register',
      email: 'ishaan.r@example.in',
      address: '79, Mall Road',
      reg: 'HP01AB7979',
    });
    const erased = await post(
      '/api/Privacy/EraseAccount',
      { confirmation: 'ERASE', passcode: '5678' },
      { cookie },
    );
    expect(erased.statusCode, erased.body).toBe(200);
    const { reference, erasedon } = erased.json<{ reference: string; erasedon: string }>();

    // Authorization comes before validation: a wrong role with a broken query is told 403, not 400.
    for (const actor of ['customerA', 'centerA'] as const) {
      expect((await get('/api/Privacy/GetErasureRequests?PAGE=abc', as(actor))).statusCode).toBe(403);
    }
    expect((await get('/api/Privacy/GetErasureRequests')).statusCode).toBe(401);
    expect((await get('/api/Privacy/GetErasureRequests?PAGE=abc', as('manager'))).statusCode).toBe(400);

    const all = await get('/api/Privacy/GetErasureRequests?PAGE=1&PAGESIZE=100', as('manager'));
    expect(all.statusCode, all.body).toBe(200);
    const rows = all.json<Array<Record<string, unknown>>>();
    const total = Number(all.headers[TOTAL_COUNT_HEADER.toLowerCase()]);
    expect(total).toBe(rows.length);
    // Newest first: the erasure just made leads, with its own date and the role of the erased account.
    expect(rows[0]).toEqual({
      requestid: expect.any(Number),
      reference,
      usertype: 'Customer',
      status: 'Completed',
      requestedon: erasedon,
      completedon: erasedon,
    });
    expect(all.body).not.toContain('Ishaan');
    expect(all.body).not.toContain('9812340079');

    // Server-paged: one row per page, the count stays the total.
    const second = await get('/api/Privacy/GetErasureRequests?PAGE=2&PAGESIZE=1', as('manager'));
    expect(second.json()).toEqual([rows[1]]);
    expect(Number(second.headers[TOTAL_COUNT_HEADER.toLowerCase()])).toBe(total);
  });
});

describe('grievances', () => {
  const file = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    post('/api/Grievance/AddGrievance', { category: 'My data', email: '', ...payload }, headers);

  it('records, answers and shows a grievance to the person who filed it, and to nobody else', async () => {
    const anonymous = await file({
      name: 'Meera Iyer',
      mobileno: '9812340055',
      message: 'Please tell me what you hold.',
    });
    expect(anonymous.statusCode, anonymous.body).toBe(201);
    const { reference, grievanceid } = anonymous.json();
    expect(reference).toMatch(/^GR-[A-Z2-9]{8}$/);
    expect(anonymous.json().status).toBe('Open');

    const lookup = (ref: string, mobileno: string) =>
      post('/api/Grievance/GetGrievanceStatus', { reference: ref, mobileno });
    expect((await lookup(reference.toLowerCase(), '9812340055')).json()).toMatchObject({
      reference,
      status: 'Open',
      answer: '',
    });
    const wrongMobile = await lookup(reference, '9812340056');
    expect(wrongMobile.statusCode).toBe(404);
    expect(wrongMobile.json().message).toBe(PRIVACY_MESSAGES.grievanceNotFound);

    const mine = await file(
      { name: 'Demo Customer', mobileno: f.customerA.mobile, message: 'Why was my location kept?' },
      as('customerA'),
    );
    expect(mine.statusCode).toBe(201);
    const listA = await get('/api/Grievance/GetMyGrievances', as('customerA'));
    expect(listA.json().map((g: { reference: string }) => g.reference)).toEqual([mine.json().reference]);
    const listB = await get('/api/Grievance/GetMyGrievances', as('customerB'));
    expect(listB.json().map((g: { reference: string }) => g.reference)).not.toContain(mine.json().reference);
    expect(listB.json().map((g: { reference: string }) => g.reference)).not.toContain(reference);

    // Only a manager answers.
    const answer = { grievanceid, status: 'Answered', answer: 'We hold your name and mobile only.' };
    for (const actor of ['customerA', 'centerA'] as const) {
      expect((await post('/api/Grievance/AnswerGrievance', answer, as(actor), 'PUT')).statusCode).toBe(403);
    }
    expect((await post('/api/Grievance/AnswerGrievance', answer, {}, 'PUT')).statusCode).toBe(401);
    expect((await get('/api/Grievance/GetGrievances', as('customerA'))).statusCode).toBe(403);
    expect((await lookup(reference, '9812340055')).json().status).toBe('Open');

    const all = await get('/api/Grievance/GetGrievances?STATUS=Open', as('manager'));
    expect(all.statusCode).toBe(200);
    expect(all.json().map((g: { reference: string }) => g.reference)).toEqual(
      expect.arrayContaining([reference, mine.json().reference]),
    );
    const answered = await post('/api/Grievance/AnswerGrievance', answer, as('manager'), 'PUT');
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'Answered', answer: answer.answer });
    const seen = (await lookup(reference, '9812340055')).json();
    expect(seen).toMatchObject({ status: 'Answered', answer: answer.answer });
    expect(Date.parse(seen.answeredon)).not.toBeNaN();
    const open = await get('/api/Grievance/GetGrievances?STATUS=Open', as('manager'));
    expect(open.json().map((g: { reference: string }) => g.reference)).not.toContain(reference);

    const closed = await post(
      '/api/Grievance/AnswerGrievance',
      { ...answer, status: 'Closed' },
      as('manager'),
      'PUT',
    );
    expect(closed.json().status).toBe('Closed');
    const reopen = await post(
      '/api/Grievance/AnswerGrievance',
      { ...answer, status: 'Open' },
      as('manager'),
      'PUT',
    );
    expect(reopen.statusCode).toBe(400);
    const missing = await post(
      '/api/Grievance/AnswerGrievance',
      { ...answer, grievanceid: 999999 },
      as('manager'),
      'PUT',
    );
    expect(missing.statusCode).toBe(404);
  });

  it('refuses an incomplete grievance with field messages and stores nothing', async () => {
    const before = await t.app.ctx.db.selectFrom('grievances').select('id').execute();
    const bad = await file({ name: '', mobileno: '12345', message: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      name: PRIVACY_MESSAGES.nameRequired,
      message: PRIVACY_MESSAGES.messageRequired,
    });
    expect(await t.app.ctx.db.selectFrom('grievances').select('id').execute()).toHaveLength(before.length);
  });
});
