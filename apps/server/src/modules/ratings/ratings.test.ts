import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATING_MESSAGES as M, type ServiceRequestPayloadInput } from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { changedTables, snapshotTables } from '../../test-support/db-snapshot.js';
import { DEMO_MOBILES } from '../../db/seed/demo-seed.js';
import { starsFor } from '../../db/seed/demo-ratings.js';
import { centerIdByMobile, validRequestPayload } from '../service-requests/service-requests.fixtures.js';
import { CUSTOMER_B_MOBILE, createRouteFixtures } from '../../test-support/route-fixtures.js';
import { verifyMobile } from '../../test-support/verified-mobile.js';

let t: TestApp;
let centerId: number;
let base: ServiceRequestPayloadInput;
let customer: string;
let otherCustomer: string;
let center: string;
let otherCenter: string;
let manager: string;
const OTHER_CENTER_MOBILE = String(Number(DEMO_MOBILES.firstCenter) + 1);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.ctx.db;
  centerId = await centerIdByMobile(db, DEMO_MOBILES.firstCenter);
  base = { ...(await validRequestPayload(db, centerId)), mobileno: DEMO_MOBILES.customer };
  // Customer B (a second, verified customer) and the sessions of every role.
  const world = await createRouteFixtures(t);
  customer = world.cookies.get('customerA')!;
  otherCustomer = world.cookies.get('customerB')!;
  center = world.cookies.get('centerA')!;
  otherCenter = await t.login(OTHER_CENTER_MOBILE, 'ServiceCenter');
  manager = world.cookies.get('manager')!;
}, 60_000);
afterAll(async () => t.close());

let guestSeq = 0;
/** A request raised (by the demo customer, or as a guest) and, unless `keepOpen`, accepted and closed by the center. */
async function request(
  options: { guest?: boolean; keepOpen?: 'Open' | 'Accepted'; at?: number } = {},
): Promise<{ id: number; token: string; mobile: string }> {
  guestSeq += 1;
  const mobile = options.guest ? String(9845100000 + guestSeq) : base.mobileno;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ServiceRequest/AddNewServiceRequest',
    payload: { ...base, mobileno: mobile },
    ...(options.guest ? {} : { headers: { cookie: customer } }),
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  const body = response.json<{ srSERVICEREQUESTID: number; srTRACKINGTOKEN: string }>();
  const id = body.srSERVICEREQUESTID;
  const steps = options.keepOpen === 'Open' ? [] : options.keepOpen ? ['Accepted'] : ['Accepted', 'Closed'];
  for (const status of steps) {
    const enc = (v: string) => t.app.ctx.cipher.encrypt(v);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/ServiceRequest/UpdateServiceRequestStatusByServiceCenter',
      headers: { cookie: center },
      payload: { mobileno: enc(DEMO_MOBILES.firstCenter), acceptedSR: enc(`${id}-`), srstatus: enc(status) },
    });
    if (put.statusCode !== 200) throw new Error(put.body);
  }
  return { id, token: body.srTRACKINGTOKEN, mobile };
}

const post = (url: string, cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });

/** `null`: not signed in. */
const rateOwn = (body: Record<string, unknown>, cookie: string | null = customer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Rating/RateServiceRequest',
    payload: body,
    ...(cookie ? { headers: { cookie } } : {}),
  });
const rateTracked = (body: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Rating/RateByTrackingToken',
    payload: body,
    ...(cookie ? { headers: { cookie } } : {}),
  });

