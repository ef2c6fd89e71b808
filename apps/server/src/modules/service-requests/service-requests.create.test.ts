import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serviceRequestResponseSchema,
  VALIDATION_MESSAGES as M,
  type ServiceRequestPayloadInput,
} from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_MOBILES } from '../../db/seed/demo-seed.js';
import { centerIdByMobile, customerIdByMobile, validRequestPayload } from './service-requests.fixtures.js';
import { SR_MESSAGES } from './service-requests.service.js';
import { BOOKING_REF_REGEX } from './service-requests.format.js';

let t: TestApp;
let centerId: number;
let base: ServiceRequestPayloadInput;
let customerCookie: string;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp();
  centerId = await centerIdByMobile(t.app.ctx.db, DEMO_MOBILES.firstCenter);
  base = await validRequestPayload(t.app.ctx.db, centerId);
  customerCookie = await t.login(DEMO_MOBILES.customer, 'Customer');
  customerId = await customerIdByMobile(t.app.ctx.db, DEMO_MOBILES.customer);
});
afterAll(async () => t.close());

const ADD = '/api/ServiceRequest/AddNewServiceRequest';
let mobileSeq = 0;
/** A distinct guest mobile per call keeps the per-mobile guest limit out of the way. */
const freshMobile = () => `98000${String((mobileSeq += 1)).padStart(5, '0')}`;
const add = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: ADD, payload, headers });
const rowCount = async () =>
  Number(
    (
      await t.app.ctx.db
        .selectFrom('service_requests')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('AddNewServiceRequest', () => {
  it('creates a guest request: 201, response fields, Open, event row, readable ref, tracking link, bus event', async () => {
    const published: unknown[] = [];
    const off = t.app.ctx.bus.subscribe(`center:${centerId}`, (data) => published.push(data));
    const response = await add({ ...base, mobileno: freshMobile() });
    off();
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      srBOOKINGREFNO: expect.stringMatching(BOOKING_REF_REGEX),
      srSERVICEREQUESTDATE: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
      srVEHICLE: expect.stringContaining('Swift'),
      srISSUEDESCRIPTION: 'Engine will not start after rain',
      srCUSTID: 0,
      srCURRENTLOCATIONADDRESS: '5th Cross, Koramangala 6th Block',
      scSERVICECENTERNAME: 'Sri Lakshmi Auto Works',
      scCONTACTPERSON1: 'Manjunath R',
      scMOBILENO1: DEMO_MOBILES.firstCenter,
      scADDRESS1: expect.stringContaining('Koramangala'),
      scSERVICESPROVIDED: expect.any(String),
      srSTATUS: 'Open',
      srSERVICEREQUESTID: expect.any(Number),
    });
    expect(body.srTRACKINGTOKEN.length).toBeGreaterThanOrEqual(32);
    expect(body.srTRACKINGURL).toBe(`/track/${body.srTRACKINGTOKEN}`);
    expect(serviceRequestResponseSchema.strict().parse(body)).toEqual(body);
    expect(body.srBOOKINGREFNO).not.toMatch(/[01OI]/);
    const row = await t.app.ctx.db
      .selectFrom('service_requests')
      .selectAll()
      .where('id', '=', body.srSERVICEREQUESTID)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'Open',
      remarks: 'Open',
      customer_id: 0,
      booking_ref: body.srBOOKINGREFNO,
    });
    const events = await t.app.ctx.db
      .selectFrom('service_request_events')
      .selectAll()
      .where('service_request_id', '=', row.id)
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ from_status: null, to_status: 'Open', remark: 'Open' });
    expect(published).toEqual([
      { type: 'request-created', servicerequestid: row.id, eventid: events[0]!.id },
    ]);
  });

  it('takes the customer from the session, never from the payload custid', async () => {
    const response = await add(
      { ...base, custid: 999999, mobileno: DEMO_MOBILES.customer },
      { cookie: customerCookie },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().srCUSTID).toBe(customerId);
    const row = await t.app.ctx.db
      .selectFrom('service_requests')
      .select('customer_id')
      .where('id', '=', response.json().srSERVICEREQUESTID)
      .executeTakeFirstOrThrow();
    expect(row.customer_id).toBe(customerId);
    const guest = await add({ ...base, custid: customerId, mobileno: freshMobile() });
    expect(guest.json().srCUSTID).toBe(0);
  });

  it.each([
    ['issuedescription', '', M.issueMin],
    ['mobileno', '98765', M.mobileTooShort],
    ['mobileno', '98765432101', M.mobileTooLong],
    ['mobileno', '1234567890', M.mobileValid10],
    ['currentlocationaddress', 'abc', M.currentLocationTooShort],
    ['vehregno', '', M.registrationNumberRequired],
    ['vehregno', 'K'.repeat(101), M.registrationNumberMax],
    ['vehchassisno', 'C'.repeat(101), M.chassisNumberMax],
    ['vehmileage', '12a', M.mileageDigits],
    ['servicecenterid', 0, M.selectedCenterIdRequired],
    ['locationcoordinates', 'somewhere', M.coordinatesInvalid],
    ['cityid', 999999, SR_MESSAGES.unknownReference('cityid', 999999)],
    ['servicetypeid', 999999, SR_MESSAGES.unknownReference('servicetypeid', 999999)],
    ['vehmodelid', 999999, SR_MESSAGES.unknownReference('vehmodelid', 999999)],
    ['vehfueltypeid', 999999, SR_MESSAGES.unknownReference('vehfueltypeid', 999999)],
    ['vehcolorid', 999999, SR_MESSAGES.unknownReference('vehcolorid', 999999)],
  ])('refuses %s = %j with its message and writes nothing', async (field, value, message) => {
    const before = await rowCount();
    const response = await add({ ...base, mobileno: freshMobile(), [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(await rowCount()).toBe(before);
  });

  it('refuses a city of another state, the Other make without its name, unknown and inactive centers', async () => {
    const otherState = await t.app.ctx.db
      .selectFrom('cities')
      .select('id')
      .where('state_id', '=', 27)
      .executeTakeFirstOrThrow();
    const city = await add({ ...base, mobileno: freshMobile(), cityid: otherState.id });
    expect(city.statusCode).toBe(400);
    expect(city.json().message).toBe(SR_MESSAGES.cityNotInState);

    const other = await add({
      ...base,
      mobileno: freshMobile(),
      vehmaketypeid: 101,
      vehmakertypid: 0,
      vehothers: '',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(M.otherMakeRequired);

    const unknown = await add({ ...base, mobileno: freshMobile(), servicecenterid: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SR_MESSAGES.centerNotFound(999999));

    const hebbal = await centerIdByMobile(t.app.ctx.db, String(Number(DEMO_MOBILES.firstCenter) + 13));
    const inactive = await add({ ...base, mobileno: freshMobile(), servicecenterid: hebbal });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().message).toBe(SR_MESSAGES.centerInactive);
  });

  it('is idempotent: the same key twice (body or header, even concurrently) gives one row and the same answer', async () => {
    const before = await rowCount();
    const payload = { ...base, mobileno: freshMobile(), idempotencykey: 'retry-key-1' };
    const first = await add(payload);
    const second = await add(payload);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(serviceRequestResponseSchema.strict().parse(second.json())).toEqual(second.json());
    expect(await rowCount()).toBe(before + 1);

    const headerPayload = { ...base, mobileno: freshMobile() };
    const [a, b] = await Promise.all([
      add(headerPayload, { 'idempotency-key': 'race-key-2' }),
      add(headerPayload, { 'idempotency-key': 'race-key-2' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().srSERVICEREQUESTID).toBe(b.json().srSERVICEREQUESTID);
    expect(await rowCount()).toBe(before + 2);

    const stolen = await add({ ...payload, mobileno: freshMobile() });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().message).toBe(SR_MESSAGES.idempotencyMismatch);
  });

  it('lists my requests newest first, tracks by token, and lists by mobile for the owner or a manager only', async () => {
    const latest = await add(
      { ...base, mobileno: DEMO_MOBILES.customer, issuedescription: 'Problem: Flat tyre' },
      { cookie: customerCookie },
    );
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/ServiceRequest/GetMyServiceRequests',
      headers: { cookie: customerCookie },
    });
    expect(mine.statusCode).toBe(200);
    const list = mine.json();
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list[0]).toEqual({
      servicerequestid: latest.json().srSERVICEREQUESTID,
      bookingref: latest.json().srBOOKINGREFNO,
      servicecentername: 'Sri Lakshmi Auto Works',
      servicecentermobile: DEMO_MOBILES.firstCenter,
      status: 'Open',
      remarks: 'Open',
      createdon: expect.any(String),
      updatedon: expect.any(String),
      vehicle: expect.stringContaining('Swift'),
      issue: 'Flat tyre',
    });
    expect(list.every((r: { servicerequestid: number }) => r.servicerequestid !== undefined)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/ServiceRequest/GetMyServiceRequests' })).statusCode,
    ).toBe(401);

    const track = await t.app.inject({
      method: 'GET',
      url: `/api/ServiceRequest/Track/${latest.json().srTRACKINGTOKEN}`,
    });
    expect(track.statusCode).toBe(200);
    expect(track.json()).toMatchObject({
      bookingref: latest.json().srBOOKINGREFNO,
      status: 'Open',
      history: [{ status: 'Open', remarks: 'Open' }],
    });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/ServiceRequest/Track/not-a-token' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SR_MESSAGES.trackingNotFound);

    const own = await t.app.inject({
      method: 'GET',
      url: `/api/ServiceRequest/${base.mobileno}/X`,
      headers: { cookie: customerCookie },
    });
    expect(own.statusCode).toBe(403);
    const customerMobile = DEMO_MOBILES.customer;
    await add({ ...base, mobileno: customerMobile }, { cookie: customerCookie });
    const byMobile = await t.app.inject({
      method: 'GET',
      url: `/api/ServiceRequest/${customerMobile}/X`,
      headers: { cookie: customerCookie },
    });
    expect(byMobile.statusCode).toBe(200);
    expect(byMobile.json().length).toBeGreaterThanOrEqual(1);
    const manager = await t.login(DEMO_MOBILES.manager, 'Manager');
    const asManager = await t.app.inject({
      method: 'GET',
      url: `/api/ServiceRequest/${customerMobile}/X`,
      headers: { cookie: manager },
    });
    expect(asManager.json()).toEqual(byMobile.json());
    const center = await t.login(DEMO_MOBILES.firstCenter, 'ServiceCenter');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/ServiceRequest/${customerMobile}/X`,
          headers: { cookie: center },
        })
      ).statusCode,
    ).toBe(403);
  });
});
