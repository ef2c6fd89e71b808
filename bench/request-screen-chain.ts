/**
 * What the request screen waits for after the app has taken over its prerendered markup: two builds (or servers)
 * side by side, cold loads alternated on a weak phone (bench/support/weak-phone.ts), and for each load the moment
 * the app took over, the moment every select was filled, and when the states list was asked for and answered
 * (Resource Timing). The difference of the first two is less at the mercy of a busy machine than either alone.
 * Run by hand against two running servers:
 *
 *   node --conditions=source --import tsx bench/request-screen-chain.ts http://127.0.0.1:3997 http://127.0.0.1:3998 10
 */
import { launchBrowser } from '../e2e/support/browser.js';
import { percentile } from './support/stats.js';
import { emulateWeakPhone } from './support/weak-phone.js';

const [first, second] = process.argv.slice(2);
const loads = Number(process.argv[4] ?? 8);
if (!first || !second) throw new Error('usage: request-screen-chain.ts <server A> <server B> [loads]');
const servers = [first, second];

interface Load {
  takeover: number;
  filled: number;
  statesAsked: number;
  statesAnswered: number;
}

// A string, not a function: the browser runs it as written (tsx would add helpers the page does not have).
const MARKS = `
  var marks = {}; window.__fixoMarks = marks;
  var timer = setInterval(function () {
    var root = document.getElementById('root');
    if (marks.takeover === undefined && root && !root.hasAttribute('inert') && root.querySelector('form'))
      marks.takeover = performance.now();
    if (document.querySelector('#root:not([inert]) form:not(:has(select[aria-busy="true"])) select[name="state"]:not([disabled])')) {
      marks.filled = performance.now();
      clearInterval(timer);
    }
  }, 20);`;

const browser = await launchBrowser();
const results = new Map<string, Load[]>(servers.map((origin) => [origin, []]));
try {
  for (let load = 0; load < loads; load++) {
    for (const origin of load % 2 === 0 ? servers : [...servers].reverse()) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await emulateWeakPhone(context, page);
      await page.addInitScript(MARKS);
      await page.goto(`${origin}/dashboard-customer/service-request`);
      // Arrow functions written inline: tsx names only functions given to a variable.
      await page.waitForFunction(
        () => (window as unknown as { __fixoMarks: Partial<Load> }).__fixoMarks.filled !== undefined,
        null,
        { timeout: 60_000 },
      );
      results.get(origin)!.push(
        await page.evaluate((): Load => {
          const marks = (window as unknown as { __fixoMarks: Load }).__fixoMarks;
          const states = performance
            .getEntriesByType('resource')
            .find((entry) => entry.name.includes('GetAllStates')) as PerformanceResourceTiming | undefined;
          return {
            takeover: marks.takeover,
            filled: marks.filled,
            statesAsked: states?.startTime ?? Number.NaN,
            statesAnswered: states?.responseEnd ?? Number.NaN,
          };
        }),
      );
      await context.close();
    }
  }
} finally {
  await browser.close();
}

const median = (values: number[]) => Math.round(percentile(values, 50));
for (const [origin, runs] of results) {
  console.log(
    `${origin}: medians of ${runs.length} loads (ms) - taken over ${median(runs.map((r) => r.takeover))}, ` +
      `every select filled ${median(runs.map((r) => r.filled))}, ` +
      `filled after the takeover ${median(runs.map((r) => r.filled - r.takeover))}, ` +
      `states asked ${median(runs.map((r) => r.statesAsked))} and answered ${median(runs.map((r) => r.statesAnswered))}`,
  );
}
