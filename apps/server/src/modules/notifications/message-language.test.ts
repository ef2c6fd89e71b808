import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceRequestPayloadInput } from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { changedTables, snapshotTables } from '../../test-support/db-snapshot.js';
import { DEMO_MOBILES } from '../../db/seed/demo-seed.js';
import { centerIdByMobile, validRequestPayload } from '../service-requests/service-requests.fixtures.js';
import { renderMessage } from './notification-templates.js';

// Issue 15: a guest's messages in the language of the screen the request was made in, a center's in its account's.
let t: TestApp;
let centerId: number;
let base: ServiceRequestPayloadInput;
let center: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp();
  centerId = await centerIdByMobile(t.app.ctx.db, DEMO_MOBILES.firstCenter);
  base = await validRequestPayload(t.app.ctx.db, centerId);
  center = await t.login(DEMO_MOBILES.firstCenter, 'ServiceCenter');
  customer = await t.login(DEMO_MOBILES.customer, 'Customer');
});
afterAll(async () => t.close());

let guestCounter = 0;
const guestMobile = () =>
  `96${String(Date.now() % 1_000_000).padStart(6, '0')}${String(guestCounter++ % 100).padStart(2, '0')}`;

const create = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/ServiceRequest/AddNewServiceRequest', payload });

async function messagesOf(requestId: number) {
  const rows = await t.app.ctx.db
    .selectFrom('notifications')
    .selectAll()
    .where('service_request_id', '=', requestId)
    .execute();
  return rows.map((r) => ({ ...r, variables: JSON.parse(r.variables) as Record<string, string> }));
}

const centerLanguage = (cookie: string, method: 'GET' | 'PUT', language?: unknown) =>
  t.app.inject({
    method,
    url: '/api/Notifications/CenterLanguage',
    headers: { cookie },
    ...(method === 'PUT' ? { payload: { language } } : {}),
  });

describe("a guest's messages", () => {
  it('a guest who created the request on a Hindi screen gets the Hindi template in the outbox', async () => {
    const response = await create({ ...base, mobileno: guestMobile(), language: 'hi' });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json<{ srSERVICEREQUESTID: number }>().srSERVICEREQUESTID;
    const received = (await messagesOf(id)).find((m) => m.event === 'request_received')!;
    expect(received.language).toBe('hi');
    const text = renderMessage(received.language, 'request_received', received.variables);
    expect(text).toContain('आपका सर्विस अनुरोध');
    expect(text).toContain(received.variables.trackingUrl!);

    // The request keeps it: its later messages (accepted, closed) are written in it too.
    const stored = await t.app.ctx.db
      .selectFrom('service_requests')
      .select('language')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.language).toBe('hi');
  });

  it('a guest on an English screen, or an older client that sends no language, gets English', async () => {
    for (const extra of [{ language: 'en' }, {}]) {
      const response = await create({ ...base, mobileno: guestMobile(), ...extra });
      expect(response.statusCode, response.body).toBe(201);
      const id = response.json<{ srSERVICEREQUESTID: number }>().srSERVICEREQUESTID;
      const received = (await messagesOf(id)).find((m) => m.event === 'request_received')!;
      expect(received.language).toBe('en');
      expect(renderMessage(received.language, 'request_received', received.variables)).toContain(
        'your service request',
      );
    }
  });

  it('an unknown language is a 400 that names it, and nothing is created', async () => {
    const before = await snapshotTables(t.app.ctx.db);
    for (const language of ['fr', 'HI', '', 7]) {
      const response = await create({ ...base, mobileno: guestMobile(), language });
      expect(response.statusCode, String(language)).toBe(400);
      expect(response.json().message).toMatch(/language must be one of 'en', 'hi'/);
    }
    expect(changedTables(before, await snapshotTables(t.app.ctx.db))).toEqual([]);
  });
});

describe("a center's account language", () => {
  it("is saved by the center, read back on another sign-in, and its 'new request' message is in Hindi", async () => {
    expect((await centerLanguage(center, 'GET')).json()).toEqual({ language: 'en' });
    const saved = await centerLanguage(center, 'PUT', 'hi');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ language: 'hi' });
    try {
      const otherDevice = await t.login(DEMO_MOBILES.firstCenter, 'ServiceCenter');
      expect((await centerLanguage(otherDevice, 'GET')).json()).toEqual({ language: 'hi' });

      // An English guest at a Hindi center: each recipient in its own language.
      const response = await create({ ...base, mobileno: guestMobile(), language: 'en' });
      expect(response.statusCode, response.body).toBe(201);
      const messages = await messagesOf(response.json<{ srSERVICEREQUESTID: number }>().srSERVICEREQUESTID);
      const toCenter = messages.find((m) => m.event === 'center_new_request')!;
      expect(toCenter.language).toBe('hi');
      const text = renderMessage(toCenter.language, 'center_new_request', toCenter.variables);
      expect(text).toContain('नया सर्विस अनुरोध');
      expect(text).toContain(toCenter.variables.requestsUrl!);
      expect(messages.find((m) => m.event === 'request_received')!.language).toBe('en');
    } finally {
      await centerLanguage(center, 'PUT', 'en');
    }
  });

  it('refuses an unknown language with a message, and other roles, changing nothing', async () => {
    const before = await snapshotTables(t.app.ctx.db);
    const bad = await centerLanguage(center, 'PUT', 'fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/language must be one of 'en', 'hi'/);
    expect((await centerLanguage(customer, 'PUT', 'hi')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/Notifications/CenterLanguage' })).statusCode).toBe(
      401,
    );
    expect(changedTables(before, await snapshotTables(t.app.ctx.db))).toEqual([]);
  });
});
