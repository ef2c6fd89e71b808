import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../support/browser.js';

/**
 * The prerendered pages (/ and /fixopro) run a light entry (apps/web/src/marketing-entry.ts): a first-time
 * visitor reads and uses them without the app, which starts only when this visitor needs it. The prerendered
 * request screen paints before the app too, and starts it at once.
 */
let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => browser.close());

/** True once React has rendered into #root (createRoot marks its container). */
const appOnScreen = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });

/** Scripts the page ran (not the idle-time prefetches, which load without running). */
const ranScripts = (page: Page) =>
  page.evaluate(() => Array.from(document.scripts, (script) => new URL(script.src, location.href).pathname));

test('a first-time visitor gets / and /fixopro without the app, and every link works', async () => {
  for (const path of ['/', '/fixopro']) {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await appOnScreen(page), false, `${path}: the app ran for a first-time visitor`);
    const scripts = await ranScripts(page);
    assert.equal(scripts.length, 1, `${path} ran ${scripts.join(', ')}`);
    assert.match(scripts[0]!, /\/assets\/marketing-[\w-]+\.js$/);
    // The app's files (its entry first in the page's list) are fetched in idle time, not run.
    const appEntry = (await page.locator('meta[name="fixo-app-files"]').getAttribute('content'))?.split(
      ' ',
    )[0];
    assert.match(appEntry ?? '', /^\/assets\/index-[\w-]+\.js$/);
    await page.waitForFunction(
      (file) =>
        performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === file),
      appEntry,
    );
    assert.equal(await appOnScreen(page), false, `${path}: the prefetched app ran`);
    await context.close();
  }
  const { context, page } = await newPage(browser, DESKTOP);
  await page.goto('/');
  await page
    .getByRole('link', { name: /get help now/i })
    .first()
    .click();
  await page.waitForURL((url) => url.pathname === '/dashboard-customer/service-request');
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The request screen is prerendered too, and the app takes it over at once.
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
  assert.equal(await appOnScreen(page), true);
  await context.close();
});

test('on a phone the menu opens and closes before the app, with its label and icon', async () => {
  const { context, page } = await newPage(browser, PHONE);
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const close = page.getByRole('button', { name: 'Close menu' });
  assert.equal(await close.getAttribute('aria-expanded'), 'true');
  const menuLink = page.locator(`#${await close.getAttribute('aria-controls')}`).getByRole('link', {
    name: 'FixoPro',
  });
  await menuLink.waitFor();
  await screenshot(page, 'landing-light-menu-phone', { fullPage: false });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Open menu' }).waitFor();
  assert.equal(await menuLink.isVisible(), false);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menuLink.click();
  await page.waitForURL((url) => url.pathname === '/fixopro');
  await page.getByRole('heading', { level: 1 }).waitFor();
  assert.equal(await appOnScreen(page), false);
  await context.close();
});

test('a tap on हिन्दी starts the app and applies the tap', async () => {
  const { context, page } = await newPage(browser, DESKTOP);
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  assert.equal(await appOnScreen(page), false);
  await page.locator('button[lang="hi"]').first().click();
  await page.waitForFunction(() => document.documentElement.lang === 'hi');
  assert.equal(await appOnScreen(page), true);
  assert.equal(await page.evaluate(() => localStorage.getItem('fixo.language')), 'hi');
  await context.close();
});

test('a visitor whose page differs (Hindi before, signed in, a request to follow) gets the app at once', async () => {
  const visitors: Array<[string, Record<string, string>]> = [
    ['Hindi before', { 'fixo.language': 'hi' }],
    ['signed in', { isLogin: 'true', userType: 'Customer' }],
    [
      'a request to follow',
      { 'fixo.recentRequests': '[{"bookingRef":"FX1","trackingPath":"/track/x","status":"Pending"}]' },
    ],
  ];
  for (const [who, stored] of visitors) {
    const { context, page } = await newPage(browser, DESKTOP);
    await context.addInitScript((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, stored);
    await page.goto('/');
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    );
    assert.equal(await appOnScreen(page), true, who);
    await context.close();
  }
});

const REQUEST_SCREEN = '/dashboard-customer/service-request';

/** Holds the app's entry until `release()`: the moment between the prerendered paint and the app, made long. */
async function holdAppEntry(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the request screen paints from its HTML, inert until the app takes over; nothing typed is lost', async () => {
  const { context, page } = await newPage(browser, PHONE);
  const release = await holdAppEntry(page);
  await page.goto(REQUEST_SCREEN, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { level: 1, name: 'Request roadside help', includeHidden: true }).waitFor({
    state: 'attached',
  });
  assert.equal(await appOnScreen(page), false);
  const root = page.locator('#root');
  assert.equal(await root.getAttribute('inert'), '');
  assert.equal(await root.getAttribute('data-not-this-visitor'), null, 'a guest sees the prerendered form');
  assert.equal(await page.locator('h1').isVisible(), true);
  // Inert: a field of the markup about to be replaced cannot take focus (so nothing is typed into it).
  assert.equal(
    await page.evaluate(() => {
      const field = document.querySelector<HTMLInputElement>('#root input:not([type="hidden"])');
      field?.focus();
      return !!field && document.activeElement === field;
    }),
    false,
  );
  await screenshot(page, 'request-prerendered-phone', { fullPage: false });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The app adopts the markup drawn for a guest (hydration) rather than drawing the page again.
  await page.evaluate(() => document.querySelector('form')?.setAttribute('data-drawn-by', 'html'));
  release();
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
  assert.equal(await appOnScreen(page), true);
  assert.equal(await page.locator('form').getAttribute('data-drawn-by'), 'html', 'the form was drawn again');
  assert.deepEqual(errors, [], 'hydration reported an error');
  const registration = page.getByLabel('Registration Number');
  await registration.fill('KA01AB1234');
  assert.equal(await registration.inputValue(), 'KA01AB1234');
  await context.close();
});

