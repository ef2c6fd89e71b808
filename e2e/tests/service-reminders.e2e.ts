import assert from 'node:assert/strict';
import { test } from 'node:test';

import { DESKTOP, journeyBrowser, PHONE, screenshot } from '../support/browser.js';
import { outboxMessages } from '../support/sms-code.js';
import { signIn } from '../support/session.js';

/**
 * FixoPro service reminders: the paid demo center delivers a walk-in's job card (its next service is planned six
 * months out), moves the due date into this week, finds the vehicle in the Due list on its home page, sends the
 * reminder by SMS (it lands in the development outbox) and sees it marked sent; a second SMS the same day is
 * refused. Screens at 1280 and 390 px.
 */
const PAID_CENTER = '9000000003';

const { open } = journeyBrowser();

const digits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');
/** Today + n days in India, as the date input takes it. */
const istDay = (n: number) => new Date(Date.now() + 330 * 60_000 + n * 86_400_000).toISOString().slice(0, 10);

/** Runs in the signed-in page: a walk-in customer's job card with one labour line (no stock involved). */
const CREATE_JOB_CARD_SCRIPT = `async ({ mobile, registration }) => {
  const res = await fetch('/api/JobCard/AddUpdateJobCard', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      newcustomer: { customername: 'Meera Nair', mobilenO1: mobile, emailid: '',
        vehicles: [{ vehregistrationno: registration, vehmakertypid: 1, vehmaketypid: 1, vehmodelid: 3, vehfueltypeid: 1 }] },
      odometer: 30000, complaints: ['Periodic service'], checklist: [], promiseddelivery: '2030-12-01T18:00:00+05:30',
      technician: 'Suresh',
      lines: [{ linetype: 'Labour', description: 'Periodic service labour', hsnsac: '998714', qty: 1, unitpricepaise: 80000, gstrate: 18 }],
    }),
  });
  if (res.status !== 201) throw new Error(await res.text());
  return (await res.json()).jobcardid;
}`;

test('a delivered vehicle falls due, shows on the center home and gets an SMS reminder once a day', async () => {
  const desk = await open(DESKTOP);
  await signIn(desk, 'ServiceCenter', PAID_CENTER);
  const mobile = `9${digits(9)}`;
  const registration = `KA03RM${digits(4)}`;
  const jobcardid = (await desk.evaluate(
    `(${CREATE_JOB_CARD_SCRIPT})(${JSON.stringify({ mobile, registration })})`,
  )) as number;

  // Deliver it through the job card screen.
  await desk.goto(`/service-manager/service-request/service-request-details/${jobcardid}`);
  await desk.getByRole('button', { name: 'Mark approved manually' }).click();
  await desk.getByRole('alertdialog').getByRole('button', { name: 'Mark approved' }).click();
  await desk.getByRole('button', { name: 'Start work' }).click();
  await desk.getByRole('button', { name: 'Ready for delivery' }).click();
  await desk.getByRole('button', { name: 'Deliver' }).click();
  await desk.getByRole('alertdialog').getByRole('button', { name: 'Deliver' }).click();
  await desk.getByTestId('job-card-status').getByText('Delivered').waitFor();

  // Planned six months out: upcoming, not due yet. The center moves it into this week.
  await desk.goto('/service-manager/service-reminders?view=Upcoming');
  await desk.getByRole('heading', { name: 'Service Reminders' }).waitFor();
  const upcomingRow = desk
    .getByRole('table', { name: 'Service reminders' })
    .getByRole('row')
    .filter({ hasText: registration });
  await upcomingRow.getByText(/Due in \d+ days/).waitFor();
  await upcomingRow.getByRole('button', { name: `More actions for ${registration}` }).click();
  await desk.getByRole('menuitem', { name: 'Change due date / odometer' }).click();
  await desk.getByLabel('Due date').fill(istDay(2));
  await desk.getByRole('button', { name: 'Save', exact: true }).click();
  await desk.getByText('Next service updated.').waitFor();

  // The center's home: the Due list has it, with who to call and when it was last serviced.
  await desk.goto('/dashboard-service');
  const dueList = desk.getByRole('list', { name: 'Due for service' });
  const item = dueList.getByRole('listitem').filter({ hasText: registration });
  await item.waitFor();
  await item.getByText('Meera Nair').waitFor();
  await item.getByText('Due in 2 days').waitFor();
  await item.getByRole('link', { name: 'WhatsApp' }).waitFor();
  assert.match(
    (await item.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')) ?? '',
    new RegExp(`^https://wa\\.me/91${mobile}\\?text=`),
  );
  await item.getByRole('button', { name: 'Send SMS' }).click();
  await desk.getByText(`Reminder sent by SMS to ${mobile}.`).waitFor();
  await item.getByText('SMS sent', { exact: true }).first().waitFor();
  assert.equal(await item.getByRole('button', { name: 'SMS sent' }).isDisabled(), true);
  await screenshot(desk, 'reminders-center-home-1280');

  // The SMS is in the development outbox with the vehicle, the center's name and its phone.
  const sms = (await outboxMessages(desk)).find(
    (m) => m.to.endsWith(mobile) && m.text.includes(registration),
  );
  assert.ok(sms, 'reminder SMS in the outbox');
  assert.match(sms.text, /Sri Lakshmi Auto Works/);
  assert.match(sms.text, new RegExp(PAID_CENTER));

  // A second SMS within 24 hours is refused by the server too.
  const again = (await desk.evaluate(async (reg) => {
    const list = await (
      await fetch(`/api/ServiceReminder/GetServiceReminders?VIEW=Due&SEARCH=${reg}`)
    ).json();
    const res = await fetch('/api/ServiceReminder/SendServiceReminder', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reminderid: list.items[0].reminderid, channel: 'SMS' }),
    });
    return { status: res.status, message: (await res.json()).message as string };
  }, registration)) as { status: number; message: string };
  assert.equal(again.status, 409);
  assert.match(again.message, /already sent in the last 24 hours/);

  await desk.goto('/service-manager/service-reminders');
  await desk
    .getByRole('table', { name: 'Service reminders' })
    .getByRole('row')
    .filter({ hasText: registration })
    .getByText('SMS sent', { exact: true })
    .first()
    .waitFor();
  await screenshot(desk, 'reminders-list-1280');
  await desk.getByRole('button', { name: 'Service intervals' }).click();
  await desk.getByLabel('Two Wheeler months').waitFor();
  await screenshot(desk, 'reminders-intervals-1280');

  const phone = await open(PHONE);
  await signIn(phone, 'ServiceCenter', PAID_CENTER);
  await phone
    .getByRole('list', { name: 'Due for service' })
    .getByRole('listitem')
    .filter({ hasText: registration })
    .waitFor();
  await screenshot(phone, 'reminders-center-home-390');
  await phone.goto('/service-manager/service-reminders');
  await phone.getByRole('list', { name: 'Service reminders' }).getByText(registration).waitFor();
  await screenshot(phone, 'reminders-list-390');
});
