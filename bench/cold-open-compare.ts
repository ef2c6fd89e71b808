/**
 * Two builds side by side: the same screen opened cold (a new context, nothing cached) on a phone with a weak signal
 * (Debian's Chromium at 4x CPU slowdown, slow 4G: 150 ms round trip, 1.6 Mbit/s down), time from the navigation until
 * `text` shows, the loads alternated between the two servers. Run by hand against two running servers, e.g. the
 * build of main (`WEB_DIST=<its apps/web/dist>` on another port) and this one; compare medians, not single loads.
 *
 *   SIGN_IN=ServiceCenter:9000000003 node --conditions=source --import tsx bench/cold-open-compare.ts \
 *     http://127.0.0.1:3997 http://127.0.0.1:3999 /service-manager/parts-list "Add Parts & Services" 6
 *
 * A prerendered screen shows its text before any JavaScript: give a CSS selector instead, prefixed `css=`, for the
 * moment the app has taken over (the request screen's markup is inert until then):
 *
 *   node --conditions=source --import tsx bench/cold-open-compare.ts \
 *     http://127.0.0.1:3997 http://127.0.0.1:3999 /dashboard-customer/service-request 'css=#root:not([inert]) form' 6
 */
import type { BrowserContextOptions } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.js';
import { percentile } from './support/stats.js';
import { signedInState } from './support/signed-in.js';
import { emulateWeakPhone } from './support/weak-phone.js';

const [first, second, target, text] = process.argv.slice(2);
const loads = Number(process.argv[6] ?? 6);
if (!first || !second || !target || !text) {
  throw new Error(
    'usage: cold-open-compare.ts <server A> <server B> <path> <text that shows the screen, or css=selector> [loads]',
  );
}
const servers = [first, second];

const browser = await launchBrowser();
const sessions = new Map<string, BrowserContextOptions['storageState']>();
for (const origin of servers) sessions.set(origin, await signedInState(browser, origin));

const times = new Map<string, number[]>(servers.map((origin) => [origin, []]));
try {
  for (let load = 0; load < loads; load++) {
    // Alternated, and each pair in turn order, so a busy moment of the machine falls on both builds.
    for (const origin of load % 2 === 0 ? servers : [...servers].reverse()) {
      const context = await browser.newContext({
        storageState: sessions.get(origin),
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await emulateWeakPhone(context, page);
      await page.goto(`${origin}${target}`, { waitUntil: 'commit' });
      const shows = text.startsWith('css=') ? page.locator(text.slice(4)) : page.getByText(text);
      await shows.first().waitFor({ timeout: 60_000 });
      times.get(origin)!.push(await page.evaluate(() => performance.now()));
      await context.close();
    }
  }
} finally {
  await browser.close();
}
for (const [origin, values] of times) {
  console.log(
    `${origin}${target}: "${text}" shown at ${values.map((v) => v.toFixed(0)).join(', ')} ms; median ${percentile(values, 50).toFixed(0)} ms`,
  );
}
