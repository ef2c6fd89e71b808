/**
 * Ratings: a guest driver rates a closed request from the tracking page (keyboard on the star radio group), the
 * nearby card then shows the new average and count, and the center sees the review on its home and replies.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { RATING_MESSAGES } from '@fixo/shared';

import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from '../support/browser.js';
import { centerAnswers, guestSubmits } from '../support/guest-request.js';
import { accountLanguageToEnglish, signIn } from '../support/session.js';
import { verifyMobileInForm } from '../support/sms-code.js';

const ANDHERI = '9000000007'; // Andheri Motor Garage, the first center for PIN 400069
const GUEST_MOBILE = '9876512377';
const NEAR_ANDHERI = { latitude: 19.1136, longitude: 72.8697 };
const COMMENT = 'Reached late and the spare was not tightened properly.';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** The Andheri card's rating as read out: 'Rated 4.4 out of 5, 9 ratings'. */
async function andheriRating(page: Page): Promise<string> {
  const card = page.getByTestId('nearby-center').filter({ hasText: 'Andheri Motor Garage' });
  await card.waitFor({ timeout: 20_000 });
  return (await card.getByRole('img', { name: /^Rated / }).getAttribute('aria-label')) ?? '';
}

const parse = (label: string) => {
  const m = /^Rated (\d\.\d) out of 5, (\d+) ratings?$/.exec(label);
  assert.ok(m, `unexpected rating label '${label}'`);
  return { average: Number(m[1]), count: Number(m[2]) };
};

