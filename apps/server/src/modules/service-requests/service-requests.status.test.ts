import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  indiaDayWindow,
  splitBookingRef,
  VALIDATION_MESSAGES as M,
  type ServiceRequestPayloadInput,
} from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_MOBILES } from '../../db/seed/demo-seed.js';
import { centerIdByMobile, validRequestPayload } from './service-requests.fixtures.js';
import { SR_MESSAGES } from './service-requests.service.js';

let t: TestApp;
let centerId: number;
let otherCenterId: number;
let base: ServiceRequestPayloadInput;
let customer: string;
let center: string;
let otherCenter: string;
const OTHER_MOBILE = String(Number(DEMO_MOBILES.firstCenter) + 1);
beforeAll(async () => {
  t = await createTestApp();
  centerId = await centerIdByMobile(t.app.ctx.db, DEMO_MOBILES.firstCenter);
  otherCenterId = await centerIdByMobile(t.app.ctx.db, OTHER_MOBILE);
  // Filed by the signed-in demo customer: under its own number (another number is refused).
  base = { ...(await validRequestPayload(t.app.ctx.db, centerId)), mobileno: DEMO_MOBILES.customer };
  customer = await t.login(DEMO_MOBILES.customer, 'Customer');
  center = await t.login(DEMO_MOBILES.firstCenter, 'ServiceCenter');
  otherCenter = await t.login(OTHER_MOBILE, 'ServiceCenter');
});
afterAll(async () => t.close());

const UPDATE = '/api/ServiceRequest/UpdateServiceRequestStatusByServiceCenter';
const REJECT = '/api/ServiceRequest/RejectServiceRequestsByServiceCenter';

async function createRequest(
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; ref: string; token: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ServiceRequest/AddNewServiceRequest',
    payload: { ...base, ...overrides },
    headers: { cookie: customer },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  const body = response.json();
  return { id: body.srSERVICEREQUESTID, ref: body.srBOOKINGREFNO, token: body.srTRACKINGTOKEN };
}

