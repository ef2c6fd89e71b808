import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_LIMIT_MESSAGES, type ServiceRequestPayloadInput } from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_MOBILES } from '../../db/seed/demo-seed.js';
import { centerIdByMobile, customerIdByMobile, validRequestPayload } from './service-requests.fixtures.js';

const PER_HOUR = 3;
const PER_DAY = 5;
let t: TestApp;
let base: ServiceRequestPayloadInput;
let customer: string;
let customerId: number;

beforeAll(async () => {
  t = await createTestApp({
    createLimits: {
      customerRequestsPerHour: PER_HOUR,
      customerRequestsPerDay: PER_DAY,
      centerOffersPerDay: 1000,
      consentsPerHour: 1000,
    },
  });
  base = await validRequestPayload(
    t.app.ctx.db,
    await centerIdByMobile(t.app.ctx.db, DEMO_MOBILES.firstCenter),
  );
  base = { ...base, mobileno: DEMO_MOBILES.customer };
  customer = await t.login(DEMO_MOBILES.customer, 'Customer');
  customerId = await customerIdByMobile(t.app.ctx.db, DEMO_MOBILES.customer);
});
afterAll(async () => t.close());

const add = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/ServiceRequest/AddNewServiceRequest',
    payload: base,
    headers: { cookie: customer },
  });

const mine = async () =>
  Number(
    (
      await t.app.ctx.db
        .selectFrom('service_requests')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Moves the customer's requests back in time, so they leave the hour (and maybe the day) window. */
const age = (ms: number) =>
  t.app.ctx.db
    .updateTable('service_requests')
    .set({ created_at: new Date(Date.now() - ms).toISOString() })
    .where('customer_id', '=', customerId)
    .execute();

describe('per-customer create limits', () => {
  it('holds under a parallel burst: exactly N per hour are created, the rest get 429 with a clear message', async () => {
    const before = await mine();
    const answers = await Promise.all(Array.from({ length: 12 }, () => add()));
    const created = answers.filter((r) => r.statusCode === 201).length;
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(created).toBe(PER_HOUR);
    expect(refused).toHaveLength(12 - PER_HOUR);
    expect(refused[0]!.json()).toEqual({
      status: 429,
      message: CREATE_LIMIT_MESSAGES.customerRequestsPerHour(PER_HOUR),
      // the web says it in Hindi from the key and the number
      messageKey: 'limits.customerRequestsPerHour',
      messageParams: { n: PER_HOUR },
    });
    expect((await mine()) - before).toBe(PER_HOUR);
  });

  it('counts the day as well: after the hour passes only the daily allowance is left', async () => {
    await age(2 * 3_600_000);
    expect((await add()).statusCode).toBe(201);
    expect((await add()).statusCode).toBe(201);
    const over = await add();
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(CREATE_LIMIT_MESSAGES.customerRequestsPerDay(PER_DAY));

    await age(25 * 3_600_000);
    expect((await add()).statusCode).toBe(201);
  });

  it('does not limit guests by the customer limit (they have their own per-mobile limit)', async () => {
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/ServiceRequest/AddNewServiceRequest',
      payload: { ...base, mobileno: '9888877777' },
    });
    expect(guest.statusCode).toBe(201);
  });
});
