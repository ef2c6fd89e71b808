import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatIstDateTime,
  SERVICE_REMINDER_MESSAGES as M,
  type ServiceReminder,
  type ServiceRemindersPage,
} from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import {
  centerClient,
  centerIdOf,
  client,
  type Client,
  createJobCard,
  deliverJobCard,
  FREE_CENTER,
  givePlan,
  oneOffLine,
  OTHER_PAID_CENTER,
  PAID_CENTER,
  reminderIdOf,
} from '../../test-support/suite-fixtures.js';
import { addDaysYmd, addMonthsYmd, dailyKmOf, istToday } from './reminder-plan.js';

let t: TestApp;
let paid: Client;
let other: Client;
let centerId: number;
const API = '/api/ServiceReminder';

beforeAll(async () => {
  t = await createTestApp();
  paid = await centerClient(t, PAID_CENTER);
  await givePlan(t, OTHER_PAID_CENTER, new Date(Date.now() + 30 * 86_400_000));
  other = await centerClient(t, OTHER_PAID_CENTER);
  centerId = await centerIdOf(t, PAID_CENTER);
});
afterAll(async () => t.close());

/** A delivered job card of a new walk-in customer and its due item. */
async function deliveredCard(overrides: Record<string, unknown> = {}) {
  const card = await createJobCard(paid, [oneOffLine()], overrides);
  await deliverJobCard(paid, card.jobcardid);
  return { card, reminder: await reminderOfCard(card.jobcardid) };
}

const reminderOfCard = async (jobcardid: number) => getReminder(paid, await reminderIdOf(t, jobcardid));

