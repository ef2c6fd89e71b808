import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_MOBILES } from '../../db/seed/demo-seed.js';
import {
  centerIdByMobile,
  customerIdByMobile,
  validRequestPayload,
} from '../service-requests/service-requests.fixtures.js';
import { MAX_STREAMS_PER_SESSION } from './session-streams.js';
import { keepVerificationCookie, lastCodeSentTo } from '../../test-support/verified-mobile.js';

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
  id?: string;
}

/** Opens an SSE stream and collects parsed frames; `next(type)` waits for a frame of that type. */
async function openStream(path: string, cookie?: string, lastEventId?: string) {
  const controller = new AbortController();
  const response = await fetch(base + path, {
    headers: { ...(cookie ? { cookie } : {}), ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const waiters: Array<() => void> = [];
  let buffer = '';
  let comments = 0;
  let ended = false;
  if (response.ok && response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) {
            ended = true;
            return;
          }
          buffer += decoder.decode(value, { stream: true });
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            if (frame.startsWith(':')) comments += 1;
            const type = /^event: (.*)$/m.exec(frame)?.[1];
            const data = /^data: (.*)$/m.exec(frame)?.[1];
            const id = /^id: (.*)$/m.exec(frame)?.[1];
            if (type && data)
              events.push({
                event: type,
                data: JSON.parse(data) as Record<string, unknown>,
                ...(id ? { id } : {}),
              });
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
  return {
    response,
    next,
    close: () => controller.abort(),
    comments: () => comments,
    seen: () => events.map((e) => e.data),
    ended: () => ended,
  };
}

describe('live events (server-sent events)', () => {
  it("a center's open stream marks it watching, so a new request sends it no SMS; closing it ends that", async () => {
    const db = t.app.ctx.db;
    const centerId = await centerIdByMobile(db, DEMO_MOBILES.firstCenter);
    const payload = { ...(await validRequestPayload(db, centerId)), mobileno: '9712300011' };
    const raise = async () => {
      const created = await fetch(`${base}/api/ServiceRequest/AddNewServiceRequest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      const id = ((await created.json()) as { srSERVICEREQUESTID: number }).srSERVICEREQUESTID;
      const rows = await db
        .selectFrom('notifications')
        .select('event')
        .where('service_request_id', '=', id)
        .orderBy('id')
        .execute();
      return rows.map((r) => r.event);
    };
    const stream = await openStream(
      '/api/Events/ServiceCenter',
      await t.login(DEMO_MOBILES.firstCenter, 'ServiceCenter'),
    );
    await stream.next('ready');
    expect(t.app.ctx.presence.isWatched(`center:${centerId}`)).toBe(true);
    expect(await raise()).toEqual(['request_received']);
    stream.close();
    const until = Date.now() + 5_000;
    while (t.app.ctx.presence.isWatched(`center:${centerId}`) && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await raise()).toEqual(['center_new_request', 'request_received']);
  });

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
      eventid: expect.any(Number),
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
      eventid: expect.any(Number),
    };
    for (const stream of [centerStream, customerStream, trackStream]) {
      expect((await stream.next('status-changed')).data).toEqual(expected);
      stream.close();
    }
  });

  it('replays what a reconnecting client missed after its Last-Event-ID, and only that', async () => {
    const db = t.app.ctx.db;
    const centerId = await centerIdByMobile(db, DEMO_MOBILES.firstCenter);
    // Filed by the signed-in demo customer, so under its own number.
    const payload = { ...(await validRequestPayload(db, centerId)), mobileno: DEMO_MOBILES.customer };
    const centerLogin = await t.login(DEMO_MOBILES.firstCenter, 'ServiceCenter');
    const customerLogin = await t.login(DEMO_MOBILES.customer, 'Customer');
    const create = async () => {
      const response = await fetch(`${base}/api/ServiceRequest/AddNewServiceRequest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: customerLogin },
        body: JSON.stringify(payload),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { srSERVICEREQUESTID: number }).srSERVICEREQUESTID;
    };

    const first = await openStream('/api/Events/ServiceCenter', centerLogin);
    await first.next('ready');
    const seenLive = await create();
    const live = await first.next('request-created');
    expect(live.data.servicerequestid).toBe(seenLive);
    expect(live.id).toBe(String(live.data.eventid));
    first.close();

    // Created while the client was away (a dropped connection, a restarted instance).
    const missed = [await create(), await create()];

    const again = await openStream('/api/Events/ServiceCenter', centerLogin, live.id);
    await again.next('ready');
    const replayed = [await again.next('request-created'), await again.next('request-created')];
    expect(replayed.map((e) => e.data.servicerequestid)).toEqual(missed);
    // The event the client already had is not sent again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(again.seen().filter((data) => data.servicerequestid === seenLive)).toEqual([]);
    again.close();
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
      // its channel, and its session's channel (logout ends the stream)
      expect(live).toBe(2);
      stream.close();
      const deadline = Date.now() + 3000;
      while (live !== 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(live).toBe(0);
    } finally {
      bus.subscribe = realSubscribe;
    }
  });

  it('logout ends the live streams of that session only', async () => {
    const mine = await t.login(DEMO_MOBILES.customer, 'Customer');
    const other = await t.login(DEMO_MOBILES.customer, 'Customer');
    const myStream = await openStream('/api/Events/Customer', mine);
    const otherStream = await openStream('/api/Events/Customer', other);
    await myStream.next('ready');
    await otherStream.next('ready');

    const logout = await fetch(`${base}/api/Auth/Logout`, { method: 'POST', headers: { cookie: mine } });
    expect(logout.status).toBe(204);
    expect((await myStream.next('session-ended')).data).toEqual({ type: 'session-ended' });
    const deadline = Date.now() + 3000;
    while (!myStream.ended() && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(myStream.ended()).toBe(true);
    // The other session's stream is still open and delivering.
    expect(otherStream.ended()).toBe(false);
    await t.app.ctx.bus.publish(`customer:${await customerIdByMobile(t.app.ctx.db, DEMO_MOBILES.customer)}`, {
      type: 'ping',
    });
    await otherStream.next('ping');
    otherStream.close();
  });

  it('a passcode reset ends the live streams of every session of the account', async () => {
    const mobile = String(Number(DEMO_MOBILES.firstCenter) + 1);
    const session = await t.login(mobile, 'ServiceCenter');
    const stream = await openStream('/api/Events/ServiceCenter', session);
    await stream.next('ready');

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/SendVerificationCode',
      payload: { mobileno: mobile, purpose: 'ResetPasscode', usertype: 'ServiceCenter' },
    });
    expect(sent.statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/ResetPasscode',
      headers: { cookie: keepVerificationCookie('', sent) },
      payload: {
        mobileno: mobile,
        usertype: 'ServiceCenter',
        code: await lastCodeSentTo(t, mobile),
        newpasscode: '1234',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await stream.next('session-ended')).data).toEqual({ type: 'session-ended' });
    const deadline = Date.now() + 3000;
    while (!stream.ended() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stream.ended()).toBe(true);
  });

  it(`allows ${MAX_STREAMS_PER_SESSION} streams per session; the next is refused with 429 until one closes`, async () => {
    const cookie = await t.login(DEMO_MOBILES.customer, 'Customer');
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i += 1) {
      const stream = await openStream('/api/Events/Customer', cookie);
      await stream.next('ready');
      streams.push(stream);
    }
    const refused = await fetch(`${base}/api/Events/Customer`, { headers: { cookie } });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many live connections/);
    // Another session of the same account has its own streams.
    const otherSession = await openStream(
      '/api/Events/Customer',
      await t.login(DEMO_MOBILES.customer, 'Customer'),
    );
    expect(otherSession.response.status).toBe(200);
    otherSession.close();

    streams.shift()!.close();
    const deadline = Date.now() + 3000;
    let reopened = await openStream('/api/Events/Customer', cookie);
    while (reopened.response.status === 429 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      reopened = await openStream('/api/Events/Customer', cookie);
    }
    expect(reopened.response.status).toBe(200);
    reopened.close();
    streams.forEach((stream) => stream.close());
  });
});
