import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceRequestPayloadInput } from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { changedTables, snapshotTables } from '../../test-support/db-snapshot.js';
import { DEMO_MOBILES } from '../../db/seed/demo-seed.js';
import {
  centerIdByMobile,
  customerIdByMobile,
  validRequestPayload,
} from '../service-requests/service-requests.fixtures.js';
import { createNotificationsService, WEB_PATHS } from './notifications.service.js';
import { renderMessage, TEMPLATES } from './notification-templates.js';
import type { NotificationEvent } from '../../platform/config.js';

let t: TestApp;
let centerId: number;
let base: ServiceRequestPayloadInput;
let customer: string;
let center: string;
let customerId: number;
const PUBLIC_URL = 'https://fixo.example.in';

beforeAll(async () => {
  t = await createTestApp();
  // Links in messages start with the configured public address.
  t.app.ctx.config.notifications.publicUrl = PUBLIC_URL;
  centerId = await centerIdByMobile(t.app.ctx.db, DEMO_MOBILES.firstCenter);
  base = await validRequestPayload(t.app.ctx.db, centerId);
  customer = await t.login(DEMO_MOBILES.customer, 'Customer');
  center = await t.login(DEMO_MOBILES.firstCenter, 'ServiceCenter');
  customerId = await customerIdByMobile(t.app.ctx.db, DEMO_MOBILES.customer);
});
afterAll(async () => t.close());

let guestCounter = 0;
/** A fresh guest number per request (guests are limited per number and hour). */
const guestMobile = () =>
  `97${String(Date.now() % 1_000_000).padStart(6, '0')}${String(guestCounter++ % 100).padStart(2, '0')}`;

async function raise(mobile: string, cookie?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ServiceRequest/AddNewServiceRequest',
    payload: { ...base, mobileno: mobile },
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json<{ srSERVICEREQUESTID: number; srTRACKINGTOKEN: string }>();
  return { id: body.srSERVICEREQUESTID, token: body.srTRACKINGTOKEN };
}

const enc = (value: string) => t.app.ctx.cipher.encrypt(value);
function setStatus(acceptedSR: string, srstatus: 'Accepted' | 'Rejected' | 'Closed') {
  return t.app.inject({
    method: 'PUT',
    url: `/api/ServiceRequest/${srstatus === 'Rejected' ? 'RejectServiceRequestsByServiceCenter' : 'UpdateServiceRequestStatusByServiceCenter'}`,
    headers: { cookie: center },
    payload: {
      mobileno: enc(DEMO_MOBILES.firstCenter),
      acceptedSR: enc(acceptedSR),
      srstatus: enc(srstatus),
      srremarks: enc('BULK'),
    },
  });
}

async function messagesOf(requestId: number) {
  const rows = await t.app.ctx.db
    .selectFrom('notifications')
    .selectAll()
    .where('service_request_id', '=', requestId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, variables: JSON.parse(r.variables) as Record<string, string> }));
}

/** A database trigger that fails inserting a service-request event with this remark (both engines). */
async function failEventsWithRemark(remark: string) {
  const db = t.app.ctx.db;
  if (t.engine === 'postgres') {
    await sql`create function fail_event() returns trigger language plpgsql as $$
      begin if new.remark = ${sql.lit(remark)} then raise exception 'trigger refused the event'; end if;
      return new; end $$`.execute(db);
    await sql`create trigger fail_event before insert on service_request_events
      for each row execute function fail_event()`.execute(db);
  } else {
    await sql`create trigger fail_event before insert on service_request_events
      when new.remark = ${sql.lit(remark)} begin select raise(abort, 'trigger refused the event'); end`.execute(
      db,
    );
  }
}
async function dropFailTrigger() {
  const db = t.app.ctx.db;
  if (t.engine === 'postgres') {
    await sql`drop trigger fail_event on service_request_events`.execute(db);
    await sql`drop function fail_event()`.execute(db);
  } else {
    await sql`drop trigger fail_event`.execute(db);
  }
}