async function getReminder(call: Client, id: number) {
  const response = await call('GET', `${API}/GetServiceReminderById?reminderid=${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ServiceReminder>();
}

const list = async (call: Client, view: string, search = '') =>
  (
    await call(
      'GET',
      `${API}/GetServiceReminders?VIEW=${view}&SEARCH=${encodeURIComponent(search)}&PAGESIZE=100`,
    )
  ).json<ServiceRemindersPage>();
const ids = (page: ServiceRemindersPage) => page.items.map((i) => i.reminderid);
const update = (body: Record<string, unknown>, call = paid) =>
  call('PUT', `${API}/UpdateServiceReminder`, body);
const send = (reminderid: number, channel: string, call = paid) =>
  call('POST', `${API}/SendServiceReminder`, { reminderid, channel });
const outboxTo = (mobile: string) =>
  t.app.ctx.db.selectFrom('sms_outbox').selectAll().where('to_mobile', '=', mobile).orderBy('id').execute();

describe('due computation', () => {
  it('plans a car 6 months / 10,000 km after delivery, due by date, listed as upcoming', async () => {
    const { card, reminder } = await deliveredCard();
    const today = istToday();
    expect(reminder).toMatchObject({
      jobcardid: card.jobcardid,
      vehtype: 'Car',
      lastservicedate: today,
      lastodometer: 42000,
      duedate: addMonthsYmd(today, 6),
      dueodometer: 52000,
      dueby: 'Date',
      dailykm: null,
      odometerduedate: null,
      status: 'Due',
      sends: [],
    });
    expect(reminder.dueon).toBe(reminder.duedate);
    // the job card shows the same plan
    const detail = (await paid('GET', `/api/JobCard/GetJobCardById?jobcardid=${card.jobcardid}`)).json();
    expect(detail).toMatchObject({ nextservicedate: reminder.duedate, nextserviceodometer: 52000 });
    expect(ids(await list(paid, 'Upcoming'))).toContain(reminder.reminderid);
    expect(ids(await list(paid, 'Due'))).not.toContain(reminder.reminderid);
  });

  it('by date: a due date moved into this week or into the past puts it on the Due list', async () => {
    const { reminder } = await deliveredCard();
    const today = istToday();
    const inThree = await update({ reminderid: reminder.reminderid, duedate: addDaysYmd(today, 3) });
    expect(inThree.statusCode, inThree.body).toBe(200);
    expect(inThree.json()).toMatchObject({ dueon: addDaysYmd(today, 3), daysleft: 3, dueby: 'Date' });
    const week = await list(paid, 'ThisWeek');
    expect(ids(week)).toContain(reminder.reminderid);
    expect(ids(await list(paid, 'Overdue'))).not.toContain(reminder.reminderid);

    const before = week.counts.Overdue;
    await update({ reminderid: reminder.reminderid, duedate: addDaysYmd(today, -10) });
    const overdue = await list(paid, 'Overdue');
    expect(overdue.counts.Overdue).toBe(before + 1);
    const item = overdue.items.find((i) => i.reminderid === reminder.reminderid)!;
    expect(item).toMatchObject({
      daysleft: -10,
      customername: reminder.customername,
      lastservicedate: today,
    });
    expect(ids(await list(paid, 'Due'))).toContain(reminder.reminderid);
    // search by registration and by mobile finds it
    expect(ids(await list(paid, 'Due', reminder.vehregistrationno))).toEqual([reminder.reminderid]);
    expect(ids(await list(paid, 'Due', reminder.mobilenO1))).toEqual([reminder.reminderid]);
  });

  it('by odometer: the vehicle’s own running (200 km a day) brings the 10,000 km due before the date', async () => {
    const first = await createJobCard(paid, [oneOffLine()], { odometer: 40000 });
    // the first visit was 60 days ago
    const sixtyDaysAgo = new Date(Date.now() - 60 * 86_400_000).toISOString();
    await t.app.ctx.db
      .updateTable('job_cards')
      .set({ created_at: sixtyDaysAgo })
      .where('id', '=', first.jobcardid)
      .execute();
    await deliverJobCard(paid, first.jobcardid);
    const firstReminder = await reminderOfCard(first.jobcardid);
    const second = await createJobCard(paid, [oneOffLine()], {
      newcustomer: undefined,
      shopcustomerid: first.shopcustomerid,
      shopvehicleid: first.shopvehicleid,
      odometer: 52000,
    });
    // a vehicle back in the workshop is not reminded for its old visit
    expect(ids(await list(paid, 'All'))).not.toContain(firstReminder.reminderid);
    await deliverJobCard(paid, second.jobcardid);
    const reminder = await reminderOfCard(second.jobcardid);
    const today = istToday();
    expect(reminder).toMatchObject({
      dailykm: 200,
      dueodometer: 62000,
      odometerduedate: addDaysYmd(today, 50),
      dueon: addDaysYmd(today, 50),
      dueby: 'Odometer',
      duedate: addMonthsYmd(today, 6),
    });
    // the center moves the due reading: 600 km more is 3 days at 200 km a day
    const moved = await update({ reminderid: reminder.reminderid, dueodometer: 52600 });
    expect(moved.json()).toMatchObject({ dueon: addDaysYmd(today, 3), dueby: 'Odometer', daysleft: 3 });
    expect(ids(await list(paid, 'ThisWeek'))).toContain(reminder.reminderid);
    // without a due reading the date rules again
    const dateOnly = await update({ reminderid: reminder.reminderid, dueodometer: null });
    expect(dateOnly.json()).toMatchObject({
      dueon: addMonthsYmd(today, 6),
      dueby: 'Date',
      odometerduedate: null,
    });
  });

  it('reads km per day only from readings a week apart and going up', () => {
    expect(dailyKmOf([{ date: '2026-01-01', odometer: 1000 }])).toBeNull();
    expect(
      dailyKmOf([
        { date: '2026-01-01', odometer: 1000 },
        { date: '2026-01-04', odometer: 2000 },
      ]),
    ).toBeNull();
    expect(
      dailyKmOf([
        { date: '2026-03-02', odometer: 4000 },
        { date: '2026-01-01', odometer: 1000 },
      ]),
    ).toBe(50);
    expect(addMonthsYmd('2026-08-31', 6)).toBe('2027-02-28');
  });

  it('done and dismissed leave the Due list for Closed; reopening brings them back', async () => {
    const { reminder } = await deliveredCard();
    await update({ reminderid: reminder.reminderid, duedate: addDaysYmd(istToday(), -1) });
    const done = await update({ reminderid: reminder.reminderid, status: 'Done' });
    expect(done.json().status).toBe('Done');
    expect(ids(await list(paid, 'Due'))).not.toContain(reminder.reminderid);
    expect(ids(await list(paid, 'Closed'))).toContain(reminder.reminderid);
    const closedSend = await send(reminder.reminderid, 'SMS');
    expect(closedSend.statusCode).toBe(409);
    expect(closedSend.json().message).toBe(M.closed);
    await update({ reminderid: reminder.reminderid, status: 'Due' });
    expect(ids(await list(paid, 'Overdue'))).toContain(reminder.reminderid);
    await update({ reminderid: reminder.reminderid, status: 'Dismissed' });
    expect((await getReminder(paid, reminder.reminderid)).status).toBe('Dismissed');
  });

  it('refuses bad edits with a clear 400 and changes nothing', async () => {
    const { reminder } = await deliveredCard();
    for (const body of [
      { reminderid: reminder.reminderid },
      { reminderid: reminder.reminderid, duedate: '2026-02-30' },
      { reminderid: reminder.reminderid, duedate: '2099-01-01' },
      { reminderid: reminder.reminderid, dueodometer: -5 },
      { reminderid: reminder.reminderid, status: 'Gone' },
      { reminderid: 99_999_999_999, status: 'Done' },
    ]) {
      const response = await update(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect(await getReminder(paid, reminder.reminderid)).toMatchObject({
      duedate: reminder.duedate,
      dueodometer: reminder.dueodometer,
      status: 'Due',
    });
  });
});

describe('intervals per vehicle kind', () => {
  it('lists defaults, saves the center’s own, plans later deliveries with them and resets to default', async () => {
    const before = (await paid('GET', `${API}/GetServiceIntervals`)).json();
    expect(before.intervals).toContainEqual({
      vehtypid: 1,
      vehtype: 'Two Wheeler',
      months: 3,
      km: 3000,
      isdefault: true,
    });
    expect(before.intervals).toContainEqual({
      vehtypid: 3,
      vehtype: 'Car',
      months: 6,
      km: 10000,
      isdefault: true,
    });

    const saved = await paid('PUT', `${API}/SaveServiceIntervals`, {
      intervals: [{ vehtypid: 3, months: 4, km: 8000 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().intervals).toContainEqual({
      vehtypid: 3,
      vehtype: 'Car',
      months: 4,
      km: 8000,
      isdefault: false,
    });
    // another center keeps the defaults
    expect((await other('GET', `${API}/GetServiceIntervals`)).json().intervals).toContainEqual(
      expect.objectContaining({ vehtypid: 3, months: 6, isdefault: true }),
    );

    const { reminder } = await deliveredCard();
    expect(reminder).toMatchObject({ duedate: addMonthsYmd(istToday(), 4), dueodometer: 50000 });

    for (const intervals of [
      [{ vehtypid: 3, months: 0, km: 8000 }],
      [{ vehtypid: 3, months: 4, km: 50 }],
      [],
      [{ vehtypid: 999, months: 4, km: 5000 }],
    ]) {
      const bad = await paid('PUT', `${API}/SaveServiceIntervals`, { intervals });
      expect(bad.statusCode, JSON.stringify(intervals)).toBe(400);
    }
    const reset = await paid('PUT', `${API}/SaveServiceIntervals`, {
      intervals: [{ vehtypid: 3, months: 6, km: 10000 }],
    });
    expect(reset.json().intervals).toContainEqual({
      vehtypid: 3,
      vehtype: 'Car',
      months: 6,
      km: 10000,
      isdefault: true,
    });
  });
});

describe('sending reminders', () => {
  it('sends an SMS with the center’s name and phone into the outbox, records it, and refuses a second within 24 h', async () => {
    const { reminder } = await deliveredCard();
    const center = await t.app.ctx.db
      .selectFrom('service_centers')
      .select(['name', 'mobile'])
      .where('id', '=', centerId)
      .executeTakeFirstOrThrow();
    const sent = await send(reminder.reminderid, 'SMS');
    expect(sent.statusCode, sent.body).toBe(200);
    const item = sent.json<ServiceReminder>();
    expect(item.sends).toHaveLength(1);
    expect(item.sends[0]).toMatchObject({ channel: 'SMS', sentto: reminder.mobilenO1, by: center.name });
    expect(item.nextsmsafter).not.toBeNull();
    const outbox = await outboxTo(reminder.mobilenO1);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.body).toContain(center.name);
    expect(outbox[0]!.body).toContain(center.mobile);
    expect(outbox[0]!.body).toContain(reminder.vehregistrationno);
    expect(outbox[0]!.body).toContain(`${reminder.dueodometer!.toLocaleString('en-IN')} km`);

    const again = await send(reminder.reminderid, 'SMS');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already sent in the last 24 hours/);
    // the next allowed time travels raw (an ISO instant) and the English shows it in India time
    const { messageKey, messageParams } = again.json() as {
      messageKey: string;
      messageParams: { nextAt: string };
    };
    expect(messageKey).toBe('reminders.smsTooSoon');
    expect(Date.parse(messageParams.nextAt) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect(again.json().message).toBe(M.smsTooSoon(formatIstDateTime(messageParams.nextAt)));
    expect(await outboxTo(reminder.mobilenO1)).toHaveLength(1);
    // two taps at once: one SMS at most
    await t.app.ctx.db
      .updateTable('service_reminders')
      .set({ last_sms_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where('id', '=', reminder.reminderid)
      .execute();
    const [a, b] = await Promise.all([send(reminder.reminderid, 'SMS'), send(reminder.reminderid, 'SMS')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await outboxTo(reminder.mobilenO1)).toHaveLength(2);
  });

  it('records a WhatsApp reminder and gives a wa.me link with the text, without the 24 h rule', async () => {
    const { reminder } = await deliveredCard();
    expect(reminder.whatsappurl).toBe(
      `https://wa.me/91${reminder.mobilenO1}?text=${encodeURIComponent(reminder.message)}`,
    );
    const first = await send(reminder.reminderid, 'WhatsApp');
    const second = await send(reminder.reminderid, 'WhatsApp');
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json<ServiceReminder>().sends.map((s) => s.channel)).toEqual(['WhatsApp', 'WhatsApp']);
    expect(await outboxTo(reminder.mobilenO1)).toHaveLength(0);
    expect((await send(reminder.reminderid, 'Email')).statusCode).toBe(400);
  });
});