const enc = (value: string) => t.app.ctx.cipher.encrypt(value);
function put(
  path: string,
  acceptedSR: string,
  srstatus: string,
  cookie = center,
  mobileno: string = DEMO_MOBILES.firstCenter,
) {
  return t.app.inject({
    method: 'PUT',
    url: path,
    headers: { cookie },
    payload: {
      mobileno: enc(mobileno),
      acceptedSR: enc(acceptedSR),
      srstatus: enc(srstatus),
      srremarks: enc('BULK'),
      token: 'fixed-code',
    },
  });
}
const statusOf = async (id: number) =>
  await t.app.ctx.db
    .selectFrom('service_requests')
    .select(['status', 'remarks'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const eventsOf = (id: number) =>
  t.app.ctx.db
    .selectFrom('service_request_events')
    .selectAll()
    .where('service_request_id', '=', id)
    .orderBy('id')
    .execute();

describe('center-side state machine', () => {
  it('allows Open → Accepted → Closed and Open → Rejected, with events, remarks and bus messages', async () => {
    const a = await createRequest();
    const published: Array<[string, unknown]> = [];
    const customerId = (
      await t.app.ctx.db
        .selectFrom('service_requests')
        .select('customer_id')
        .where('id', '=', a.id)
        .executeTakeFirstOrThrow()
    ).customer_id;
    const offs = [`customer:${customerId}`, `track:${a.token}`, `center:${centerId}`].map((ch) =>
      t.app.ctx.bus.subscribe(ch, (data) => published.push([ch, data])),
    );
    const accept = await put(UPDATE, `${a.id}-Mechanic on the way`, 'Accepted');
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toEqual({ updated: 1, srstatus: 'Accepted' });
    expect(await statusOf(a.id)).toEqual({ status: 'Accepted', remarks: 'Mechanic on the way' });
    const event = {
      type: 'status-changed',
      servicerequestid: a.id,
      status: 'Accepted',
      remarks: 'Mechanic on the way',
      eventid: expect.any(Number),
    };
    expect(published).toEqual([
      [`customer:${customerId}`, event],
      [`track:${a.token}`, event],
      [`center:${centerId}`, event],
    ]);
    offs.forEach((off) => off());

    const close = await put(UPDATE, `${a.id}-`, 'Closed');
    expect(close.statusCode).toBe(200);
    expect(await statusOf(a.id)).toEqual({ status: 'Closed', remarks: 'Closed' });
    const account = await t.app.ctx.db
      .selectFrom('accounts')
      .select('id')
      .where('mobile', '=', DEMO_MOBILES.firstCenter)
      .executeTakeFirstOrThrow();
    const events = await eventsOf(a.id);
    expect(events.map((e) => [e.from_status, e.to_status, e.remark, e.actor_account_id])).toEqual([
      [null, 'Open', 'Open', expect.any(Number)],
      ['Open', 'Accepted', 'Mechanic on the way', account.id],
      ['Accepted', 'Closed', 'Closed', account.id],
    ]);

    const r = await createRequest();
    const reject = await put(REJECT, `${r.id}-`, 'Rejected');
    expect(reject.statusCode).toBe(200);
    expect(reject.json()).toEqual({ updated: 1, srstatus: 'Rejected' });
    expect(await statusOf(r.id)).toEqual({ status: 'Rejected', remarks: 'Rejected' });
  });

  it('refuses every other transition with 409 naming the ref, and the wrong route for a status with 400', async () => {
    const open = await createRequest();
    const closed = await createRequest();
    await put(UPDATE, `${closed.id}-`, 'Accepted');
    await put(UPDATE, `${closed.id}-`, 'Closed');
    const rejected = await createRequest();
    await put(REJECT, `${rejected.id}-`, 'Rejected');
    const accepted = await createRequest();
    await put(UPDATE, `${accepted.id}-`, 'Accepted');

    const refused: Array<[string, { id: number; ref: string }, string, string]> = [
      [UPDATE, open, 'Closed', 'Open'],
      [UPDATE, accepted, 'Accepted', 'Accepted'],
      [REJECT, accepted, 'Rejected', 'Accepted'],
      [UPDATE, closed, 'Accepted', 'Closed'],
      [UPDATE, closed, 'Closed', 'Closed'],
      [REJECT, closed, 'Rejected', 'Closed'],
      [UPDATE, rejected, 'Accepted', 'Rejected'],
      [UPDATE, rejected, 'Closed', 'Rejected'],
      [REJECT, rejected, 'Rejected', 'Rejected'],
    ];
    for (const [path, sr, to, from] of refused) {
      const response = await put(path, `${sr.id}-x`, to);
      expect(response.statusCode, `${from} → ${to}`).toBe(409);
      expect(response.json().message).toBe(SR_MESSAGES.wrongState(to, [`${sr.ref} (${from})`]));
      expect((await statusOf(sr.id)).status).toBe(from);
    }
    const wrongRoute = await put(REJECT, `${open.id}-x`, 'Accepted');
    expect(wrongRoute.statusCode).toBe(400);
    expect(wrongRoute.json().message).toBe(SR_MESSAGES.wrongAction(['Rejected']));
    const wrongRoute2 = await put(UPDATE, `${open.id}-x`, 'Rejected');
    expect(wrongRoute2.statusCode).toBe(400);
    const badStatus = await put(UPDATE, `${open.id}-x`, 'Open');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().errors.srstatus).toBe(M.srStatusInvalid);
    expect((await statusOf(open.id)).status).toBe('Open');
  });

  it('parses acceptedSR: remarks with commas, empty remark → status word, bad pairs listed', async () => {
    const a = await createRequest();
    const b = await createRequest();
    const response = await put(UPDATE, `${a.id}-Will call, then visit by 5, ok,${b.id}-`, 'Accepted');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 2, srstatus: 'Accepted' });
    expect(await statusOf(a.id)).toEqual({ status: 'Accepted', remarks: 'Will call, then visit by 5, ok' });
    expect(await statusOf(b.id)).toEqual({ status: 'Accepted', remarks: 'Accepted' });

    const c = await createRequest();
    for (const [text, bad] of [
      [`abc,${c.id}-ok`, 'abc'],
      [`${c.id}-ok,${c.id}-again`, `${c.id}-again`],
      ['0-zero', '0-zero'],
      [`${c.id}`, `${c.id}`],
    ] as const) {
      const refused = await put(UPDATE, text, 'Accepted');
      expect(refused.statusCode, text).toBe(400);
      expect(refused.json().errors.acceptedSR).toBe(`${M.acceptedSrInvalid}: ${bad}`);
    }
    const empty = await put(UPDATE, '', 'Accepted');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.acceptedSR).toBe(M.acceptedSrInvalid);
    expect((await statusOf(c.id)).status).toBe('Open');
  });

  it('accepts encrypted values only, checks the mobile and the role', async () => {
    const a = await createRequest();
    const plain = await t.app.inject({
      method: 'PUT',
      url: UPDATE,
      headers: { cookie: center },
      payload: { mobileno: DEMO_MOBILES.firstCenter, acceptedSR: `${a.id}-ok`, srstatus: 'Accepted' },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe('mobileno is not a valid encrypted value');
    const missing = await t.app.inject({
      method: 'PUT',
      url: UPDATE,
      headers: { cookie: center },
      payload: { mobileno: enc(DEMO_MOBILES.firstCenter) },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.acceptedSR).toBe('acceptedSR is required');

    const otherMobile = await put(UPDATE, `${a.id}-ok`, 'Accepted', center, '9999999999');
    expect(otherMobile.statusCode).toBe(403);
    expect(otherMobile.json().message).toBe(SR_MESSAGES.mobileMismatch);
    expect((await put(UPDATE, `${a.id}-ok`, 'Accepted', customer, DEMO_MOBILES.customer)).statusCode).toBe(
      403,
    );
    const anonymous = await put(UPDATE, `${a.id}-ok`, 'Accepted', '');
    expect(anonymous.statusCode).toBe(401);
    expect((await statusOf(a.id)).status).toBe('Open');
  });

  it('refuses another center’s request with 403 and changes nothing, even inside a batch', async () => {
    const mine = await createRequest();
    const theirs = await createRequest({ servicecenterid: otherCenterId });
    const single = await put(UPDATE, `${theirs.id}-ok`, 'Accepted');
    expect(single.statusCode).toBe(403);
    expect(single.json().message).toBe(SR_MESSAGES.notYourRequests([theirs.id]));
    const batch = await put(UPDATE, `${mine.id}-ok,${theirs.id}-ok`, 'Accepted');
    expect(batch.statusCode).toBe(403);
    expect((await statusOf(mine.id)).status).toBe('Open');
    expect((await statusOf(theirs.id)).status).toBe('Open');
    expect(await eventsOf(mine.id)).toHaveLength(1);
    // the owner can
    expect((await put(UPDATE, `${theirs.id}-ok`, 'Accepted', otherCenter, OTHER_MOBILE)).statusCode).toBe(
      200,
    );

    const unknown = await put(UPDATE, `${mine.id}-ok,99999999-ok`, 'Accepted');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SR_MESSAGES.requestsNotFound([99999999]));
    expect((await statusOf(mine.id)).status).toBe('Open');
  });

  it('is all-or-nothing for a batch mixing valid and invalid ids, and says which', async () => {
    const a = await createRequest();
    const b = await createRequest();
    const done = await createRequest();
    await put(REJECT, `${done.id}-`, 'Rejected');
    const response = await put(UPDATE, `${a.id}-ok,${done.id}-ok,${b.id}-ok`, 'Accepted');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(SR_MESSAGES.wrongState('Accepted', [`${done.ref} (Rejected)`]));
    expect((await statusOf(a.id)).status).toBe('Open');
    expect((await statusOf(b.id)).status).toBe('Open');
    expect(await eventsOf(a.id)).toHaveLength(1);
  });

  it('lets exactly one of a concurrent accept and reject win; the other gets 409', async () => {
    for (let round = 0; round < 3; round += 1) {
      const sr = await createRequest();
      const [accept, reject] = await Promise.all([
        put(UPDATE, `${sr.id}-yes`, 'Accepted'),
        put(REJECT, `${sr.id}-no`, 'Rejected'),
      ]);
      const codes = [accept.statusCode, reject.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const winner = accept.statusCode === 200 ? 'Accepted' : 'Rejected';
      expect((await statusOf(sr.id)).status).toBe(winner);
      const events = await eventsOf(sr.id);
      expect(events.map((e) => e.to_status)).toEqual(['Open', winner]);
    }
  });

  it('shows the center the vehicle’s model, registration number and colour, and blanks for an unknown colour', async () => {
    const color = await t.app.ctx.db
      .selectFrom('vehicle_colors')
      .select(['id', 'name'])
      .executeTakeFirstOrThrow();
    const model = await t.app.ctx.db
      .selectFrom('vehicle_models')
      .select('name')
      .where('id', '=', Number(base.vehmodelid))
      .executeTakeFirstOrThrow();
    const painted = await createRequest({ vehcolorid: color.id, vehregno: 'KA05MN4321' });
    const plain = await createRequest({ vehcolorid: 0 });
    const web = await t.app.inject({
      method: 'GET',
      url: `/api/ServiceRequest/GetServiceRequestsByServiceCenterForDashboardWeb?SERVICECENTERID=${centerId}&PAGESIZE=100`,
      headers: { cookie: center },
    });
    expect(web.statusCode).toBe(200);
    const rows: Array<Record<string, unknown>> = web.json();
    expect(rows.find((r) => r.servicerequestid === painted.id)).toMatchObject({
      vehiclemodel: model.name,
      vehregno: 'KA05MN4321',
      vehiclecolor: color.name,
    });
    expect(rows.find((r) => r.servicerequestid === plain.id)).toMatchObject({
      vehiclemodel: model.name,
      vehregno: base.vehregno,
      vehiclecolor: '',
    });
  });

  it('lists the center’s rows in contract spellings, enforces ownership, and answers summary and report', async () => {
    const sr = await createRequest({ issuedescription: 'Brakes "squeak", loudly', vehmileage: '1234' });
    const web = await t.app.inject({
      method: 'GET',
      url: `/api/ServiceRequest/GetServiceRequestsByServiceCenterForDashboardWeb?SERVICECENTERID=${centerId}&MOBILENO=${DEMO_MOBILES.firstCenter}&TOKEN=x`,
      headers: { cookie: center },
    });
    expect(web.statusCode).toBe(200);
    const rows = web.json();
    expect(rows.every((r: { srstatus: string }) => r.srstatus === 'Open' || r.srstatus === 'Accepted')).toBe(
      true,
    );
    const row = rows.find((r: { servicerequestid: number }) => r.servicerequestid === sr.id);
    expect(row).toMatchObject({
      issuedescription: 'Problem: Brakes "squeak", loudly',
      mobileno: `Customer Mobile No: ${base.mobileno}`,
      currentlocationaddress: 'Current Location: 5th Cross, Koramangala 6th Block',
      locationcoordinates: '12.9352,77.6245',
      vehmileage: '1234',
      vehiclemake: expect.any(String),
      vehicletype: expect.any(String),
      vehfueltype: expect.any(String),
      srstatus: 'Open',
      srremarks: 'Open',
    });
    expect(splitBookingRef(row.bookingrefno).refNo).toBe(sr.ref);
    expect(splitBookingRef(row.bookingrefno).date).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M$/);

    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/ServiceRequest/GetServiceRequestsByServiceCenterForDashboardWeb?SERVICECENTERID=${otherCenterId}`,
      headers: { cookie: center },
    });
    expect(foreign.statusCode).toBe(403);
    const manager = await t.login(DEMO_MOBILES.manager, 'Manager');
    const asManager = await t.app.inject({
      method: 'GET',
      url: `/api/ServiceRequest/GetServiceRequestsByServiceCenterForDashboardWeb?SERVICECENTERID=${centerId}`,
      headers: { cookie: manager },
    });
    expect(asManager.json()).toEqual(rows);

    const all = await t.app.inject({
      method: 'GET',
      url: '/api/ServiceRequest/GetServiceRequestsByServiceCenterForDashboard?SERVICECENTERNAME=x',
      headers: { cookie: center },
    });
    expect(all.statusCode).toBe(200);
    const statuses = new Set(all.json().map((r: { srstatus: string }) => r.srstatus));
    expect(statuses).toEqual(new Set(['Open', 'Accepted', 'Rejected', 'Closed']));
    expect(Object.keys(all.json()[0]).sort()).toEqual(['createdon', 'servicerequestid', 'srstatus']);

    const summary = (
      await t.app.inject({
        method: 'GET',
        url: '/api/ServiceRequest/GetServiceCenterDashboardSummary',
        headers: { cookie: center },
      })
    ).json();
    // This file's requests, all made today (the demo seed's rated requests are weeks old).
    const counts = await t.app.ctx.db
      .selectFrom('service_requests')
      .select(['status'])
      .where('service_center_id', '=', centerId)
      .where('created_at', '>=', indiaDayWindow(new Date()).start.toISOString())
      .execute();
    const n = (s: string) => counts.filter((c) => c.status === s).length;
    expect(summary).toMatchObject({
      open: n('Open'),
      accepted: n('Accepted'),
      closedToday: n('Closed'),
      closedThisMonth: n('Closed'),
      rejectedThisMonth: n('Rejected'),
      rating: 4.6,
    });
    expect(summary.perDay).toHaveLength(30);
    expect(summary.perDay.at(-1).count).toBe(counts.length);

    const today = summary.perDay.at(-1).date;
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/ServiceRequest/GetServiceRequestReport?FROM=${today}&TO=${today}&STATUS=Open`,
      headers: { cookie: center },
    });
    expect(report.statusCode).toBe(200);
    expect(report.json().totals).toEqual({
      Open: n('Open'),
      Accepted: n('Accepted'),
      Rejected: n('Rejected'),
      Closed: n('Closed'),
    });
    expect(report.json().rows).toHaveLength(n('Open'));
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/ServiceRequest/GetServiceRequestReport?FROM=${today}&TO=${today}&FORMAT=csv`,
      headers: { cookie: center },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="service-requests-${today}-to-${today}.csv"`,
    );
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'servicerequestid,bookingref,createdon,updatedon,status,remarks,vehicle,issue,mobileno,currentlocation',
    );
    expect(lines).toHaveLength(counts.length + 1);
    expect(csv.body).toContain('"Brakes ""squeak"", loudly"');
    for (const bad of [
      'FROM=2026-02-30&TO=2026-03-01',
      `FROM=${today}&TO=2020-01-01`,
      'FROM=yesterday&TO=2026-01-01',
      `FROM=${today}&TO=${today}&STATUS=Done`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/ServiceRequest/GetServiceRequestReport?${bad}`,
        headers: { cookie: center },
      });
      expect(response.statusCode, bad).toBe(400);
    }
  });
});