test('a driver rates a closed request; the nearby card and the center show the new average', async () => {
  const { context, page } = await newPage(browser, PHONE);
  const desk = await newPage(browser, DESKTOP);
  try {
    let before = { average: 0, count: 0 };
    const ref = await guestSubmits(page, GUEST_MOBILE, async (p) => {
      before = parse(await andheriRating(p));
      const card = p.getByTestId('nearby-center').filter({ hasText: 'Andheri Motor Garage' });
      await shot(card, 'ratings-nearby-card-390');
    });
    assert.ok(before.count > 0, 'the demo center has ratings');
    const trackingLink = await page.locator('#tracking-link').inputValue();

    // Not closed yet: nothing to rate on the tracking page.
    await page.goto(trackingLink);
    await page.getByRole('heading', { name: ref }).waitFor();
    assert.equal(await page.getByTestId('rating-section').count(), 0);

    await centerAnswers(browser, ANDHERI, ref, 'Accepted');
    await centerAnswers(browser, ANDHERI, ref, 'Closed');
    await page.reload();
    const section = page.getByTestId('rating-section');
    await section.getByRole('heading', { name: 'Rate Andheri Motor Garage' }).waitFor();
    await desk.page.goto(trackingLink);
    await desk.page.getByTestId('rating-section').getByRole('group', { name: 'Your rating' }).waitFor();
    await shot(desk.page.getByTestId('rating-section'), 'ratings-form-1280');

    // Stars are required: the form says so instead of sending nothing.
    await section.getByRole('button', { name: 'Submit rating' }).click();
    await section.getByText('Choose 1 to 5 stars').waitFor();
    // Keyboard: one star is picked by clicking, the arrow keys move to the final choice (2 stars).
    // A thumb taps the third star (its label; the radio itself is visually hidden).
    await section.locator('label', { has: page.getByRole('radio', { name: '3 stars, Good' }) }).click();
    assert.equal(await section.getByRole('radio', { name: '3 stars, Good' }).isChecked(), true);
    await page.keyboard.press('ArrowLeft');
    assert.equal(await section.getByRole('radio', { name: '2 stars, Fair' }).isChecked(), true);
    await section.getByLabel('Comment (optional)').fill(COMMENT);
    await shot(section, 'ratings-form-390');
    // The link alone does not rate: the driver proves the request's number first (its last 4 digits shown).
    await section.getByRole('button', { name: 'Submit rating' }).click();
    await section.getByText(RATING_MESSAGES.proveMobile).waitFor();
    const number = section.getByLabel('Mobile number of the request');
    await number.fill('9876512300');
    await section
      .getByText(`This is not the number of the request: it ends in ${GUEST_MOBILE.slice(-4)}.`)
      .waitFor();
    await number.fill(GUEST_MOBILE);
    await verifyMobileInForm(page, GUEST_MOBILE);
    await shot(section, 'ratings-form-proven-390');
    await section.getByRole('button', { name: 'Submit rating' }).click();
    await section.getByText('You rated 2 of 5 (Fair)').waitFor();
    await screenshot(page, 'ratings-given-390');

    // The nearby card now counts this rating, and its average is the one the server computed.
    const publicReviews = await context.request.get('/api/Rating/GetServiceCenterReviews', {
      params: { SERVICECENTERID: String(await centerIdOf(page)), PAGESIZE: '1' },
    });
    const figures = (await publicReviews.json()) as { scrating: number; scratingcount: number };
    assert.equal(figures.scratingcount, before.count + 1);
    const after = parse(await nearbyAtAndheri(page));
    assert.deepEqual(after, { average: figures.scrating, count: before.count + 1 });
    assert.ok(
      after.average < before.average,
      `a 2-star rating lowers ${before.average} (got ${after.average})`,
    );
    // 'Top rated' reorders the list; 'Nearest' stays the default.
    assert.equal(await page.getByLabel('Sort').inputValue(), 'distance');
    await page.getByLabel('Sort').selectOption('rating');
    await page.getByTestId('nearby-center').first().waitFor();

    for (const [p, name] of [
      [page, '390'],
      [desk.page, '1280'],
    ] as const) {
      if (p === desk.page) {
        assert.deepEqual(parse(await nearbyAtAndheri(p)), after);
        await p.getByLabel('Sort').selectOption('rating');
      }
      await shot(p.getByLabel('Sort').locator('xpath=../..'), `ratings-nearby-controls-${name}`);
      // The list's controls and first cards, close up (the full page is long on a phone).
      await shot(
        p.getByRole('radiogroup', { name: 'Nearby Service Centers' }).locator('xpath=..'),
        `ratings-nearby-top-rated-${name}`,
      );
    }
  } finally {
    await desk.context.close();
    await context.close();
  }

  // The center sees the review on its home, with the new count in the header, and replies once.
  for (const [size, name] of [
    [PHONE, '390'],
    [DESKTOP, '1280'],
  ] as const) {
    const { context, page } = await newPage(browser, size);
    try {
      await signIn(page, 'ServiceCenter', ANDHERI);
      const review = page.getByTestId('review').filter({ hasText: COMMENT });
      await review.waitFor({ timeout: 15_000 });
      if (name === '390') {
        await review.getByRole('button', { name: 'Reply publicly' }).click();
        await review
          .getByRole('textbox')
          .fill('Sorry about the wheel nut. Please come by, we will check it free.');
        await review.getByRole('button', { name: 'Publish reply' }).click();
        await review.getByText('Reply from Andheri Motor Garage:').waitFor();
        assert.equal(await review.getByRole('button', { name: 'Reply publicly' }).count(), 0);
      }
      await page.getByTestId('home-rating-count').waitFor();
      await review.scrollIntoViewIfNeeded();
      await screenshot(page, `ratings-center-home-${name}`);
      await shot(
        page.getByRole('region', { name: 'Reviews from drivers' }),
        `ratings-center-reviews-${name}`,
      );
    } finally {
      await context.close();
    }
  }
});

