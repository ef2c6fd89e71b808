/**
 * Manager settings: a manager turns OTP sign-in on from the Settings link in the header, sees the change in the
 * history (who, when, old, new), and the public setting follows. Screenshots at 390 and 1280 px.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../support/browser.js';
import { signIn } from '../support/session.js';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => browser.close());

const otpValue = (page: import('playwright-core').Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/AppConfigurations/GetAppConfigKeyValueByKeyName?APCKEY=ENABLEOTPAPI');
    return ((await response.json()) as Array<{ apcvalue: string }>)[0]?.apcvalue;
  });

test('a manager turns OTP sign-in on and off on the settings screen, each change in the history', async () => {
  const { context, page } = await newPage(browser, DESKTOP);
  await signIn(page, 'Manager', '9000000001');
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await page.waitForURL((url) => url.pathname === '/manager-settings');
  const toggle = page.getByRole('switch', { name: 'Sign-in by one-time code (OTP)' });
  await toggle.waitFor();
  const before = await otpValue(page);
  await toggle.click();
  const after = before === 'true' ? 'false' : 'true';
  await page
    .getByRole('list', { name: 'Change history' })
    .getByText('by Fixo Operations (9000000001)')
    .first()
    .waitFor();
  assert.equal(await otpValue(page), after);
  assert.equal(await toggle.getAttribute('aria-checked'), after);
  await page.waitForTimeout(400); // the switch's colour and thumb transitions, so the picture shows the end state
  await screenshot(page, 'manager-settings-1280');

  const phone = await newPage(browser, PHONE);
  await signIn(phone.page, 'Manager', '9000000001');
  await phone.page.goto('/manager-settings');
  await phone.page.getByRole('switch', { name: 'Sign-in by one-time code (OTP)' }).waitFor();
  const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `settings page scrolls sideways by ${overflow}px on a phone`);
  await screenshot(phone.page, 'manager-settings-390');
  await phone.context.close();

  // Back as it was, so the other journeys see the seeded value.
  await toggle.click();
  await page.waitForFunction(async (expected) => {
    const r = await fetch('/api/AppConfigurations/GetAppConfigKeyValueByKeyName?APCKEY=ENABLEOTPAPI');
    return ((await r.json()) as Array<{ apcvalue: string }>)[0]?.apcvalue === expected;
  }, before);
  await context.close();
});