/** The center row's figures and the same figures computed here from the visible ratings. */
async function centerFigures(id = centerId) {
  const db = t.app.ctx.db;
  const row = await db
    .selectFrom('service_centers')
    .select(['rating', 'rating_count'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const stars = (
    await db
      .selectFrom('ratings')
      .select('stars')
      .where('service_center_id', '=', id)
      .where('hidden_at', 'is', null)
      .execute()
  ).map((r) => Number(r.stars));
  const expected = stars.length ? Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10 : 0;
  return {
    rating: Number(row.rating),
    count: Number(row.rating_count),
    expected,
    expectedCount: stars.length,
  };
}

const ratingsSnapshot = async () => snapshotTables(t.app.ctx.db);

describe('rating a closed request', () => {
  it('lets the signed-in requester rate once, moves the average and the count, and edit within the window', async () => {
    const before = await centerFigures();
    expect(before.rating).toBe(before.expected);
    const { id } = await request();
    const state = await get(`/api/Rating/GetMyRating?SERVICEREQUESTID=${id}`, customer);
    expect(state.json()).toMatchObject({ canrate: true, rated: false, stars: 0, reason: '' });

    const first = await rateOwn({
      servicerequestid: id,
      stars: 1,
      comment: '  Took three hours to reach.  ',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ rated: true, stars: 1, comment: 'Took three hours to reach.' });
    const after = await centerFigures();
    expect(after.count).toBe(before.count + 1);
    expect(after.rating).toBe(after.expected);
    expect(after.rating).toBeLessThan(before.rating);

    // A second submit edits the one rating: same count, new average.
    const edit = await rateOwn({ servicerequestid: id, stars: 5 });
    expect(edit.statusCode).toBe(200);
    const rows = await t.app.ctx.db
      .selectFrom('ratings')
      .selectAll()
      .where('service_request_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ stars: 5, comment: '', customer_id: expect.any(Number) });
    const edited = await centerFigures();
    expect(edited.count).toBe(after.count);
    expect(edited.rating).toBe(edited.expected);
    expect(edited.rating).toBeGreaterThan(after.rating);

    // The nearby card, the center's sign-in data and its dashboard show the same figures.
    const nearby = await t.app.inject({
      method: 'GET',
      url: '/api/ServiceCenter/GetServiceCenterByLocalityOrPostalCodeOrLatLongForWeb',
      query: { LOCATIONCOORDINATES: t.app.ctx.cipher.encrypt('12.9352,77.6245') },
    });
    const card = nearby
      .json<{ servicecenterid: number; scrating: number; scratingcount: number }[]>()
      .find((c) => c.servicecenterid === centerId)!;
    expect(card).toMatchObject({ scrating: edited.rating, scratingcount: edited.count });
    const me = await t.app.inject({ method: 'GET', url: '/api/Auth/Me', headers: { cookie: center } });
    expect(JSON.stringify(me.json())).toContain(`"scratingcount":${edited.count}`);
    const summary = await get('/api/ServiceRequest/GetServiceCenterDashboardSummary', center);
    expect(summary.json()).toMatchObject({ rating: edited.rating, ratingCount: edited.count });
  });

  it('refuses a request that is not closed yet (409), and a rating or an edit after 30 days', async () => {
    for (const keepOpen of ['Open', 'Accepted'] as const) {
      const { id } = await request({ keepOpen });
      const snapshot = await ratingsSnapshot();
      const response = await rateOwn({ servicerequestid: id, stars: 4 });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(M.notClosed);
      expect(changedTables(snapshot, await ratingsSnapshot())).toEqual([]);
    }
    const rated = await request();
    expect((await rateOwn({ servicerequestid: rated.id, stars: 4 })).statusCode).toBe(200);
    const late = await request();
    // Closed 31 days ago (the window runs from the Closed event).
    const past = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await t.app.ctx.db
      .updateTable('service_request_events')
      .set({ created_at: past })
      .where('service_request_id', 'in', [rated.id, late.id])
      .where('to_status', '=', 'Closed')
      .execute();
    const snapshot = await ratingsSnapshot();
    for (const id of [rated.id, late.id]) {
      const response = await rateOwn({ servicerequestid: id, stars: 2 });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(M.windowOver);
    }
    expect(changedTables(snapshot, await ratingsSnapshot())).toEqual([]);
    const state = await get(`/api/Rating/GetMyRating?SERVICEREQUESTID=${rated.id}`, customer);
    expect(state.json()).toMatchObject({ canrate: false, reason: M.windowOver, rated: true, stars: 4 });
  });

  it('lets only the requester rate: every other role and a wrong tracking token change nothing', async () => {
    const { id, token } = await request();
    const snapshot = await ratingsSnapshot();
    const attempts = [
      {
        who: 'other customer',
        response: await rateOwn({ servicerequestid: id, stars: 1 }, otherCustomer),
        status: 404,
      },
      { who: 'center', response: await rateOwn({ servicerequestid: id, stars: 5 }, center), status: 403 },
      {
        who: 'other center',
        response: await rateOwn({ servicerequestid: id, stars: 5 }, otherCenter),
        status: 403,
      },
      { who: 'manager', response: await rateOwn({ servicerequestid: id, stars: 1 }, manager), status: 403 },
      {
        who: 'anonymous',
        response: await rateOwn({ servicerequestid: id, stars: 1 }, null),
        status: 401,
      },
      {
        who: 'wrong token',
        response: await rateTracked({ trackingtoken: `${token.slice(0, -2)}xx`, stars: 1 }),
        status: 404,
      },
      {
        who: 'wrong token, signed in as the center',
        response: await rateTracked({ trackingtoken: 'nope', stars: 5 }, center),
        status: 404,
      },
      {
        who: 'an id that does not exist',
        response: await rateOwn({ servicerequestid: 2_000_000_000, stars: 1 }),
        status: 404,
      },
    ];
    for (const { who, response, status } of attempts) {
      expect(response.statusCode, who).toBe(status);
      expect(response.json().message, who).toBeTruthy();
    }
    // Reading someone else's rating state is refused the same way.
    const peek = await get(`/api/Rating/GetMyRating?SERVICEREQUESTID=${id}`, otherCustomer);
    expect(peek.statusCode).toBe(404);
    expect(changedTables(snapshot, await ratingsSnapshot())).toEqual([]);
    expect(CUSTOMER_B_MOBILE).not.toBe(DEMO_MOBILES.customer);
  });

  it('lets a guest rate through the tracking link once the number is proven here, shown as Guest', async () => {
    const { id, token, mobile } = await request({ guest: true });
    const state = await t.app.inject({ method: 'GET', url: `/api/Rating/Track/${token}` });
    expect(state.json()).toMatchObject({
      servicerequestid: id,
      canrate: true,
      rated: false,
      proofneeded: true,
      mobileending: mobile.slice(-4),
    });
    // The signed-in customer is not the requester of a guest request under another number.
    expect((await rateOwn({ servicerequestid: id, stars: 3 })).statusCode).toBe(404);
    const body = { trackingtoken: token, stars: 4, comment: 'Quick puncture fix at night' };
    // The link alone does not rate (whoever raised the request has it, under any number they typed), nor does a
    // browser that proved another number, nor the center that closed it.
    const provedAnother = await verifyMobile(t, '9845199999');
    const snapshot = await ratingsSnapshot();
    for (const cookie of [undefined, provedAnother, center]) {
      const refused = await rateTracked(body, cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(M.proveMobile);
    }
    expect(changedTables(snapshot, await ratingsSnapshot())).toEqual([]);

    const proven = await verifyMobile(t, mobile);
    const provenState = await get(`/api/Rating/Track/${token}`, proven);
    expect(provenState.json()).toMatchObject({ proofneeded: false, mobileending: '' });
    const rated = await rateTracked(body, proven);
    expect(rated.statusCode).toBe(200);
    expect(rated.json()).toMatchObject({ rated: true, stars: 4, proofneeded: false });
    const reviews = await get(`/api/Rating/GetServiceCenterReviews?SERVICECENTERID=${centerId}&PAGESIZE=100`);
    const mine = reviews
      .json<{ items: { comment: string; reviewername: string; bookingref: null }[] }>()
      .items.find((r) => r.comment === 'Quick puncture fix at night');
    expect(mine).toMatchObject({ reviewername: 'Guest', bookingref: null });
  });

  it('refuses bad input with 400 and a message, changing nothing', async () => {
    const { id } = await request();
    const snapshot = await ratingsSnapshot();
    const bad: [Record<string, unknown>, string][] = [
      [{ servicerequestid: id, stars: 0 }, M.starsRequired],
      [{ servicerequestid: id, stars: 6 }, M.starsRequired],
      [{ servicerequestid: id, stars: 2.5 }, M.starsRequired],
      [{ servicerequestid: id }, M.starsRequired],
      [{ servicerequestid: id, stars: 4, comment: 'x'.repeat(501) }, M.commentTooLong],
      [{ servicerequestid: 2 ** 31, stars: 4 }, 'servicerequestid'],
    ];
    for (const [body, message] of bad) {
      const response = await rateOwn(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body).toContain(message);
    }
    expect((await rateOwn({ servicerequestid: id, stars: 4, comment: 'x'.repeat(500) })).statusCode).toBe(
      200,
    );
    expect(changedTables(snapshot, await ratingsSnapshot()).join()).toMatch(/ratings/);
  });
});

describe('concurrent ratings', () => {
  it('keeps the average and the count exact under 20 parallel ratings (signed in and by link)', async () => {
    const requests = [];
    for (let i = 0; i < 20; i += 1) {
      const guest = i % 2 === 1;
      const r = await request({ guest });
      // Each guest proved the number in their own browser.
      requests.push({ ...r, proof: guest ? await verifyMobile(t, r.mobile) : undefined });
    }
    const before = await centerFigures();
    const stars = requests.map((_, i) => (i % 5) + 1);
    const responses = await Promise.all(
      requests.map((r, i) =>
        r.proof
          ? rateTracked({ trackingtoken: r.token, stars: stars[i] }, r.proof)
          : rateOwn({ servicerequestid: r.id, stars: stars[i] }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(requests.map(() => 200));
    const after = await centerFigures();
    expect(after.count).toBe(before.count + 20);
    expect(after.expectedCount).toBe(after.count);
    expect(after.rating).toBe(after.expected);

    // The same request rated twice at once: still one rating, and the count moves by one.
    const one = await request();
    const twice = await Promise.all([
      rateOwn({ servicerequestid: one.id, stars: 2 }),
      rateTracked({ trackingtoken: one.token, stars: 3 }),
    ]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    const final = await centerFigures();
    expect(final.count).toBe(after.count + 1);
    expect(final.rating).toBe(final.expected);
  }, 60_000);
});

describe('the center replies, the manager hides', () => {
  it('lets the center reply once publicly; another center cannot', async () => {
    const { id } = await request();
    await rateOwn({ servicerequestid: id, stars: 2, comment: 'Charged more than quoted' });
    const mine = await get('/api/Rating/GetMyCenterReviews?PAGESIZE=5', center);
    expect(mine.statusCode).toBe(200);
    const review = mine.json<{ items: { ratingid: number; comment: string; bookingref: string }[] }>()
      .items[0]!;
    expect(review).toMatchObject({
      comment: 'Charged more than quoted',
      bookingref: expect.stringMatching(/^FX-/),
    });

    const replyAs = (cookie: string, reply: string) =>
      post('/api/Rating/ReplyToReview', cookie, { ratingid: review.ratingid, reply });
    expect((await replyAs(otherCenter, 'Not ours')).statusCode).toBe(404);
    const reply = await replyAs(center, 'The extra was a part you approved on the phone.');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ reply: 'The extra was a part you approved on the phone.' });
    const again = await replyAs(center, 'Changed my mind');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyReplied);
    expect((await replyAs(center, '   ')).statusCode).toBe(400);
    const state = await get(`/api/Rating/GetMyRating?SERVICEREQUESTID=${id}`, customer);
    expect(state.json().reply).toBe('The extra was a part you approved on the phone.');
  });

  it('lets a manager hide an abusive review with a reason: recorded, out of public lists and the average', async () => {
    const { id } = await request();
    await rateOwn({ servicerequestid: id, stars: 1, comment: 'abusive words here' });
    const row = await t.app.ctx.db
      .selectFrom('ratings')
      .select('id')
      .where('service_request_id', '=', id)
      .executeTakeFirstOrThrow();
    const before = await centerFigures();
    const hideAs = (cookie: string, reason: string) =>
      post('/api/Rating/HideReview', cookie, { ratingid: row.id, reason });
    const noReason = await hideAs(manager, ' ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain(M.reasonRequired);
    expect((await hideAs(center, 'I do not like it')).statusCode).toBe(403);

    const hide = await hideAs(manager, 'Abusive language');
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toMatchObject({ hidden: true, hiddenreason: 'Abusive language' });
    const stored = await t.app.ctx.db
      .selectFrom('ratings')
      .select(['hidden_at', 'hidden_by', 'hidden_reason'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      hidden_at: expect.any(String),
      hidden_by: expect.any(Number),
      hidden_reason: 'Abusive language',
    });
    const after = await centerFigures();
    expect(after.count).toBe(before.count - 1);
    expect(after.rating).toBe(after.expected);

    const publicList = await get(
      `/api/Rating/GetServiceCenterReviews?SERVICECENTERID=${centerId}&PAGESIZE=100`,
    );
    expect(publicList.json().items.map((r: { ratingid: number }) => r.ratingid)).not.toContain(row.id);
    expect(publicList.json()).toMatchObject({ scrating: after.rating, scratingcount: after.count });
    const centerList = await get('/api/Rating/GetMyCenterReviews?PAGESIZE=100', center);
    expect(centerList.json().items.find((r: { ratingid: number }) => r.ratingid === row.id)).toMatchObject({
      hidden: true,
      hiddenreason: 'Abusive language',
    });
    const twice = await post('/api/Rating/HideReview', manager, {
      ratingid: row.id,
      reason: 'Abusive language',
    });
    expect(twice.statusCode).toBe(409);
    // An edit by the driver does not bring a hidden review back into the average.
    await rateOwn({ servicerequestid: id, stars: 5 });
    expect((await centerFigures()).count).toBe(after.count);
  });
});

describe('demo ratings', () => {
  it('are stored ratings whose average is each center’s rating', async () => {
    const centers = await t.app.ctx.db
      .selectFrom('service_centers')
      .select(['id', 'is_active'])
      .where('mobile', 'like', '90000000%')
      .execute();
    let rated = 0;
    for (const c of centers) {
      const figures = await centerFigures(c.id);
      expect(figures.rating, `center ${c.id}`).toBe(figures.expected);
      expect(figures.count, `center ${c.id}`).toBe(figures.expectedCount);
      if (c.is_active === 1 && figures.count > 0) rated += 1;
    }
    expect(rated).toBeGreaterThanOrEqual(10);
  });

  it('builds star lists that average exactly to the wanted figure', () => {
    for (const average of [3.9, 4, 4.1, 4.2, 4.3, 4.4, 4.5, 4.6, 4.7, 4.8]) {
      for (const wanted of [5, 6, 9, 14]) {
        const stars = starsFor(average, wanted);
        const mean = stars.reduce((a, b) => a + b, 0) / stars.length;
        expect(Math.round(mean * 10) / 10, `${average} of ${wanted}`).toBe(average);
        expect(stars.every((s) => s >= 1 && s <= 5)).toBe(true);
      }
    }
  });
});
