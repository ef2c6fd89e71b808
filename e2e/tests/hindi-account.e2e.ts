/**
 * Hindi on the account side (issue 15): a center's language switch is kept on its account and its plan payment
 * page shows the plan in Hindi; the forgot-passcode dialog, the privacy consents page and the readable data
 * export in Hindi. Screenshots at 390 and 1280 px.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

import { DESKTOP, journeyBrowser, PHONE, screenshot } from '../support/browser.js';
import { signIn } from '../support/session.js';

const { open } = journeyBrowser();
// A demo center no other journey signs in as: its pending plan choice disturbs nobody.
const CENTER_MOBILE = '9000000010';
const CUSTOMER_MOBILE = '9000000002';

const isPut = (path: string) => (r: { url(): string; request(): { method(): string } }) =>
  r.url().endsWith(path) && r.request().method() === 'PUT';

/** Chooses a language in the header and waits for the account to have saved it. */
async function chooseOnAccount(page: Page, name: 'हिन्दी' | 'English', path: string): Promise<void> {
  const saved = page.waitForResponse(isPut(path));
  await page.getByRole('button', { name }).first().click();
  assert.equal((await saved).status(), 200);
}

/**
 * Puts the account back to English (other journeys sign in as these accounts), also after a failed step: a
 * sign-in follows the account's language, and choosing English on a Hindi screen saves it.
 */
async function backToEnglish(
  role: 'Customer' | 'ServiceCenter',
  mobile: string,
  path: string,
): Promise<void> {
  const page = await open(PHONE);
  await signIn(page, role, mobile);
  const hindi = await page
    .waitForFunction(() => document.documentElement.lang === 'hi', undefined, { timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (hindi) await chooseOnAccount(page, 'English', path);
}

test('a center in Hindi: the switch is kept on the account, the plan payment page is in Hindi', async () => {
  try {
    for (const [viewport, width] of [
      [PHONE, 390],
      [DESKTOP, 1280],
    ] as const) {
      const page = await open(viewport);
      await signIn(page, 'ServiceCenter', CENTER_MOBILE);
      if (width === 390) await chooseOnAccount(page, 'हिन्दी', '/api/Notifications/CenterLanguage');
      // The second window starts English: signing in reads the center's Hindi back from the account.
      else await page.waitForFunction(() => document.documentElement.lang === 'hi');
      await page.goto('/dashboard-service/subscription/payment-option?plan=2');
      await page.getByRole('heading', { name: 'FixoPro मासिक' }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      await screenshot(page, `hindi-plan-payment-${width}`);
    }
  } finally {
    await backToEnglish('ServiceCenter', CENTER_MOBILE, '/api/Notifications/CenterLanguage');
  }
});

test('the forgot-passcode dialog in Hindi', async () => {
  for (const [viewport, width] of [
    [PHONE, 390],
    [DESKTOP, 1280],
  ] as const) {
    const page = await open(viewport);
    await page.goto('/login?as=service-center');
    await page.getByRole('button', { name: 'हिन्दी' }).first().click();
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await page.getByRole('button', { name: /पासकोड भूल गए/ }).click();
    await page.getByRole('dialog').waitFor();
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, `hindi-forgot-passcode-${width}`, { fullPage: false });
  }
});

test('a Hindi customer: the consents page shows the texts agreed to, the readable export is in Hindi', async () => {
  try {
    for (const [viewport, width] of [
      [PHONE, 390],
      [DESKTOP, 1280],
    ] as const) {
      const page = await open(viewport);
      await signIn(page, 'Customer', CUSTOMER_MOBILE);
      if (width === 390) await chooseOnAccount(page, 'हिन्दी', '/api/Notifications/Preferences');
      else await page.waitForFunction(() => document.documentElement.lang === 'hi');
      await page.goto('/dashboard-customer/privacy');
      // Withdrawing and giving again on this Hindi screen records the Hindi purpose shown.
      const purpose = 'जिस सर्विस सेंटर को मैं रिक्वेस्ट भेजूँ, उसके साथ मेरी लोकेशन शेयर करें।';
      if (width === 390) {
        for (const path of ['/api/Privacy/WithdrawConsent', '/api/Privacy/GiveConsent']) {
          const done = page.waitForResponse((r) => r.url().endsWith(path));
          await page.getByRole('button', { name: new RegExp(purpose) }).click();
          assert.equal((await done).status(), 200);
        }
      }
      const history = page.locator('details', { has: page.getByText(/^इतिहास \(\d+\)$/) });
      await history.locator('summary').click();
      await history.locator('q[lang="hi"]', { hasText: purpose }).first().waitFor();
      // From the top: a page scrolled to the history pictures the sticky header in the middle.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.evaluate(() => document.fonts.ready);
      await screenshot(page, `hindi-privacy-consents-${width}`);

      // The readable export, opened as the person would open the downloaded file.
      const response = await page.request.get('/api/Privacy/GetMyData?FORMAT=html');
      assert.equal(response.status(), 200);
      const html = await response.text();
      assert.match(html, /<html lang="hi">/);
      // The file relies on the device's Devanagari font (every phone has one); this headless browser has none, so
      // the picture borrows the face the app page just loaded, as a phone's own font would render it.
      const fontUrl = await page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .map((e) => e.name)
            .find((name) => /noto-sans-devanagari-devanagari-400-normal-.*\.woff2$/.test(name)) ?? '',
      );
      assert.ok(fontUrl, 'the Hindi page loaded its Devanagari font');
      // Inlined: the picture needs no request of its own, as the downloaded file would not make one.
      const font = (await (await page.request.get(fontUrl)).body()).toString('base64');
      await page.setContent(html);
      await page.addStyleTag({
        content: `@font-face{font-family:"Noto Sans Devanagari";font-weight:100 900;src:url(data:font/woff2;base64,${font}) format("woff2")}`,
      });
      await page.getByRole('heading', { name: 'Fixo के पास आपका डेटा' }).waitFor();
      await page.evaluate(() => document.fonts.load('700 16px "Noto Sans Devanagari"', 'डेटा'));
      await page.evaluate(() => document.fonts.ready);
      await screenshot(page, `hindi-readable-export-${width}`);
    }
  } finally {
    await backToEnglish('Customer', CUSTOMER_MOBILE, '/api/Notifications/Preferences');
  }
});
