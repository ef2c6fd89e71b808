import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceRequestPayloadInput } from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_MOBILES } from '../../db/seed/demo-seed.js';
import { centerIdByMobile, validRequestPayload } from './service-requests.fixtures.js';
import { SR_MESSAGES } from './service-requests.service.js';

const PER_HOUR = 2;
let t: TestApp;
let base: ServiceRequestPayloadInput;
beforeAll(async () => {
  t = await createTestApp({ guestRequestsPerHour: PER_HOUR });
  base = await validRequestPayload(
    t.app.ctx.db,
    await centerIdByMobile(t.app.ctx.db, DEMO_MOBILES.firstCenter),
  );
});
afterAll(async () => t.close());

const add = (payload: Record<string, unknown>, remoteAddress: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ServiceRequest/AddNewServiceRequest',
    payload,
    remoteAddress,
    ...(cookie ? { headers: { cookie } } : {}),
  });

describe('guest request limits', () => {
  it('allows N guest requests per mobile per hour, then 429 with a clear message', async () => {
    for (let i = 0; i < PER_HOUR; i += 1)
      expect((await add({ ...base, mobileno: '9111111111' }, '10.0.0.1')).statusCode).toBe(201);
    const over = await add({ ...base, mobileno: '9111111111' }, '10.0.0.2');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(SR_MESSAGES.guestLimit(PER_HOUR));
    // a request older than an hour no longer counts
    await t.app.ctx.db
      .updateTable('service_requests')
      .set({ created_at: new Date(Date.now() - 2 * 3_600_000).toISOString() })
      .where('mobile', '=', '9111111111')
      .execute();
    expect((await add({ ...base, mobileno: '9111111111' }, '10.0.0.3')).statusCode).toBe(201);
  });

  it('a signed-in customer is not limited as a guest', async () => {
    const cookie = await t.login(DEMO_MOBILES.customer, 'Customer');
    for (let i = 0; i < PER_HOUR + 2; i += 1) {
      expect((await add({ ...base, mobileno: DEMO_MOBILES.customer }, '10.0.0.4', cookie)).statusCode).toBe(
        201,
      );
    }
  });

  it('limits guests per IP address (route rate limit), other addresses unaffected', async () => {
    const perIp = PER_HOUR * 6;
    for (let i = 0; i < perIp; i += 1) {
      const response = await add({ ...base, mobileno: `93000000${String(i).padStart(2, '0')}` }, '10.0.0.9');
      expect(response.statusCode, String(i)).toBe(201);
    }
    const over = await add({ ...base, mobileno: '9399999999' }, '10.0.0.9');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many requests/);
    expect((await add({ ...base, mobileno: '9399999999' }, '10.0.0.10')).statusCode).toBe(201);
  });
});
