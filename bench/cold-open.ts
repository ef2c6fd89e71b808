/**
 * Pages opened cold (a new document, nothing cached) on a phone with a weak signal: Debian's Chromium at 4x CPU
 * slowdown and a slow 4G link (150 ms round trip, 1.6 Mbit/s down), time from the navigation until the screen's
 * content shows. The same build is served twice, on demo data: as built (each client route sent its own shell,
 * naming its screen's files) and without the route-shell list (every route sent the empty app.html), the loads
 * alternated between the two. Run by hand after `npm run build`; compare medians, not single loads.
 *
 *   node --conditions=source --import tsx bench/cold-open.ts [loads]
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ROUTE_SHELLS_FILE } from '@fixo/shared';
import { launchBrowser } from '../e2e/support/browser.js';
import { buildSqliteFile } from './nearby-throughput.js';
import { ROOT, percentile, startServer, tempDir } from './support/lib.js';
import { emulateWeakPhone } from './support/weak-phone.js';

const loads = Number(process.argv[2] ?? 8);
const dist = path.join(ROOT, 'apps/web/dist');
if (!fs.existsSync(path.join(dist, ROUTE_SHELLS_FILE))) throw new Error('build first: npm run build');

const sqliteFile = await buildSqliteFile(tempDir('cold-open'), 0);
const token = (
  new Database(sqliteFile, { readonly: true })
    .prepare('select tracking_token from service_requests order by id limit 1')
    .get() as { tracking_token: string }
).tracking_token;

const withoutShells = tempDir('cold-open-dist');
fs.cpSync(dist, withoutShells, { recursive: true });
fs.rmSync(path.join(withoutShells, ROUTE_SHELLS_FILE));

const servers = {
  'route shells': await startServer({ SQLITE_FILE: sqliteFile, SEED_DEMO: 'true', WEB_DIST: dist }),
  'empty shell': await startServer({ SQLITE_FILE: sqliteFile, SEED_DEMO: 'true', WEB_DIST: withoutShells }),
};
const pages = [
  { path: `/track/${token}`, shows: 'h1:has-text("FX-")', what: 'a tracking link: the booking reference' },
  { path: '/login', shows: 'form input', what: 'sign-in: the form' },
];

const browser = await launchBrowser();
try {
  for (const page of pages) {
    const times: Record<string, number[]> = Object.fromEntries(Object.keys(servers).map((k) => [k, []]));
    for (let i = 0; i < loads; i += 1) {
      const order = Object.entries(servers);
      if (i % 2 === 1) order.reverse();
      for (const [name, server] of order) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const tab = await context.newPage();
        await emulateWeakPhone(context, tab);
        await tab.goto(`${server.url}${page.path}`, { waitUntil: 'commit' });
        await tab.locator(page.shows).first().waitFor({ timeout: 60_000 });
        times[name]!.push(Math.round(await tab.evaluate(() => performance.now())));
        await context.close();
      }
    }
    console.log(`${page.what} (${page.path.replace(token, '<token>')}), ${loads} loads each, alternated:`);
    for (const [name, list] of Object.entries(times)) {
      const median = percentile(list, 50);
      console.log(`  ${name.padEnd(13)} median ${median} ms  (${list.join(', ')})`);
    }
  }
} finally {
  await browser.close();
  await Promise.all(Object.values(servers).map((server) => server.close()));
}