test('in Hindi: a driver reads a center’s reviews from the nearby card; the center’s screens read Hindi', async () => {
  const figures = async (page: Page) => {
    const answer = await page.request.get('/api/Rating/GetServiceCenterReviews', {
      params: { SERVICECENTERID: String(await centerIdOf(page)), PAGESIZE: '10' },
    });
    return (await answer.json()) as { scratingcount: number; items: { comment: string; hidden: boolean }[] };
  };
  for (const [size, name] of [
    [PHONE, '390'],
    [DESKTOP, '1280'],
  ] as const) {
    const { context, page } = await newPage(browser, size);
    try {
      await nearbyAtAndheri(page);
      const card = page.getByTestId('nearby-center').filter({ hasText: 'Andheri Motor Garage' });
      const shown = await figures(page);
      // English first: the same view a driver gets without switching.
      await card.getByRole('button', { name: 'Read reviews' }).click();
      let dialog = page.getByRole('dialog', { name: 'Reviews' });
      await dialog.getByTestId('review').first().waitFor();
      assert.equal(await dialog.getByTestId('review').count(), shown.items.length);
      assert.ok(
        shown.items.every((r) => !r.hidden),
        'the public list never carries a hidden review',
      );
      await dialog.getByText(`(${shown.scratingcount} ratings)`).waitFor();
      await shot(dialog, `ratings-public-reviews-en-${name}`);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'हिन्दी' }).first().click();
      await page.waitForFunction(() => document.documentElement.lang === 'hi');
      await card.getByRole('button', { name: 'रिव्यू पढ़ें' }).click();
      dialog = page.getByRole('dialog', { name: 'रिव्यू' });
      await dialog.getByText(`(${shown.scratingcount} रेटिंग)`).waitFor();
      assert.equal(await dialog.getByTestId('review').count(), shown.items.length);
      // The drivers' words stay as they wrote them.
      const firstComment = shown.items.find((r) => r.comment)?.comment;
      if (firstComment) await dialog.getByText(firstComment).first().waitFor();
      await shot(dialog, `ratings-public-reviews-hi-${name}`);
    } finally {
      await context.close();
    }
  }

  // The center in Hindi: reviews on its home, offers (and the offer form), plans and profile.
  for (const [size, name] of [
    [PHONE, '390'],
    [DESKTOP, '1280'],
  ] as const) {
    const { context, page } = await newPage(browser, size);
    try {
      await signIn(page, 'ServiceCenter', ANDHERI);
      await page.getByRole('region', { name: 'Reviews from drivers' }).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'हिन्दी' }).first().click();
      await page.getByRole('region', { name: 'ड्राइवरों के रिव्यू' }).waitFor();
      await shot(page.getByRole('region', { name: 'ड्राइवरों के रिव्यू' }), `hindi-center-reviews-${name}`);

      await page.goto('/dashboard-service/discount');
      await page.getByRole('heading', { level: 1, name: 'प्रमोशनल ऑफ़र' }).waitFor();
      await page.getByText(/ऑफ़र$/).last().waitFor();
      await screenshot(page, `hindi-center-offers-${name}`);
      await page.getByRole('button', { name: 'ऑफ़र जोड़ें' }).click();
      const form = page.getByRole('dialog', { name: 'ऑफ़र जोड़ें' });
      await form.getByText('एक डिस्काउंट कूपन बनाएँ जो ग्राहकों को आपके सर्विस सेंटर के साथ दिखेगा।').waitFor();
      await form.getByRole('button', { name: 'सबमिट करें' }).click();
      await form.locator('[role="alert"], .text-red-700').first().waitFor();
      await screenshot(page, `hindi-center-offer-form-${name}`);
      await page.keyboard.press('Escape');

      await page.goto('/dashboard-service/subscription');
      await page.getByRole('heading', { level: 1, name: 'सब्सक्रिप्शन प्लान' }).waitFor();
      await page.getByText('GST सहित').first().waitFor();
      await screenshot(page, `hindi-center-plans-${name}`);

      await page.goto('/dashboard-service/service-center-profile');
      await page.getByRole('heading', { level: 1, name: 'सर्विस सेंटर प्रोफ़ाइल' }).waitFor();
      await page.getByLabel(/सर्विस सेंटर का नाम/).waitFor();
      await screenshot(page, `hindi-center-profile-${name}`);
    } finally {
      // The header keeps the choice on the center's account: put it back for the next window and journeys.
      await accountLanguageToEnglish(page, 'ServiceCenter').catch((error: unknown) => console.error(error));
      await context.close();
    }
  }
});

/** A close-up of one part of the screen. */
async function shot(locator: Locator, name: string): Promise<void> {
  await locator.screenshot({ path: path.resolve('e2e/screenshots', `${name}.png`) });
}

/** The request form beside Andheri (the browser shares its position): the nearby list shows by itself. */
async function nearbyAtAndheri(page: Page): Promise<string> {
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation(NEAR_ANDHERI);
  await page.goto('/dashboard-customer/service-request');
  return andheriRating(page);
}

/** The id of Andheri Motor Garage, from the public nearby answer the page itself uses. */
async function centerIdOf(page: Page): Promise<number> {
  const enc = await page.request.get('/api/AppConfigurations/GetEncValue', { params: { strval: '400069' } });
  const list = await page.request.get(
    '/api/ServiceCenter/GetServiceCenterByLocalityOrPostalCodeOrLatLongForWeb',
    { params: { POSTALCODE: await enc.text() } },
  );
  const centers = (await list.json()) as { servicecenterid: number; servicecentername: string }[];
  const andheri = centers.find((c) => c.servicecentername === 'Andheri Motor Garage');
  assert.ok(andheri);
  return andheri.servicecenterid;
}
