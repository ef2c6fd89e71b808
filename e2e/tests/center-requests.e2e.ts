import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../support/browser.js';
import { acceptFromMenu, statusChangeAnswered, untilNothingIsBeingSent } from '../support/center-board.js';
import { namedAndLinkedLater } from '../support/route-shell.js';
import { requestThroughApi } from '../support/guest-request.js';
import { signIn, signedInCenterId } from '../support/session.js';

const CENTER_MOBILE = '9000000005';
const ACTION_PATH = '/dashboard-service/service-request';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => browser.close());

async function openCount(page: Page): Promise<number> {
  const m = /^\((\d+)\) Service Requests/.exec(await page.title());
  return m ? Number(m[1]) : 0;
}

async function assertNoSidewaysScroll(page: Page, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${name} scrolls sideways by ${overflow}px`);
}

test('a workshop sees a new request live, accepts it with a remark and closes it', async () => {
  const { context, page } = await newPage(browser, DESKTOP);
  const guest = await newPage(browser, PHONE);
  try {
    await signIn(page, 'ServiceCenter', CENTER_MOBILE);
    const centerId = await signedInCenterId(page);
    assert.ok(centerId > 0, 'the stored login data has the center id');

    await guest.page.goto('/');
    const stamp = Date.now().toString(36);
    const first = await requestThroughApi(guest.page, {
      centerId,
      issue: `Flat tyre near Silk Board ${stamp}`,
    });
    assert.equal(first.status, 201);

    await page.goto(ACTION_PATH);
    const firstRow = page.locator('tr', { hasText: `Flat tyre near Silk Board ${stamp}` });
    await firstRow.waitFor();
    assert.equal(await firstRow.getByRole('cell').nth(1).innerText(), first.ref);
    await page.waitForFunction(() => /^\(\d+\) Service Requests · Fixo$/.test(document.title));
    const before = await openCount(page);
    assert.ok(before >= 1);

    // A second request arrives while the screen is open: no reload.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const secondIssue = `Engine will not start after rain ${stamp}`;
    const second = await requestThroughApi(guest.page, { centerId, issue: secondIssue });
    assert.equal(second.status, 201);
    const secondRow = page.locator('tr', { hasText: secondIssue });
    await secondRow.waitFor({ timeout: 10_000 });
    await page.getByText('New service request received').waitFor();
    assert.ok(await secondRow.getByText('New', { exact: true }).isVisible(), 'the new row is marked New');
    await page.waitForFunction((n) => document.title === `(${n}) Service Requests · Fixo`, before + 1);
    assert.equal(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      true,
    );
    await screenshot(page, 'center-requests-action-live-desktop');

    // Remark, then accept from the row's Actions menu.
    await page.getByRole('button', { name: `Edit SR Remarks for ${second.ref}` }).click();
    await page
      .getByRole('textbox', { name: `SR Remarks for ${second.ref}` })
      .fill('Mechanic leaving now, 20 min');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: `Actions for ${second.ref}` }).click();
    await page.getByRole('menuitem', { name: 'Accept' }).click();
    await secondRow.waitFor({ state: 'detached' });
    await page.waitForFunction((n) => document.title === `(${n}) Service Requests · Fixo`, before);

    await page.getByRole('tab', { name: /Close Service Requests/ }).click();
    const acceptedRow = page.locator('tr', { hasText: secondIssue });
    await acceptedRow.waitFor();
    assert.match(await acceptedRow.innerText(), /Mechanic leaving now, 20 min/);
    await screenshot(page, 'center-requests-close-tab-desktop');
    await page.getByRole('button', { name: `Actions for ${second.ref}` }).click();
    // The row leaves at once (spec); wait for the server's answer before asking it.
    const closed = statusChangeAnswered(page, 'Accept or close');
    await page.getByRole('menuitem', { name: 'Close' }).click();
    await acceptedRow.waitFor({ state: 'detached' });
    assert.equal((await closed).status(), 200);

    // The server agrees.
    const report = await page.evaluate(async () => {
      // The server's day may differ from the browser's (time zones): ask for yesterday to tomorrow.
      const from = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const to = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const res = await fetch(
        `/api/ServiceRequest/GetServiceRequestReport?FROM=${from}&TO=${to}&STATUS=All&FORMAT=json`,
      );
      return (await res.json()) as { rows: { servicerequestid: number; status: string; remarks: string }[] };
    });
    const done = report.rows.find((r) => r.servicerequestid === second.id);
    assert.equal(done?.status, 'Closed');
    assert.equal(report.rows.find((r) => r.servicerequestid === first.id)?.status, 'Open');

    // The same screen on a phone: cards with big buttons, nothing scrolls sideways.
    const phone = await newPage(browser, PHONE);
    await signIn(phone.page, 'ServiceCenter', CENTER_MOBILE);
    await phone.page.goto(ACTION_PATH);
    const card = phone.page.locator('li', { hasText: `Flat tyre near Silk Board ${stamp}` });
    await card.waitFor();
    const accept = card.getByRole('button', { name: `Accept ${first.ref}` });
    const box = await accept.boundingBox();
    assert.ok(box && box.height >= 44, 'the Accept button is a big touch target');
    await screenshot(phone.page, 'center-requests-action-phone');
    await assertNoSidewaysScroll(phone.page, 'the action screen at 390 px');
    await phone.context.close();
  } finally {
    await guest.context.close();
    await context.close();
  }
});

test('every service-center screen at 390 and 1280 px', async () => {
  const screens = [
    ['home', '/dashboard-service', 'Open requests waiting'],
    ['action', ACTION_PATH, 'Action Service Requests'],
    ['close', '/dashboard-service/close-service-request', 'Accepted requests in progress'],
    ['report', '/dashboard-service/service-center-report', 'Service Request Report'],
  ] as const;
  for (const [width, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    const { context, page } = await newPage(browser, viewport);
    await signIn(page, 'ServiceCenter', CENTER_MOBILE);
    for (const [name, path, text] of screens) {
      await page.goto(path);
      await page.getByText(text, { exact: false }).locator('visible=true').first().waitFor();
      await page.waitForLoadState('networkidle').catch(() => {});
      if (name === 'report') await page.getByTestId('total-Open').waitFor();
      await screenshot(page, `center-${name}-${width}`);
      await assertNoSidewaysScroll(page, `${name} at ${width} width`);
    }
    await context.close();
  }
});

test('a workshop opening its request list cold gets the screen’s files named by the page itself', async () => {
  const { context, page } = await newPage(browser, PHONE);
  await signIn(page, 'ServiceCenter', CENTER_MOBILE);
  // A new tab: the address is loaded from the server, as when the owner opens Fixo in the morning.
  const cold = await context.newPage();
  const requested: string[] = [];
  cold.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await cold.goto(ACTION_PATH);
  await cold.getByText('Action Service Requests').locator('visible=true').first().waitFor();
  // Behind the role guard the page also names who is signed in (fetched beside the screen's files, not after the
  // app has started) and the contracts that answer is checked with; each is asked for once.
  const html = await (await context.request.get(ACTION_PATH)).text();
  assert.match(html, /<link rel="preload" as="fetch" crossorigin href="\/api\/Auth\/Me">/);
  assert.equal(requested.filter((path) => path === '/api/Auth/Me').length, 1, requested.join(' '));
  const contracts = requested.filter((path) => /\/assets\/(zod-start|auth-answer-schemas)-/.test(path));
  assert.equal(contracts.length, 2, contracts.join(' '));
  assert.ok(requested.indexOf('/api/Auth/Me') < requested.indexOf(contracts[0]!), 'the session first');
  // The page the server sent for this path (the build's shell for its route, apps/web/src/app/route-shells.ts)
  // names the screen's files; Vite's loader links only what the screen loads on use (toasts, zod, the answer
  // checks), not the route's modules with everything they import (70 files in one task each, on the empty shell).
  const { named, linkedLater } = await namedAndLinkedLater(cold);
  assert.ok(named.size > 40, `the page names ${named.size} files`);
  assert.ok(linkedLater.length <= 10, `linked after the page: ${linkedLater.join(', ')}`);
  await context.close();
});

test('leaving while an accept is still being sent asks first, and staying keeps the accept', async () => {
  const { context, page } = await newPage(browser, DESKTOP);
  try {
    await signIn(page, 'ServiceCenter', CENTER_MOBILE);
    const centerId = await signedInCenterId(page);
    const issue = `Battery dead at the toll plaza ${Date.now().toString(36)}`;
    const created = await requestThroughApi(page, { centerId, issue });
    assert.equal(created.status, 201);
    // A weak signal: each value to send takes 2 s to come back encrypted.
    await page.route('**/GetEncValue*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto(ACTION_PATH);
    const row = page.locator('tr', { hasText: issue });
    await row.waitFor();
    const answered = statusChangeAnswered(page, 'Accept or close');
    await page.getByRole('button', { name: `Actions for ${created.ref}` }).click();
    await page.getByRole('menuitem', { name: 'Accept' }).click();
    await row.waitFor({ state: 'detached' });

    // The row is gone, the accept is not sent yet: a reload asks, and the person stays.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await page.evaluate(() => location.reload());
    assert.equal(await asked, 'beforeunload');
    assert.equal((await answered).status(), 200);

    await untilNothingIsBeingSent(page);
    await page.goto('/dashboard-service/close-service-request');
    await page.locator('tr', { hasText: issue }).waitFor();
  } finally {
    await context.close();
  }
});

test('the center sees the vehicle (model, number plate) and a reject asks before it is sent', async () => {
  const { context, page } = await newPage(browser, DESKTOP);
  const phone = await newPage(browser, PHONE);
  try {
    await signIn(page, 'ServiceCenter', CENTER_MOBILE);
    const centerId = await signedInCenterId(page);
    const issue = `Clutch slipping on the flyover ${Date.now().toString(36)}`;
    await phone.page.goto('/');
    const created = await requestThroughApi(phone.page, { centerId, issue });
    assert.equal(created.status, 201);

    await page.goto(ACTION_PATH);
    const row = page.locator('tr', { hasText: issue });
    await row.waitFor();
    const text = await row.innerText();
    assert.match(text, /Swift/, 'the model is shown, not only the make');
    assert.equal(await row.getByTestId('vehicle-regno').innerText(), 'KA01AB1234');

    // Reject from the row's menu: a confirmation first; Cancel keeps the row.
    await page.getByRole('button', { name: `Actions for ${created.ref}` }).click();
    await page.getByRole('menuitem', { name: 'Reject' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`Reject ${created.ref}?`).waitFor();
    await screenshot(page, 'center-requests-reject-confirm-desktop');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.ok(await row.isVisible(), 'Cancel keeps the request');
    await screenshot(page, 'center-requests-vehicle-desktop');

    await signIn(phone.page, 'ServiceCenter', CENTER_MOBILE);
    await phone.page.goto(ACTION_PATH);
    const card = phone.page.locator('li', { hasText: issue });
    await card.waitFor();
    assert.equal(await card.getByTestId('vehicle-regno').innerText(), 'KA01AB1234');
    await card.scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'center-requests-vehicle-phone');
    const rejected = statusChangeAnswered(phone.page, 'Reject');
    await card.getByRole('button', { name: `Reject ${created.ref}` }).click();
    const phoneDialog = phone.page.getByRole('alertdialog');
    await phoneDialog.waitFor();
    await screenshot(phone.page, 'center-requests-reject-confirm-phone');
    await phoneDialog.getByRole('button', { name: 'Reject', exact: true }).click();
    assert.equal((await rejected).status(), 200);
    await card.waitFor({ state: 'detached' });

    // Accepted, it shows the same vehicle on the close screen.
    const acceptedIssue = `Headlight out ${Date.now().toString(36)}`;
    const accepted = await requestThroughApi(phone.page, { centerId, issue: acceptedIssue });
    await page.reload();
    await page.locator('tr', { hasText: acceptedIssue }).waitFor();
    await acceptFromMenu(page, accepted.ref, page.locator('tr', { hasText: acceptedIssue }));
    for (const [view, name] of [
      [page, 'desktop'],
      [phone.page, 'phone'],
    ] as const) {
      await view.goto('/dashboard-service/close-service-request');
      const item = view.locator(name === 'desktop' ? 'tr' : 'li', { hasText: acceptedIssue });
      await item.waitFor();
      assert.equal(await item.getByTestId('vehicle-regno').innerText(), 'KA01AB1234');
      assert.match(await item.innerText(), /Swift/);
      await screenshot(view, `center-close-vehicle-${name}`);
    }
  } finally {
    await phone.context.close();
    await context.close();
  }
});

test('the service center in Hindi: home, the request table and phone cards, the close screen and the report', async () => {
  const guest = await newPage(browser, PHONE);
  try {
    await guest.page.goto('/');
    for (const [width, viewport] of [
      ['390', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      await signIn(page, 'ServiceCenter', CENTER_MOBILE);
      const centerId = await signedInCenterId(page);
      const issue = `Tyre burst on the ring road ${width} ${Date.now().toString(36)}`;
      assert.equal((await requestThroughApi(guest.page, { centerId, issue })).status, 201);

      // English first, exactly as before.
      await page.goto(ACTION_PATH);
      const item = page.locator(width === '390' ? 'li' : 'tr', { hasText: issue });
      await item.waitFor();
      await page.waitForLoadState('networkidle').catch(() => {});
      await screenshot(page, `center-action-en-${width}`);

      await page.getByRole('button', { name: 'हिन्दी' }).first().click();
      await page.waitForFunction(() => document.documentElement.lang === 'hi');
      await page.getByRole('tab', { name: /सर्विस रिक्वेस्ट पर कार्रवाई/ }).waitFor();
      await page.getByRole('heading', { level: 1, name: 'सर्विस रिक्वेस्ट' }).waitFor();
      if (width === '390') {
        // The phone card: big Hindi buttons, the booking number untouched.
        await item.getByRole('link', { name: /पर कॉल करें$/ }).waitFor();
        await item.getByRole('button', { name: /स्वीकार करें$/ }).waitFor();
        await page.getByText('इस पेज की सभी पंक्तियाँ चुनें').waitFor();
      } else {
        await page.getByRole('columnheader', { name: /समस्या का विवरण/ }).waitFor();
        await page.getByRole('button', { name: 'सभी स्वीकार करें' }).waitFor();
        await item.getByRole('button', { name: /पर कार्रवाई$/ }).waitFor();
      }
      assert.match(await page.title(), /^\(\d+\) सर्विस रिक्वेस्ट · Fixo$/);
      await page.evaluate(() => document.fonts.ready);
      await screenshot(page, `center-action-hi-${width}`);
      await assertNoSidewaysScroll(page, `the Hindi action screen at ${width} px`);

      for (const [name, path, text] of [
        ['home', '/dashboard-service', 'इंतज़ार कर रही खुली रिक्वेस्ट'],
        ['close', '/dashboard-service/close-service-request', 'स्वीकार की गई, काम चालू:'],
        ['report', '/dashboard-service/service-center-report', 'CSV डाउनलोड करें'],
      ] as const) {
        await page.goto(path);
        await page.getByText(text).locator('visible=true').first().waitFor();
        await page.waitForLoadState('networkidle').catch(() => {});
        await page.evaluate(() => document.fonts.ready);
        await screenshot(page, `center-${name}-hi-${width}`);
        await assertNoSidewaysScroll(page, `the Hindi ${name} screen at ${width} px`);
      }

      // Back to English for the other journeys that sign in as this center.
      await page.getByRole('button', { name: 'English' }).first().click();
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      await page.getByRole('heading', { level: 1, name: 'Service Request Report' }).waitFor();
      await context.close();
    }
  } finally {
    await guest.context.close();
  }
});
