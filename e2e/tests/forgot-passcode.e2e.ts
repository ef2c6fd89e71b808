import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';

import { DESKTOP, journeyBrowser, PHONE, screenshot } from '../support/browser';
import { signIn } from '../support/session';
import { codeFromOutbox } from '../support/sms-code';

/**
 * Forgot passcode: every sign-in screen has the link; a service center gets a code by SMS, sets a new
 * passcode, is signed in, and its other browser is signed out. (A demo center no other journey uses.)
 */
const CENTER_MOBILE = '9000000012';

const { open } = journeyBrowser();

const meStatus = (page: Page) => page.evaluate(async () => (await fetch('/api/Auth/Me')).status);

test('every sign-in screen links to the passcode reset', async () => {
  const page = await open(DESKTOP);
  for (const slug of ['customer', 'service-center', 'manager']) {
    await page.goto(`/login?as=${slug}`);
    await page.getByRole('button', { name: 'Forgot passcode?' }).waitFor();
  }
  await screenshot(page, 'forgot-passcode-link-desktop');
});

test('a center resets a forgotten passcode with a code by SMS; its other session ends', async () => {
  const laptop = await open(DESKTOP);
  await signIn(laptop, 'ServiceCenter', CENTER_MOBILE);
  assert.equal(await meStatus(laptop), 200);

  const phone = await open(PHONE);
  await phone.goto('/login?as=service-center');
  await phone.getByRole('button', { name: 'Forgot passcode?' }).click();
  const dialog = phone.getByRole('dialog', { name: 'Reset your passcode' });
  await dialog.getByLabel(/^Mobile number/).fill(CENTER_MOBILE);
  await screenshot(phone, 'forgot-passcode-dialog-phone');
  await dialog.getByRole('button', { name: 'Send code', exact: true }).click();
  await dialog.getByText(`Code sent to +91 ${CENTER_MOBILE} if it is registered.`).waitFor();
  await dialog.getByRole('link', { name: 'Open the development SMS outbox' }).waitFor();

  await dialog.getByLabel(/^6-digit code/).fill('000000');
  await dialog.getByLabel(/^New 4-digit passcode/).fill('5678');
  await dialog.getByRole('button', { name: 'Change passcode' }).click();
  await dialog.getByText(/The code is wrong\. 4 tries left/).waitFor();
  await screenshot(phone, 'forgot-passcode-wrong-code-phone');

  await dialog.getByLabel(/^6-digit code/).fill(await codeFromOutbox(phone, CENTER_MOBILE));
  await dialog.getByRole('button', { name: 'Change passcode' }).click();
  await phone.waitForURL((url) => url.pathname === '/dashboard-service');
  assert.equal(await meStatus(phone), 200);
  // Every other session of the account ended with the reset.
  assert.equal(await meStatus(laptop), 401);

  // The new passcode signs in; the old one no longer does.
  const again = await open(DESKTOP);
  await signIn(again, 'ServiceCenter', CENTER_MOBILE, '5678');
  const old = await again.evaluate(
    async (mobileno) =>
      (
        await fetch('/api/Auth/Login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            mobileno,
            passcode: '1234',
            usertype: 'ServiceCenter',
            logintype: 'PassCode',
          }),
        })
      ).status,
    CENTER_MOBILE,
  );
  assert.equal(old, 401);

  const desktop = await open(DESKTOP);
  await desktop.goto('/login?as=service-center');
  await desktop.getByRole('button', { name: 'Forgot passcode?' }).click();
  await desktop.getByRole('dialog', { name: 'Reset your passcode' }).waitFor();
  await screenshot(desktop, 'forgot-passcode-dialog-desktop');
});
