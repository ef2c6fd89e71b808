import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_MESSAGES, indiaIsoNoZone } from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_MOBILES } from '../../db/seed/demo-seed.js';
import { centerIdOf } from '../../test-support/suite-fixtures.js';
import { OFFER_SAVE_LOCK } from './offers.service.js';

const LIST = '/api/ServiceCenterOffer/GetServiceCenterOffersBySVCNTID';
const SAVE = '/api/ServiceCenterOffer/AddNewServiceCenterOffer';
const CENTER_A = '9000000003'; // primary offer MONSOON20
const CENTER_B = '9000000004'; // offer FIRSTVISIT
const CENTER_C = '9000000005'; // no offers

let t: TestApp;
let asA: string;
let asB: string;
let asC: string;
let asManager: string;
let asCustomer: string;
let idA: number;
let idB: number;
let idC: number;

const day = 86_400_000;
/** Local 'YYYY-MM-DDTHH:mm:ss' some days from now. */
const at = (days: number): string => indiaIsoNoZone(new Date(Date.now() + days * day));

const payload = (overrides: Record<string, unknown> = {}) => ({
  offersvcntid: 0,
  servicecenterid: idA,
  servicecentername: 'Sri Lakshmi Auto Works',
  discountofferedpercentage: '10',
  offer: '',
  discountofferedamount: '500',
  offercode: 'TEST10',
  startdate: at(0),
  enddate: at(30),
  validtill: null,
  isactive: true,
  isprimaryoffer: false,
  offerremarks: 'Brake check',
  token: 'fixed-token',
  recordby: 1,
  recorddate: at(0),
  ...overrides,
});

const save = (cookie: string | undefined, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: SAVE, payload: body, ...(cookie ? { headers: { cookie } } : {}) });

