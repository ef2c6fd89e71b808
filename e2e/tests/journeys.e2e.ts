/**
 * Issue 14's small journeys, walked in the browser: a mobile number pasted with +91 and spaces keeps its ten
 * digits (sign-in and the request form), an empty request form focuses its first field in page order, and a
 * service center opening a manager page is told whom it is for.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';

import { DESKTOP, journeyBrowser, PHONE, screenshot } from '../support/browser.js';
import { signIn } from '../support/session.js';

const PASTED = '+91 98450 12345';
const KEPT = '9845012345';
const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 };

const { open } = journeyBrowser();

/**
 * A real paste: the text goes on the (headless browser's own) clipboard and Ctrl+V puts it in the field,
 * so the browser inserts it as a person's paste would, before any length limit applies.
 */
async function pasteInto(page: Page, field: Locator, text: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.click();
  await page.keyboard.press('Control+V');
}

/** The label text of the focused element, read the way a screen reader finds it. */
async function focusedLabel(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    if (!el || el === document.body) return '(nothing focused)';
    const byLabels = el.labels?.[0]?.textContent;
    const byAria = el.getAttribute('aria-labelledby');
    const text =
      byLabels ?? (byAria ? document.getElementById(byAria)?.textContent : el.getAttribute('aria-label'));
    return (text ?? `(${el.tagName.toLowerCase()} without a label)`).trim();
  });
}

test("pasting '+91 98450 12345' into the sign-in mobile field keeps 9845012345", async () => {
  const page = await open(PHONE);
  await page.goto('/login?as=customer');
  const mobile = page.getByPlaceholder('9876543210');
  await pasteInto(page, mobile, PASTED);
  assert.equal(await mobile.inputValue(), KEPT);
  await screenshot(page, 'journeys-login-pasted-390');
});

test("pasting '+91 98450 12345' into the request form's mobile field keeps 9845012345", async () => {
  const page = await open(PHONE);
  await page.goto('/dashboard-customer/service-request');
  const mobile = page.getByLabel(/^Mobile Number\*?$/);
  await pasteInto(page, mobile, PASTED);
  assert.equal(await mobile.inputValue(), KEPT);
  // Typing over a pasted number still stops at ten digits.
  await mobile.press('End');
  await page.keyboard.type('9');
  assert.equal(await mobile.inputValue(), KEPT);
});

test('submitting an empty request form focuses the first invalid field in page order', async () => {
  for (const [size, name] of [
    [PHONE, '390'],
    [DESKTOP, '1280'],
  ] as const) {
    // With a position the bar offers 'Request Service' (without one it asks to enable location first).
    const page = await open(size, { geolocation: KORAMANGALA });
    await page.goto('/dashboard-customer/service-request');
    await page.getByRole('button', { name: 'Request Service' }).click();
    // The vehicle section comes first on the page; the mobile number (step 3) must not take the focus. Until the
    // check has run (its resolver may still be on its way), the tapped button keeps the focus.
    const until = Date.now() + 5_000;
    const pending = ['(nothing focused)', '(button without a label)'];
    let label = await focusedLabel(page);
    while (Date.now() < until && pending.includes(label)) {
      await page.waitForTimeout(100);
      label = await focusedLabel(page);
    }
    assert.match(label, /^Vehicle Type\*?$/i);
    await screenshot(page, `journeys-first-error-${name}`);
  }
});

test('a signed-in service center opening a manager page is told whom it is for, with a link home', async () => {
  const page = await open(PHONE);
  await signIn(page, 'ServiceCenter', '9000000007');
  await page.goto('/active-service-center');
  await page.getByRole('heading', { name: 'This page is for Fixo operations.' }).waitFor();
  assert.equal(
    await page.getByText('You are not authenticated. Please log in to access this page.').count(),
    0,
  );
  // It stays on the URL it opened (no redirect) and the link leads to the center's own home.
  assert.equal(new URL(page.url()).pathname, '/active-service-center');
  // A page with the public header and footer around it (the manager's own menus are not shown).
  await page.getByRole('banner').waitFor();
  assert.equal(await page.getByRole('contentinfo').count(), 1);
  assert.equal(await page.locator('a[href="/inactive-service-center"]').count(), 0);
  // The public header with 'My dashboard' fits a phone's width (it used to push the menu off-screen).
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
  await screenshot(page, 'journeys-wrong-role-center-390');
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'journeys-wrong-role-center-1280');
  await page.getByRole('link', { name: 'Go to my home' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard-service');
});