describe('isolation and access', () => {
  it('another center gets 404 for our due item and never sees it', async () => {
    const { reminder } = await deliveredCard();
    expect(
      (await other('GET', `${API}/GetServiceReminderById?reminderid=${reminder.reminderid}`)).statusCode,
    ).toBe(404);
    expect((await update({ reminderid: reminder.reminderid, status: 'Done' }, other)).statusCode).toBe(404);
    expect((await send(reminder.reminderid, 'SMS', other)).statusCode).toBe(404);
    expect(ids(await list(other, 'All'))).not.toContain(reminder.reminderid);
    expect((await getReminder(paid, reminder.reminderid)).status).toBe('Due');
    expect(await outboxTo(reminder.mobilenO1)).toHaveLength(0);
  });

  it('needs a center with an active FixoPro plan', async () => {
    const free = await centerClient(t, FREE_CENTER);
    expect((await free('GET', `${API}/GetServiceReminders`)).statusCode).toBe(403);
    expect(
      (await free('POST', `${API}/SendServiceReminder`, { reminderid: 1, channel: 'SMS' })).statusCode,
    ).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `${API}/GetServiceIntervals` });
    expect(anonymous.statusCode).toBe(401);
    const customer = client(
      t,
      await t.login((await import('../../db/seed/demo-seed.js')).DEMO_MOBILES.customer, 'Customer'),
    );
    expect((await customer('GET', `${API}/GetServiceReminders`)).statusCode).toBe(403);
  });
});