test("the request screen asks for each of the app's files once", async () => {
  const { context, page } = await newPage(browser, PHONE);
  await page.goto(REQUEST_SCREEN);
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
  await page.getByLabel('Registration Number').waitFor();
  // The light entry links the app's files one per task while the app starts; the app's loader of lazy modules
  // links what it finds unlinked. Neither links a file the other already has (each started fetch costs the main
  // thread: they were linked twice, the app's loader linking twenty-two in one task).
  // By address: the app's loader writes its links in full, the light entry's as paths.
  const hrefs = await page.$$eval('link[rel="modulepreload"]', (links) =>
    links.map((link) => (link as HTMLLinkElement).href),
  );
  assert.ok(hrefs.length > 10, `only ${hrefs.length} files linked`);
  assert.deepEqual(
    hrefs.filter((href, i) => hrefs.indexOf(href) !== i),
    [],
  );
  await context.close();
});

test('the request screen fetches its reference lists and their contracts once, before the app asks', async () => {
  const { context, page } = await newPage(browser, PHONE);
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    requested.push(url.pathname.startsWith('/api/') ? `${url.pathname}${url.search}` : url.pathname);
  });
  const response = await page.goto(REQUEST_SCREEN);
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
  // The selects fill from the lists fetched beside the app's files (no select still waiting for its list).
  await page
    .locator('select[name="vehicleType"]:not([aria-busy="true"]) option')
    .nth(1)
    .waitFor({ state: 'attached' });
  await page
    .locator('select[name="serviceRequired"]:not([aria-busy="true"]) option')
    .nth(1)
    .waitFor({ state: 'attached' });
  await page.locator('select[name="state"]:not([disabled])').waitFor();
  const lists = await page.$$eval('link[rel="preload"][as="fetch"]', (links) =>
    links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
  );
  assert.ok(lists.includes('/api/Masters/GetAllVehicleType'), `lists named: ${lists.join(', ')}`);
  const contracts = await page.$eval('meta[name="fixo-app-contracts"]', (meta) =>
    (meta as HTMLMetaElement).content.split(' '),
  );
  assert.ok(contracts.length > 0);
  for (const file of [...lists, ...contracts]) {
    assert.equal(requested.filter((path) => path === file).length, 1, `${file} asked for once`);
  }
  // Asked for while the page was read, before the light entry linked the app's entry after the first paint.
  const appEntry = await page.$eval(
    'meta[name="fixo-app-files"]',
    (meta) => (meta as HTMLMetaElement).content.split(' ')[0]!,
  );
  assert.ok(requested.indexOf(lists[0]!) < requested.indexOf(appEntry), requested.slice(0, 8).join(' '));
  // The states of the only country (India), which the app picks by itself: the build cannot know the country,
  // so the server names the list in the page's Link header; asked for once, before the app's entry too.
  const states = '/api/Masters/GetAllStates?COUNTRYID=1';
  assert.match(
    response?.headers().link ?? '',
    /<\/api\/Masters\/GetAllStates\?COUNTRYID=1>; rel=preload; as=fetch/,
  );
  assert.equal(requested.filter((path) => path === states).length, 1, `${states} asked for once`);
  assert.ok(requested.indexOf(states) < requested.indexOf(appEntry), requested.slice(0, 10).join(' '));
  await context.close();
});

test("a signed-in or Hindi visitor is not shown the guest's English request form before their own", async () => {
  const visitors: Array<[string, Record<string, string>]> = [
    ['Hindi before', { 'fixo.language': 'hi' }],
    ['signed in', { isLogin: 'true', userType: 'Customer' }],
  ];
  for (const [who, stored] of visitors) {
    const { context, page } = await newPage(browser, DESKTOP);
    await context.addInitScript((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, stored);
    const release = await holdAppEntry(page);
    await page.goto(REQUEST_SCREEN, { waitUntil: 'domcontentloaded' });
    await page.locator('#root[data-not-this-visitor]').waitFor({ state: 'attached' });
    assert.equal(await page.locator('h1').isVisible(), false, `${who}: the guest's form was shown`);
    release();
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-not-this-visitor'));
    await page.locator('h1').waitFor();
    assert.equal(await appOnScreen(page), true, who);
    if (who === 'Hindi before') assert.equal(await page.evaluate(() => document.documentElement.lang), 'hi');
    await context.close();
  }
});
