import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_MOBILES } from '../../db/seed/demo-seed.js';
import { centerIdByMobile, validRequestPayload } from '../service-requests/service-requests.fixtures.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => t.close());

interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Opens an SSE stream and collects parsed frames; `next(type)` waits for a frame of that type. */
async function openStream(path: string, cookie?: string) {
  const controller = new AbortController();
  const response = await fetch(base + path, { headers: cookie ? { cookie } : {}, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters: Array<() => void> = [];
  let buffer = '';
  let comments = 0;
  if (response.ok && response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += decoder.decode(value, { stream: true });
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            if (frame.startsWith(':')) comments += 1;
            const type = /^event: (.*)$/m.exec(frame)?.[1];
            const data = /^data: (.*)$/m.exec(frame)?.[1];
            if (type && data) events.push({ event: type, data: JSON.parse(data) as Record<string, unknown> });
            waiters.splice(0).forEach((wake) => wake());
          }
        }
      } catch {
        // aborted
      }
    })();
  }
  async function next(type: string, timeoutMs = 5000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find((e) => e.event === type);
      if (found) {
        events.splice(events.indexOf(found), 1);
        return found;
      }
      if (Date.now() > deadline) throw new Error(`no '${type}' event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }
  return { response, next, close: () => controller.abort(), comments: () => comments };
}

describe('live events (server-sent events)', () => {
  it('delivers request-created to the center and status-changed to center, customer and tracking streams', async () => {
    const db = t.app.ctx.db;
    const centerId = await centerIdByMobile(db, DEMO_MOBILES.firstCenter);
    // Filed by the signed-in demo customer, so under its own number.
    const payload = { ...(await validRequestPayload(db, centerId)), mobileno: DEMO_MOBILES.customer };
    const [centerLogin, customerLogin] = [
      await t.login(DEMO_MOBILES.firstCenter, 'ServiceCenter'),
      await t.login(DEMO_MOBILES.customer, 'Customer'),
    ];

    const centerStream = await openStream('/api/Events/ServiceCenter', centerLogin);
    expect(centerStream.response.status).toBe(200);
    expect(centerStream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await centerStream.next('ready');
    const customerStream = await openStream('/api/Events/Customer', customerLogin);
    await customerStream.next('ready');

    const created = await fetch(`${base}/api/ServiceRequest/AddNewServiceRequest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: customerLogin },
      body: JSON.stringify(payload),
    });
    expect(created.status).toBe(201);
    const request = (await created.json()) as { srSERVICEREQUESTID: number; srTRACKINGTOKEN: string };
    expect((await centerStream.next('request-created')).data).toEqual({
      type: 'request-created',
      servicerequestid: request.srSERVICEREQUESTID,
    });

    const trackStream = await openStream(`/api/Events/Track/${request.srTRACKINGTOKEN}`);
    await trackStream.next('ready');

    const enc = (v: string) => t.app.ctx.cipher.encrypt(v);
    const accepted = await fetch(`${base}/api/ServiceRequest/UpdateServiceRequestStatusByServiceCenter`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: centerLogin },
      body: JSON.stringify({
        mobileno: enc(DEMO_MOBILES.firstCenter),
        acceptedSR: enc(`${request.srSERVICEREQUESTID}-On the way`),
        srstatus: enc('Accepted'),
      }),
    });
    expect(accepted.status).toBe(200);
    const expected = {
      type: 'status-changed',
      servicerequestid: request.srSERVICEREQUESTID,
      status: 'Accepted',
      remarks: 'On the way',
    };
    for (const stream of [centerStream, customerStream, trackStream]) {
      expect((await stream.next('status-changed')).data).toEqual(expected);
      stream.close();
    }
  });

  it('refuses streams without the right session, and unknown tracking tokens', async () => {
    expect((await fetch(`${base}/api/Events/ServiceCenter`)).status).toBe(401);
    const customerLogin = await t.login(DEMO_MOBILES.customer, 'Customer');
    expect(
      (await fetch(`${base}/api/Events/ServiceCenter`, { headers: { cookie: customerLogin } })).status,
    ).toBe(403);
    expect((await fetch(`${base}/api/Events/Customer`)).status).toBe(401);
    const unknown = await fetch(`${base}/api/Events/Track/no-such-token`);
    expect(unknown.status).toBe(404);
  });

  it('unsubscribes when the client goes away', async () => {
    const centerLogin = await t.login(DEMO_MOBILES.firstCenter, 'ServiceCenter');
    // Count live subscriptions by wrapping the real bus (it still delivers).
    const bus = t.app.ctx.bus;
    const realSubscribe = bus.subscribe.bind(bus);
    let live = 0;
    bus.subscribe = (channel, handler) => {
      live += 1;
      const off = realSubscribe(channel, handler);
      return () => {
        live -= 1;
        off();
      };
    };
    try {
      const stream = await openStream('/api/Events/ServiceCenter', centerLogin);
      await stream.next('ready');
      expect(live).toBe(1);
      stream.close();
      const deadline = Date.now() + 3000;
      while (live !== 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(live).toBe(0);
    } finally {
      bus.subscribe = realSubscribe;
    }
  });
});
