import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { DEMO_MOBILES } from '../db/seed/demo-seed.js';
import {
  centerIdByMobile,
  validRequestPayload,
} from '../modules/service-requests/service-requests.fixtures.js';
import { maskMobile, redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('masks mobiles, removes secrets and tokens, keeps the rest readable', () => {
    expect(maskMobile('9876543210')).toBe('98XXXXXX10');
    expect(redactUrl('/api/AppConfigurations/GetEncValue?strval=12.9716%2C77.5946')).toBe(
      '/api/AppConfigurations/GetEncValue?strval=[redacted]',
    );
    expect(redactUrl('/api/Customer/GetCustomerIfExistByMobile?MOBILENO=9876543210&TOKEN=abc')).toBe(
      '/api/Customer/GetCustomerIfExistByMobile?MOBILENO=98XXXXXX10&TOKEN=[redacted]',
    );
    expect(redactUrl('/api/ServiceRequest/9876543210/XYZ')).toBe('/api/ServiceRequest/98XXXXXX10/XYZ');
    expect(redactUrl('/api/ServiceRequest/Track/AbC123xyz')).toBe('/api/ServiceRequest/Track/[redacted]');
    expect(redactUrl('/api/Events/Track/AbC123xyz?x=1')).toBe('/api/Events/Track/[redacted]?x=1');
    expect(redactUrl('/api/Masters/GetAllStates?COUNTRYID=1')).toBe('/api/Masters/GetAllStates?COUNTRYID=1');
    // A mobile in any other value, with a country prefix, is masked too.
    expect(redactUrl('/api/x?q=%2B919876543210')).toBe('/api/x?q=%2B9198XXXXXX10');
  });
});

describe('access log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({}, { logStream: { write: (line: string) => void lines.push(line) } });
  });
  afterAll(async () => t.close());

  it('never holds the plaintext of GetEncValue, a mobile or a tracking token', async () => {
    const secret = '12.9716,77.5946-plaintext';
    const enc = await t.app.inject({
      method: 'GET',
      url: `/api/AppConfigurations/GetEncValue?strval=${encodeURIComponent(secret)}`,
    });
    expect(enc.statusCode).toBe(200);

    const customer = await t.login(DEMO_MOBILES.customer, 'Customer');
    const byMobile = await t.app.inject({
      method: 'GET',
      url: `/api/Customer/GetCustomerIfExistByMobile?MOBILENO=${DEMO_MOBILES.customer}`,
      headers: { cookie: customer },
    });
    expect(byMobile.statusCode).toBe(200);
    await t.app.inject({
      method: 'GET',
      url: `/api/ServiceRequest/${DEMO_MOBILES.customer}/ABC`,
      headers: { cookie: customer },
    });

    const centerId = await centerIdByMobile(t.app.ctx.db, DEMO_MOBILES.firstCenter);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/ServiceRequest/AddNewServiceRequest',
      headers: { cookie: customer },
      // Filed by the signed-in demo customer, so under its own number.
      payload: { ...(await validRequestPayload(t.app.ctx.db, centerId)), mobileno: DEMO_MOBILES.customer },
    });
    expect(created.statusCode).toBe(201);
    const token = created.json<{ srTRACKINGTOKEN: string }>().srTRACKINGTOKEN;
    const track = await t.app.inject({ method: 'GET', url: `/api/ServiceRequest/Track/${token}` });
    expect(track.statusCode).toBe(200);
    // A tracking stream URL (unknown token, so it answers 404 instead of staying open).
    await t.app.inject({ method: 'GET', url: `/api/Events/Track/${token}-gone` });

    // Fields other code logs a mobile in (the SMS outbox logs `to`) are masked too.
    t.app.log.info({ to: DEMO_MOBILES.customer }, 'SMS sent');

    const log = lines.join('');
    expect(log).toContain(`"to":"${maskMobile(DEMO_MOBILES.customer)}"`);
    // The requests were logged (the test would pass vacuously otherwise) ...
    expect(log).toContain('/api/AppConfigurations/GetEncValue?strval=[redacted]');
    expect(log).toContain(`MOBILENO=${maskMobile(DEMO_MOBILES.customer)}`);
    expect(log).toContain(`/api/ServiceRequest/${maskMobile(DEMO_MOBILES.customer)}/ABC`);
    expect(log).toContain('/api/ServiceRequest/Track/[redacted]');
    // ... without the values.
    expect(log).not.toContain('plaintext');
    expect(log).not.toContain(encodeURIComponent(secret));
    expect(log).not.toContain(DEMO_MOBILES.customer);
    expect(log).not.toContain(token);
  });
});
