import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../support/browser.js';
import { ROLE_HOMES, signIn } from '../support/session.js';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => browser.close());

test('the landing page offers help at once, on a phone and a desktop', async () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const helpLink = page.getByRole('link', { name: /get help now/i }).first();
    assert.equal(await helpLink.getAttribute('href'), '/dashboard-customer/service-request');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `page scrolls sideways by ${overflow}px at ${name} width`);
    await screenshot(page, `landing-${name}`);
    await context.close();
  }
});

test('a guarded page sends a visitor without a session to / with the spec toast', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/dashboard-service/service-center-profile');
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByText('You are not authenticated. Please log in to access this page.').waitFor();
  await context.close();
});

test('each role signs in and lands on its home, with the session kept on the server', async () => {
  const accounts = [
    ['Customer', '9000000002'],
    ['ServiceCenter', '9000000003'],
    ['Manager', '9000000001'],
  ] as const;
  for (const [role, mobile] of accounts) {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, role, mobile);
    assert.equal(new URL(page.url()).pathname, ROLE_HOMES[role]);
    assert.equal(await page.evaluate(() => localStorage.getItem('isLogin')), 'true');
    assert.equal(await page.evaluate(() => localStorage.getItem('mobileNumber01')), mobile);
    const me = await page.evaluate(async () => (await fetch('/api/Auth/Me')).json());
    assert.equal(me.usertype, role);
    const cookies = await context.cookies();
    assert.ok(
      cookies.find((cookie) => cookie.name === 'fixo_session')?.httpOnly,
      'session cookie is httpOnly',
    );
    await context.close();
  }
});

test('a wrong passcode is refused with a clear message', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/login?as=customer');
  await page.getByPlaceholder('9876543210').fill('9000000002');
  await page.getByPlaceholder('••••').fill('9999');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByText('Mobile number or passcode is incorrect.').first().waitFor();
  await screenshot(page, 'login-error-phone');
  await context.close();
});

test('the logo asks Confirm Logout; Yes, Logout clears storage and the server session', async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, 'Customer', '9000000002');
  await page.getByRole('button', { name: 'Fixo — logout and return to the landing page' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText('Confirm Logout').waitFor();
  await dialog.getByText('Are you sure you want to logout and return to the landing page?').waitFor();
  await screenshot(page, 'confirm-logout-phone');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  assert.equal(new URL(page.url()).pathname, ROLE_HOMES.Customer);

  await page.getByRole('button', { name: 'Fixo — logout and return to the landing page' }).click();
  await page.getByRole('button', { name: 'Yes, Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  assert.equal(await page.evaluate(() => localStorage.length), 0);
  const status = await page.evaluate(async () => (await fetch('/api/Auth/Me')).status);
  assert.equal(status, 401);
  await context.close();
});

test('in development mode the SMS outbox page shows the messages that would go out', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/dev/outbox');
  await page.getByRole('heading', { name: 'SMS outbox' }).waitFor();
  const messages = await page.evaluate(async () => (await fetch('/api/Dev/Outbox')).json());
  if (messages.length === 0) await page.getByText('No messages yet.').waitFor();
  else await page.getByText(messages[0].text).first().waitFor();
  await context.close();
});