function putPreferences(payload: Record<string, unknown>, cookie = customer) {
  return t.app.inject({ method: 'PUT', url: '/api/Notifications/Preferences', headers: { cookie }, payload });
}
const setChannel = (channel: string, cookie = customer) => putPreferences({ channel }, cookie);

describe('status messages are queued with the change', () => {
  it('a guest request queues the guest SMS (tracking and opt-out links) and the center SMS', async () => {
    const mobile = guestMobile();
    const { id, token } = await raise(mobile);
    const [toCenter, toGuest] = await messagesOf(id);
    expect(toCenter).toMatchObject({
      event: 'center_new_request',
      channel: 'sms',
      recipient: DEMO_MOBILES.firstCenter,
      template: 'DEV-center_new_request',
      status: 'queued',
      attempts: 0,
    });
    expect(toCenter!.variables.requestsUrl).toBe(`${PUBLIC_URL}${WEB_PATHS.centerRequests}`);
    expect(toGuest).toMatchObject({
      event: 'request_received',
      channel: 'sms',
      recipient: mobile,
      language: 'en',
      template: 'DEV-request_received',
      status: 'queued',
    });
    expect(toGuest!.variables.trackingUrl).toBe(`${PUBLIC_URL}/track/${token}`);
    expect(toGuest!.variables.stopUrl).toMatch(
      new RegExp(`^${PUBLIC_URL}/notifications/opt-out/[A-Za-z0-9_-]{32}$`),
    );
  });

  it('accepted, rejected and closed carry the center, directions, another-center and rating links', async () => {
    const a = await raise(guestMobile());
    const b = await raise(guestMobile());
    expect((await setStatus(`${a.id}-On the way`, 'Accepted')).statusCode).toBe(200);
    expect((await setStatus(`${b.id}-Too busy`, 'Rejected')).statusCode).toBe(200);
    expect((await setStatus(`${a.id}-Done`, 'Closed')).statusCode).toBe(200);
    const centerRow = await t.app.ctx.db
      .selectFrom('service_centers')
      .select(['name', 'mobile', 'lat', 'lng'])
      .where('id', '=', centerId)
      .executeTakeFirstOrThrow();
    const [, , accepted, closed] = await messagesOf(a.id);
    expect(accepted).toMatchObject({ event: 'request_accepted', template: 'DEV-request_accepted' });
    expect(accepted!.variables).toMatchObject({
      center: centerRow.name,
      centerPhone: centerRow.mobile,
      directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${centerRow.lat},${centerRow.lng}`,
      trackingUrl: `${PUBLIC_URL}/track/${a.token}`,
    });
    expect(closed).toMatchObject({ event: 'request_closed' });
    expect(closed!.variables.ratingUrl).toBe(`${PUBLIC_URL}/track/${a.token}`);
    const rejected = (await messagesOf(b.id)).at(-1);
    expect(rejected).toMatchObject({ event: 'request_rejected' });
    expect(rejected!.variables.nearbyUrl).toBe(`${PUBLIC_URL}${WEB_PATHS.nearby}`);
  });

  it('a change that is rolled back leaves no message', async () => {
    const a = await raise(guestMobile());
    const b = await raise(guestMobile());
    const before = [(await messagesOf(a.id)).length, (await messagesOf(b.id)).length];
    // A trigger fails the second request's event row: the first request's update and message were already
    // written in the same transaction, and all of it is rolled back.
    await failEventsWithRemark('boom');
    try {
      const response = await setStatus(`${a.id}-fine,${b.id}-boom`, 'Accepted');
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await dropFailTrigger();
    }
    expect([(await messagesOf(a.id)).length, (await messagesOf(b.id)).length]).toEqual(before);
    const status = await t.app.ctx.db
      .selectFrom('service_requests')
      .select('status')
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('Open');
    // Without the trigger the same change goes through with its messages.
    expect((await setStatus(`${a.id}-fine,${b.id}-ok`, 'Accepted')).statusCode).toBe(200);
    expect((await messagesOf(a.id)).at(-1)).toMatchObject({ event: 'request_accepted' });
  });

  it('no SMS to a center that watches its requests live (one open stream on this instance)', async () => {
    const leave = t.app.ctx.presence.enter(`center:${centerId}`);
    try {
      const { id } = await raise(guestMobile());
      expect((await messagesOf(id)).map((m) => m.event)).toEqual(['request_received']);
    } finally {
      leave();
    }
    const { id } = await raise(guestMobile());
    expect((await messagesOf(id)).map((m) => m.event)).toEqual(['center_new_request', 'request_received']);
  });
});

describe('customer preferences', () => {
  it('default SMS; WhatsApp sends the template message there; none sends nothing', async () => {
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/Notifications/Preferences',
      headers: { cookie: customer },
    });
    expect(get.json()).toEqual({ channel: 'sms', language: 'en' });
    const sms = await raise(DEMO_MOBILES.customer, customer);
    const viaSms = (await messagesOf(sms.id)).find((m) => m.event === 'request_received');
    expect(viaSms).toMatchObject({ channel: 'sms', recipient: DEMO_MOBILES.customer });
    // A customer's stop link opens the profile, where the channel is chosen.
    expect(viaSms!.variables.stopUrl).toBe(`${PUBLIC_URL}${WEB_PATHS.profile}`);

    expect((await setChannel('whatsapp')).json()).toEqual({ channel: 'whatsapp', language: 'en' });
    const wa = await raise(DEMO_MOBILES.customer, customer);
    expect((await messagesOf(wa.id)).find((m) => m.event === 'request_received')).toMatchObject({
      channel: 'whatsapp',
      template: 'fixo_request_received',
    });

    expect((await setChannel('none')).statusCode).toBe(200);
    const none = await raise(DEMO_MOBILES.customer, customer);
    expect((await messagesOf(none.id)).map((m) => m.event)).toEqual(['center_new_request']);
    expect((await setStatus(`${none.id}-ok`, 'Accepted')).statusCode).toBe(200);
    expect((await messagesOf(none.id)).map((m) => m.event)).toEqual(['center_new_request']);
    const stored = await t.app.ctx.db
      .selectFrom('customers')
      .select('notify_channel')
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    expect(stored.notify_channel).toBe('none');
    await setChannel('sms');
  });

  it('refuses an unknown channel with a message and changes nothing', async () => {
    const before = await snapshotTables(t.app.ctx.db);
    const bad = await setChannel('pigeon');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/channel must be one of 'sms', 'whatsapp', 'none'/);
    expect(changedTables(before, await snapshotTables(t.app.ctx.db))).toEqual([]);
  });
});

describe('account language', () => {
  const URL_PATTERN = /https?:\/\/\S+/g;

  it("saves the language alone, keeps the channel, reads it back on another sign-in, and the 'accepted' message is in Hindi with the same links", async () => {
    const english = await raise(DEMO_MOBILES.customer, customer);
    expect((await setStatus(`${english.id}-ok`, 'Accepted')).statusCode).toBe(200);

    const saved = await putPreferences({ language: 'hi' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ channel: 'sms', language: 'hi' });
    // Another device: a fresh sign-in reads the language back.
    const otherDevice = await t.login(DEMO_MOBILES.customer, 'Customer');
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/Notifications/Preferences',
      headers: { cookie: otherDevice },
    });
    expect(read.json()).toEqual({ channel: 'sms', language: 'hi' });

    try {
      const hindi = await raise(DEMO_MOBILES.customer, customer);
      expect((await setStatus(`${hindi.id}-ok`, 'Accepted')).statusCode).toBe(200);
      const accepted = async (id: number) =>
        (await messagesOf(id)).find((m) => m.event === 'request_accepted')!;
      const [en, hi] = [await accepted(english.id), await accepted(hindi.id)];
      expect([en.language, hi.language]).toEqual(['en', 'hi']);
      // The center's message follows the center's own account language (English here), not the customer's.
      expect((await messagesOf(hindi.id)).find((m) => m.event === 'center_new_request')!.language).toBe('en');

      // What the worker sends (it renders the stored language and variables).
      const enText = renderMessage(en.language, 'request_accepted', en.variables);
      const hiText = renderMessage(hi.language, 'request_accepted', hi.variables);
      expect(hiText).toContain('स्वीकार कर लिया है');
      expect(hiText).not.toContain('accepted');
      // The same links (tracking, directions, stop) and phone in both languages, only the request differs.
      const links = (text: string) => text.match(URL_PATTERN)!.map((u) => u.replace(/[।]$/, ''));
      expect(links(hiText).sort()).toEqual(
        Object.values(hi.variables)
          .filter((v) => v.startsWith('http'))
          .sort(),
      );
      expect(links(hiText).length).toBe(3);
      expect(links(hiText).map((u) => u.replace(hi.variables.trackingUrl!, 'T'))).toEqual(
        links(enText).map((u) => u.replace(en.variables.trackingUrl!, 'T')),
      );
      expect(hiText).toContain(hi.variables.centerPhone!);
    } finally {
      await putPreferences({ language: 'en' });
    }
  });

  it('refuses an unknown language or an empty change with a message and changes nothing', async () => {
    const before = await snapshotTables(t.app.ctx.db);
    const bad = await putPreferences({ language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/language must be one of 'en', 'hi'/);
    const empty = await putPreferences({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Send channel or language/);
    expect(changedTables(before, await snapshotTables(t.app.ctx.db))).toEqual([]);
  });

  it('every Hindi text carries every variable its English text carries', () => {
    const events = Object.keys(TEMPLATES.en!) as NotificationEvent[];
    const names = ['ref', 'center', 'trackingUrl', 'stopUrl', 'centerPhone', 'directionsUrl', 'nearbyUrl'];
    const vars = Object.fromEntries(
      [...names, 'ratingUrl', 'issue', 'vehicle', 'requestsUrl'].map((n) => [n, `<${n}>`]),
    );
    for (const event of events) {
      const used = (language: string) => renderMessage(language, event, vars).match(/<\w+>/g)!.sort();
      expect(used('hi'), event).toEqual(used('en'));
      expect(renderMessage('hi', event, vars), event).toMatch(/[\u0900-\u097F]/);
    }
  });
});

describe('guest opt-out', () => {
  it('the link shows the masked number, records the opt-out, and later requests send the guest nothing', async () => {
    const mobile = guestMobile();
    const first = await raise(mobile);
    const stopUrl = (await messagesOf(first.id)).find((m) => m.event === 'request_received')!.variables
      .stopUrl!;
    const token = stopUrl.split('/').at(-1)!;
    const url = `/api/Notifications/OptOut/${token}`;
    const status = await t.app.inject({ method: 'GET', url });
    expect(status.json()).toEqual({
      mobile: `${mobile.slice(0, 2)}******${mobile.slice(-2)}`,
      optedout: false,
    });

    // A second request of the same number reuses the token.
    const second = await raise(mobile);
    expect((await messagesOf(second.id)).find((m) => m.event === 'request_received')!.variables.stopUrl).toBe(
      stopUrl,
    );

    const queuedBefore = await messagesOf(second.id);
    expect(queuedBefore.find((m) => m.event === 'request_received')?.status).toBe('queued');
    const optOut = await t.app.inject({ method: 'POST', url });
    expect(optOut.statusCode).toBe(200);
    // What was still queued for the guest is withdrawn; the center's message stays.
    expect((await messagesOf(second.id)).map((m) => [m.event, m.status, m.last_error])).toEqual([
      ['center_new_request', 'queued', null],
      ['request_received', 'failed', 'opted out'],
    ]);
    expect(optOut.json()).toMatchObject({ optedout: true });
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).json()).toMatchObject({ optedout: true });

    const third = await raise(mobile);
    expect((await messagesOf(third.id)).map((m) => m.event)).toEqual(['center_new_request']);
    expect((await setStatus(`${second.id}-ok`, 'Accepted')).statusCode).toBe(200);
    expect((await messagesOf(second.id)).map((m) => m.event)).toEqual([
      'center_new_request',
      'request_received',
    ]);
    // Another guest still gets messages.
    const other = await raise(guestMobile());
    expect((await messagesOf(other.id)).map((m) => m.event)).toContain('request_received');
  });

  it('an unknown token is 404 and a malformed one 400, both changing nothing', async () => {
    const before = await snapshotTables(t.app.ctx.db);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/Notifications/OptOut/${'x'.repeat(32)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This opt-out link is not valid.');
    const malformed = await t.app.inject({ method: 'POST', url: '/api/Notifications/OptOut/a%27b' });
    expect(malformed.statusCode).toBe(400);
    expect(changedTables(before, await snapshotTables(t.app.ctx.db))).toEqual([]);
  });
});

describe("a new request's messages are built from what the create knows", () => {
  /** The fields of a queued message the worker sends from. */
  const sent = (m: Awaited<ReturnType<typeof messagesOf>>[number]) => ({
    event: m.event,
    channel: m.channel,
    recipient: m.recipient,
    template: m.template,
    language: m.language,
    variables: m.variables,
  });

  /** What the status-change path (the committed row read back through its join) queues for the same request. */
  async function readBack(requestId: number) {
    const notifications = createNotificationsService(t.app.ctx);
    let rows: Awaited<ReturnType<typeof messagesOf>> = [];
    await t.app.ctx.db
      .transaction()
      .execute(async (trx) => {
        await notifications.enqueueForRequest(trx, requestId, 'request_received');
        rows = (
          await trx
            .selectFrom('notifications')
            .selectAll()
            .where('service_request_id', '=', requestId)
            .orderBy('id', 'desc')
            .limit(1)
            .execute()
        ).map((r) => ({ ...r, variables: JSON.parse(r.variables) as Record<string, string> }));
        throw new Error('roll back');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'roll back') throw error;
      });
    return sent(rows[0]!);
  }

  it("the same messages as the committed row read back: a guest, and a customer's channel and language", async () => {
    const guest = await raise(guestMobile());
    const guestMessages = await messagesOf(guest.id);
    expect(guestMessages.map((m) => m.event)).toEqual(['center_new_request', 'request_received']);
    expect(sent(guestMessages[1]!)).toEqual(await readBack(guest.id));

    expect((await putPreferences({ channel: 'whatsapp', language: 'hi' })).statusCode).toBe(200);
    try {
      const own = await raise(DEMO_MOBILES.customer, customer);
      const ownMessages = await messagesOf(own.id);
      const received = ownMessages.find((m) => m.event === 'request_received')!;
      expect(received).toMatchObject({ channel: 'whatsapp', language: 'hi' });
      expect(sent(received)).toEqual(await readBack(own.id));
      // The center's message: the center's number and account language, the request's reference and texts.
      const row = await t.app.ctx.db
        .selectFrom('service_requests as sr')
        .innerJoin('service_centers as sc', 'sc.id', 'sr.service_center_id')
        .select(['sr.booking_ref', 'sr.issue', 'sr.vehicle_text', 'sc.mobile', 'sc.language'])
        .where('sr.id', '=', own.id)
        .executeTakeFirstOrThrow();
      expect(sent(ownMessages.find((m) => m.event === 'center_new_request')!)).toEqual({
        event: 'center_new_request',
        channel: 'sms',
        recipient: row.mobile,
        template: 'DEV-center_new_request',
        language: row.language,
        variables: {
          ref: row.booking_ref,
          issue: row.issue.slice(0, 60),
          vehicle: row.vehicle_text,
          requestsUrl: `${PUBLIC_URL}${WEB_PATHS.centerRequests}`,
        },
      });
    } finally {
      await putPreferences({ channel: 'sms', language: 'en' });
    }
  });
});