const list = (id: number | string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${LIST}?SERVICECENTERID=${id}&TOKEN=x`,
    ...(cookie ? { headers: { cookie } } : {}),
  });

const offerRow = (id: number) =>
  t.app.ctx.db.selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The id of the offer with a code (seeded codes are unique). */
const offerIdByCode = async (code: string) =>
  (
    await t.app.ctx.db
      .selectFrom('offers')
      .select('id')
      .where('offer_code', '=', code)
      .executeTakeFirstOrThrow()
  ).id;

const primaries = async (center: number) =>
  (
    await t.app.ctx.db
      .selectFrom('offers')
      .select('offer_code')
      .where('service_center_id', '=', center)
      .where('is_primary', '=', 1)
      .execute()
  ).map((r) => r.offer_code);

const offerCount = async () =>
  Number(
    (
      await t.app.ctx.db
        .selectFrom('offers')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Creates an offer as the given session and returns its id. */
/**
 * Keeps the center busy until `release(waiters)` is called: PostgreSQL holds the center's save lock (released
 * once that many saves wait for it); SQLite holds the one connection (every statement queues behind it).
 */
async function holdCenter(center: number): Promise<(waiters: number) => Promise<void>> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const done = t.app.ctx.db.transaction().execute(async (trx) => {
    if (t.engine === 'postgres') {
      await sql`select pg_advisory_xact_lock(${OFFER_SAVE_LOCK}, ${center}::int)`.execute(trx);
    } else {
      await trx.selectFrom('service_centers').select('id').where('id', '=', center).execute();
    }
    held();
    await gate;
  });
  await holding;
  return async (waiters) => {
    const deadline = Date.now() + 5000;
    if (t.engine === 'postgres') {
      // Count the saves waiting for the center's save lock.
      for (;;) {
        const { rows } = await t.app.ctx.database.pgPool!.query<{ n: string }>(
          `select count(*) as n from pg_locks where not granted and locktype = 'advisory'
             and classid = $1 and objid = $2`,
          [OFFER_SAVE_LOCK, center],
        );
        if (Number(rows[0]!.n) >= waiters || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } else {
      // The saves cannot be observed while the connection is held: give them time to queue behind it.
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    open();
    await done;
  };
}

const create = async (cookie: string, overrides: Record<string, unknown>): Promise<number> => {
  const response = await save(cookie, payload(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { offersvcntid: number }).offersvcntid;
};

/** A new offer may not start in the past: made as of today, then edited back to the given dates. */
const createBackdated = async (cookie: string, dated: Record<string, unknown>): Promise<number> => {
  const id = await create(cookie, { offercode: dated.offercode });
  const response = await save(cookie, payload({ ...dated, offersvcntid: id }));
  expect(response.statusCode, response.body).toBe(200);
  return id;
};

beforeAll(async () => {
  t = await createTestApp();
  [asA, asB, asC, asManager, asCustomer] = await Promise.all([
    t.login(CENTER_A, 'ServiceCenter'),
    t.login(CENTER_B, 'ServiceCenter'),
    t.login(CENTER_C, 'ServiceCenter'),
    t.login(DEMO_MOBILES.manager, 'Manager'),
    t.login(DEMO_MOBILES.customer, 'Customer'),
  ]);
  [idA, idB, idC] = await Promise.all([
    centerIdOf(t, CENTER_A),
    centerIdOf(t, CENTER_B),
    centerIdOf(t, CENTER_C),
  ]);
});
afterAll(async () => t.close());

describe('GET GetServiceCenterOffersBySVCNTID', () => {
  it.each([
    ['missing', ''],
    ['empty', '?SERVICECENTERID=&TOKEN=x'],
    ['non-numeric', '?SERVICECENTERID=abc'],
    ['zero', '?SERVICECENTERID=0'],
    ['out of range', '?SERVICECENTERID=99999999999'],
    ['repeated', '?SERVICECENTERID=1&SERVICECENTERID=2'],
  ])('%s SERVICECENTERID → the exact 400 body', async (_name, query) => {
    const response = await t.app.inject({ method: 'GET', url: `${LIST}${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'serviceCenterId is required', status: 400 });
  });

  it('answers the contract shape for a guest', async () => {
    const response = await list(idA);
    expect(response.statusCode).toBe(200);
    const offers = response.json() as Array<Record<string, unknown>>;
    expect(offers.find((o) => o.offercode === 'MONSOON20')).toEqual({
      offersvcntid: expect.any(Number),
      servicecenterid: idA,
      servicecentername: 'Sri Lakshmi Auto Works',
      discountofferedpercentage: '20',
      offer: '',
      discountofferedamount: '500',
      offercode: 'MONSOON20',
      startdate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00:00$/),
      enddate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00:00$/),
      validtill: null,
      isactive: true,
      isprimaryoffer: true,
      offerremarks: 'Demo offer',
    });
  });

  it('an unknown center has no offers', async () => {
    const response = await list(2_000_000_000);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('visibility: customers and guests see only active, running offers', () => {
  beforeAll(async () => {
    await create(asC, { offercode: 'NOW1' });
    await createBackdated(asC, {
      offercode: 'ALSO-NOW',
      startdate: at(-10),
      enddate: at(5),
      validtill: at(6),
    });
    await createBackdated(asC, { offercode: 'EXPIRED', startdate: at(-30), enddate: at(-2) });
    await createBackdated(asC, {
      offercode: 'STALE',
      startdate: at(-30),
      enddate: at(-3),
      validtill: at(-1),
    });
    await create(asC, { offercode: 'FUTURE', startdate: at(2), enddate: at(30) });
    await create(asC, { offercode: 'OFF', isactive: false });
  });

  it.each([
    ['a guest', undefined],
    ['a customer', 'customer'],
    ['another center', 'otherCenter'],
  ])('%s sees only the active in-date offers, sorted by code', async (_who, kind) => {
    const cookie = kind === 'customer' ? asCustomer : kind === 'otherCenter' ? asA : undefined;
    const response = await list(idC, cookie);
    expect(response.statusCode).toBe(200);
    expect((response.json() as Array<{ offercode: string }>).map((o) => o.offercode)).toEqual([
      'ALSO-NOW',
      'NOW1',
    ]);
  });

  it.each([
    ['the center itself', 'self'],
    ['a manager', 'manager'],
  ])('%s sees every offer, active or not, any dates', async (_who, kind) => {
    const response = await list(idC, kind === 'self' ? asC : asManager);
    expect(response.statusCode).toBe(200);
    const offers = response.json() as Array<{ offercode: string; isactive: boolean }>;
    expect(offers.map((o) => o.offercode)).toEqual(['ALSO-NOW', 'EXPIRED', 'FUTURE', 'NOW1', 'OFF', 'STALE']);
    expect(offers.find((o) => o.offercode === 'OFF')?.isactive).toBe(false);
  });

  it('offers of a center that is not approved are hidden from the public, not from a manager', async () => {
    const inactive = await t.app.ctx.db
      .selectFrom('service_centers')
      .select('id')
      .where('is_active', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await t.app.ctx.db
      .insertInto('offers')
      .values({
        service_center_id: inactive.id,
        discount_percentage: '10',
        custom_offer: '',
        discount_amount: '100',
        offer_code: 'HIDDEN',
        start_date: at(-1),
        end_date: at(10),
        valid_till: null,
        is_active: 1,
        is_primary: 0,
        remarks: '',
        record_by: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect((await list(inactive.id)).json()).toEqual([]);
    expect((await list(inactive.id, asCustomer)).json()).toEqual([]);
    const managerView = (await list(inactive.id, asManager)).json() as Array<{ offercode: string }>;
    expect(managerView.map((o) => o.offercode)).toEqual(['HIDDEN']);
  });
});

describe('POST AddNewServiceCenterOffer: rules', () => {
  const long = (n: number) => 'x'.repeat(n);
  it.each([
    ['discountofferedamount', { discountofferedamount: '' }, 'Discount amount is required'],
    ['discountofferedamount', { discountofferedamount: '12a' }, 'Discount amount must be numeric'],
    ['discountofferedamount', { discountofferedamount: '0' }, 'Discount amount must be at least 1'],
    ['discountofferedamount', { discountofferedamount: '10000' }, 'Discount amount must be at most 4 digits'],
    ['offercode', { offercode: '' }, 'Offer code is required'],
    ['offercode', { offercode: long(51) }, 'Offer code must be at most 50 characters'],
    [
      'offer',
      { discountofferedpercentage: '500', offer: long(201) },
      'Custom offer must be at most 200 characters',
    ],
    ['offer', { discountofferedpercentage: 'Free wash', offer: '' }, 'Custom offer details are required'],
    [
      'offer',
      { discountofferedpercentage: 'Custom Offer', offer: '   ' },
      'Custom offer details are required',
    ],
    ['enddate', { startdate: at(5), enddate: at(5) }, 'End date must be after start date'],
    ['enddate', { startdate: at(5), enddate: at(1) }, 'End date must be after start date'],
    ['validtill', { enddate: at(10), validtill: at(9) }, 'Validity date must be after end date'],
    ['offerremarks', { offerremarks: long(501) }, 'Offer remarks must be at most 500 characters'],
    ['startdate', { startdate: '2030-01-01' }, 'Start date is required'],
    ['startdate', { startdate: at(-1) }, 'Start date cannot be in the past'],
    ['enddate', { enddate: '2030-01-31T10:00:00.000Z' }, 'End date is required'],
    ['validtill', { validtill: '2031-02-30T10:00:00' }, 'Please enter a valid date'],
  ])('%s %j → 400 %s, nothing saved', async (field, overrides, message) => {
    const before = await offerCount();
    const response = await save(asA, payload({ offercode: 'RULES', ...overrides }));
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; status: number; errors: Record<string, string> };
    expect(body.status).toBe(400);
    expect(body.errors[field]).toBe(message);
    expect(body.message).toContain(message);
    expect(await offerCount()).toBe(before);
  });

  it('accepts a 4-digit amount given as a number and a custom offer with its details', async () => {
    const response = await save(
      asA,
      payload({
        offercode: 'CUSTOM1',
        discountofferedpercentage: '9999',
        offer: 'Free wash',
        discountofferedamount: 9999,
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ offer: 'Free wash', discountofferedamount: '9999' });
  });

  it('refuses an offer code the center already has, whatever its case (409)', async () => {
    const before = await offerCount();
    const response = await save(asA, payload({ offercode: 'monsoon20' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: OFFER_MESSAGES.offerCodeTaken('monsoon20'), status: 409 });
    expect(await offerCount()).toBe(before);
  });

  it('allows the same code at another center', async () => {
    await create(asA, { offercode: 'firstvisit' });
  });

  it('refuses customers and guests', async () => {
    expect((await save(asCustomer, payload({ offercode: 'CUST' }))).statusCode).toBe(403);
    expect((await save(undefined, payload({ offercode: 'GUEST' }))).statusCode).toBe(401);
  });
});

describe('POST AddNewServiceCenterOffer: create, edit, deactivate', () => {
  it('a center creates for itself: the payload center is ignored, token/recordby/recorddate too', async () => {
    const response = await save(
      asA,
      payload({ offercode: 'OWN1', servicecenterid: idB, servicecentername: 'Someone Else', recordby: 777 }),
    );
    expect(response.statusCode).toBe(201);
    const offer = response.json() as Record<string, unknown>;
    expect(offer).toMatchObject({
      servicecenterid: idA,
      servicecentername: 'Sri Lakshmi Auto Works',
      offercode: 'OWN1',
      discountofferedpercentage: '10',
      discountofferedamount: '500',
      isactive: true,
      isprimaryoffer: false,
      offerremarks: 'Brake check',
      validtill: null,
    });
    const row = await offerRow(offer.offersvcntid as number);
    expect(row.service_center_id).toBe(idA);
    expect(row.record_by).not.toBe(777);
  });

  it('edits and deactivates through the same call', async () => {
    const id = await create(asA, { offercode: 'EDIT1' });
    const edited = await save(
      asA,
      payload({ offersvcntid: id, offercode: 'EDIT1-B', offerremarks: 'Changed', validtill: at(40) }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ offersvcntid: id, offercode: 'EDIT1-B', offerremarks: 'Changed' });
    // keeping its own code on a later save is not a duplicate
    const deactivated = await save(asA, payload({ offersvcntid: id, offercode: 'EDIT1-B', isactive: false }));
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toMatchObject({ offersvcntid: id, isactive: false });
    expect((await offerRow(id)).is_active).toBe(0);
  });

  it('an unknown offer id → 404', async () => {
    const response = await save(asA, payload({ offersvcntid: 2_000_000_000, offercode: 'NOPE' }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: OFFER_MESSAGES.offerNotFound, status: 404 });
  });

  it("a center editing another center's offer → 403 and the offer unchanged", async () => {
    const theirs = await t.app.ctx.db
      .selectFrom('offers')
      .selectAll()
      .where('service_center_id', '=', idB)
      .where('offer_code', '=', 'FIRSTVISIT')
      .executeTakeFirstOrThrow();
    const response = await save(
      asA,
      payload({ offersvcntid: theirs.id, servicecenterid: idB, offercode: 'HIJACK', isactive: false }),
    );
    expect(response.statusCode).toBe(403);
    expect(await offerRow(theirs.id)).toEqual(theirs);
  });

  it('the manager creates and edits for any center', async () => {
    const created = await save(asManager, payload({ servicecenterid: idB, offercode: 'MGR1' }));
    expect(created.statusCode).toBe(201);
    const offer = created.json() as { offersvcntid: number };
    expect(offer).toMatchObject({ servicecenterid: idB, servicecentername: 'Indiranagar Car Care Centre' });
    const edited = await save(
      asManager,
      payload({
        offersvcntid: offer.offersvcntid,
        servicecenterid: idB,
        offercode: 'MGR1',
        discountofferedamount: '750',
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ offersvcntid: offer.offersvcntid, discountofferedamount: '750' });
    // and a center's own seeded offer
    const firstVisit = await offerIdByCode('FIRSTVISIT');
    const deactivated = await save(
      asManager,
      payload({
        offersvcntid: firstVisit,
        servicecenterid: idB,
        offercode: 'FIRSTVISIT',
        discountofferedpercentage: 'Free pickup and drop',
        offer: 'Free pickup and drop on first service',
        isactive: false,
      }),
    );
    expect(deactivated.statusCode).toBe(200);
    expect((await offerRow(firstVisit)).is_active).toBe(0);
  });

  it('the manager must name an existing center, and cannot move an offer to another center', async () => {
    const missing = await save(asManager, payload({ servicecenterid: 0, offercode: 'MGR2' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: { servicecenterid: 'serviceCenterId is required' } });
    const unknown = await save(asManager, payload({ servicecenterid: 2_000_000_000, offercode: 'MGR2' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: OFFER_MESSAGES.serviceCenterNotFound });
    const huge = await save(asManager, payload({ servicecenterid: 99_999_999_999, offercode: 'MGR2' }));
    expect(huge.statusCode).toBe(400);
    const mine = await create(asA, { offercode: 'STAYS' });
    const moved = await save(
      asManager,
      payload({ offersvcntid: mine, servicecenterid: idB, offercode: 'STAYS' }),
    );
    expect(moved.statusCode).toBe(400);
    expect((await offerRow(mine)).service_center_id).toBe(idA);
  });
});

describe('primary offer', () => {
  it('setting another offer primary replaces the current one', async () => {
    expect(await primaries(idA)).toEqual(['MONSOON20']);
    const id = await create(asA, { offercode: 'PRIME2', isprimaryoffer: true });
    expect(await primaries(idA)).toEqual(['PRIME2']);
    const listed = (await list(idA, asA)).json() as Array<{ offercode: string; isprimaryoffer: boolean }>;
    expect(listed.filter((o) => o.isprimaryoffer).map((o) => o.offercode)).toEqual(['PRIME2']);
    // saving it again as primary keeps it primary
    const again = await save(asA, payload({ offersvcntid: id, offercode: 'PRIME2', isprimaryoffer: true }));
    expect(again.json()).toMatchObject({ isprimaryoffer: true });
    expect(await primaries(idA)).toEqual(['PRIME2']);
    // other centers keep theirs
    expect(await primaries(await centerIdOf(t, '9000000007'))).toEqual(['MUMBAI30']);
  });

  it('an inactive offer is never primary; deactivating the primary clears it', async () => {
    await create(asA, { offercode: 'OFFPRIME', isactive: false, isprimaryoffer: true });
    expect(await primaries(idA)).toEqual(['PRIME2']);
    const prime = await offerIdByCode('PRIME2');
    const response = await save(
      asA,
      payload({ offersvcntid: prime, offercode: 'PRIME2', isactive: false, isprimaryoffer: true }),
    );
    expect(response.json()).toMatchObject({ isactive: false, isprimaryoffer: false });
    expect(await primaries(idA)).toEqual([]);
  });

  it('turning Default Show off clears the flag', async () => {
    const id = await create(asA, { offercode: 'TOGGLE', isprimaryoffer: true });
    expect(await primaries(idA)).toEqual(['TOGGLE']);
    await save(asA, payload({ offersvcntid: id, offercode: 'TOGGLE', isprimaryoffer: false }));
    expect(await primaries(idA)).toEqual([]);
  });

  it('two concurrent edits both asking to be primary leave exactly one primary, no 500', async () => {
    const one = await create(asA, { offercode: 'RACE1' });
    const two = await create(asA, { offercode: 'RACE2' });
    for (let round = 0; round < 3; round++) {
      const responses = await Promise.all([
        save(asA, payload({ offersvcntid: one, offercode: 'RACE1', isprimaryoffer: true })),
        save(
          asManager,
          payload({ offersvcntid: two, servicecenterid: idA, offercode: 'RACE2', isprimaryoffer: true }),
        ),
      ]);
      for (const response of responses) expect([200, 409]).toContain(response.statusCode);
      const now = await primaries(idA);
      expect(now).toHaveLength(1);
      expect(['RACE1', 'RACE2']).toContain(now[0]);
    }
  });

  it('concurrent creates of primary offers leave exactly one primary, no 500', async () => {
    const responses = await Promise.all(
      ['BURST1', 'BURST2', 'BURST3', 'BURST4'].map((code) =>
        save(asB, payload({ servicecenterid: idB, offercode: code, isprimaryoffer: true })),
      ),
    );
    for (const response of responses) expect([201, 409]).toContain(response.statusCode);
    expect(responses.filter((r) => r.statusCode === 201).length).toBeGreaterThan(0);
    expect(await primaries(idB)).toHaveLength(1);
  });

  it('parallel "set primary" saves: exactly one caller is told it became primary, the others that they were superseded', async () => {
    const ids = [];
    for (const code of ['TRUTH1', 'TRUTH2', 'TRUTH3', 'TRUTH4', 'TRUTH5']) {
      ids.push(await create(asC, { servicecenterid: idC, offercode: code }));
    }
    for (let round = 0; round < 3; round++) {
      // The saves arrive while the center is busy (as under load), so they really overlap: run one after
      // another on the freed center, every answer is read after all of them.
      const release = await holdCenter(idC);
      const pending = Promise.all(
        ids.map((id, i) =>
          save(
            i % 2 ? asManager : asC,
            payload({
              offersvcntid: id,
              servicecenterid: idC,
              offercode: `TRUTH${i + 1}`,
              isprimaryoffer: true,
            }),
          ),
        ),
      );
      await release(ids.length);
      const responses = await pending;
      expect(responses.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
      const answers = responses.map((r) =>
        r.json<{ offercode: string; isprimaryoffer: boolean; message?: string }>(),
      );
      const toldPrimary = answers.filter((a) => a.isprimaryoffer);
      const finalPrimary = await primaries(idC);
      expect(finalPrimary).toHaveLength(1);
      for (const superseded of answers.filter((a) => !a.isprimaryoffer)) {
        expect(superseded.message).toBe(OFFER_MESSAGES.primarySuperseded);
        expect(finalPrimary).not.toContain(superseded.offercode);
      }
      // The offer that ended up primary was told so, without a superseded message.
      expect(toldPrimary.map((a) => a.offercode)).toContain(finalPrimary[0]);
      expect(toldPrimary.every((a) => a.message === undefined)).toBe(true);
      if (t.engine === 'postgres') {
        // Saves queue on the center's advisory lock, so every answer is read after all of them: one winner.
        expect(toldPrimary).toHaveLength(1);
      }
      // SQLite: the access check reads the session before the body is parsed, so the released saves do not
      // wait in step; each answer is true when given (a save answered before the next one ran was primary).
    }
  });

  it('a "set primary" save that nothing overtook is told it is primary', async () => {
    const id = await create(asC, { servicecenterid: idC, offercode: 'ALONE' });
    const response = await save(
      asC,
      payload({ offersvcntid: id, servicecenterid: idC, offercode: 'ALONE', isprimaryoffer: true }),
    );
    expect(response.json()).toMatchObject({ isprimaryoffer: true });
    expect(response.json()).not.toHaveProperty('message');
  });

  it('concurrent creates with one code save it once (409 for the rest)', async () => {
    const responses = await Promise.all(
      ['dup', 'DUP', 'Dup'].map((code) => save(asB, payload({ servicecenterid: idB, offercode: code }))),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });
});
