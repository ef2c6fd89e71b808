/**
 * The main thread's long tasks while a first screen starts, in Debian's Chromium at 4x CPU slowdown (a mid-range
 * phone), as the browser recorded them: each task over 50 ms after the first contentful paint, and their excess over
 * 50 ms summed (the total blocking time of that load, observed rather than simulated as Lighthouse does). Run by
 * hand, against a running server (default: a fresh one on demo data) or a URL; several loads, the median printed.
 * Compare builds in the same minutes, alternated: the figures move with the machine's load.
 *
 *   node --conditions=source --import tsx bench/start-long-tasks.ts [url-or-path] [loads]
 *   node --conditions=source --import tsx bench/start-long-tasks.ts http://127.0.0.1:3000/dashboard-customer/service-request 5
 * A signed-in screen: SIGN_IN=<role>:<mobile> signs in once (demo passcode) and opens each load with that session,
 *   SIGN_IN=ServiceCenter:9000000003 node --conditions=source --import tsx bench/start-long-tasks.ts /service-manager/parts-list 8
 * LONG_TASK_PARTS=1 also prints what each long task is made of (see taskParts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../e2e/support/browser.js';
import { buildSqliteFile } from './nearby-throughput.js';
import { percentile, startServer, tempDir } from './support/lib.js';
import { signedInState } from './support/signed-in.js';
import { PHONE_SCREEN } from './support/weak-phone.js';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { documentLoaderURL?: string; url?: string; functionName?: string } };
}

const SHOW_PARTS = process.env.LONG_TASK_PARTS === '1';
/** The traced events a long task is described by: script, timers, style and layout, garbage collection. */
const PART_NAMES = new Set([
  'v8.compileModule',
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'Commit',
  'MinorGC',
  'MajorGC',
]);

/**
 * What a long task is made of: its traced events by name (and script file and function, where the trace names
 * them), in ms, largest first. Events nest (a FunctionCall inside a TimerFire), so the parts may add up to more than
 * the task; the rest of a task with few parts is work the trace does not name (or the machine's other processes).
 */
function taskParts(task: TraceEvent, events: TraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0);
  const parts = new Map<string, number>();
  for (const e of events) {
    if (e.pid !== task.pid || e.tid !== task.tid || e.ph !== 'X' || !PART_NAMES.has(e.name)) continue;
    if (e.ts < task.ts || e.ts + (e.dur ?? 0) > end) continue;
    const data = e.args?.data;
    const key = [e.name, data?.url?.split('/').pop(), data?.functionName].filter(Boolean).join(' ');
    parts.set(key, (parts.get(key) ?? 0) + (e.dur ?? 0) / 1000);
  }
  const top = [...parts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6);
  return top.map(([key, ms]) => `${ms.toFixed(0)} ${key}`).join(' | ') || 'no traced part';
}

const target = process.argv[2] ?? '/dashboard-customer/service-request';
const loads = Number(process.argv[3] ?? 5);

const server = target.startsWith('http')
  ? null
  : await startServer({ SQLITE_FILE: await buildSqliteFile(tempDir('long-tasks'), 0), SEED_DEMO: 'true' });
const url = server ? `${server.url}${target}` : target;
// The browser tests' Chromium and flags (CHROMIUM_PATH overrides the path).
const browser = await launchBrowser();
const traceFile = path.join(tempDir('long-tasks-trace'), 'trace.json');
const storageState = await signedInState(browser, new URL(url).origin);
const totals: number[] = [];
const usable: number[] = [];
try {
  for (let load = 1; load <= loads; load++) {
    const context = await browser.newContext({ storageState, ...PHONE_SCREEN });
    const page = await context.newPage();
    // When the prerendered form starts taking input: main.tsx releases #root's `inert` after React's first commit.
    await page.addInitScript(() => {
      const watch = new MutationObserver(() => {
        const root = document.getElementById('root');
        if (root && !root.hasAttribute('inert') && root.hasAttribute('data-prerendered')) {
          (window as { fixoUsableAt?: number }).fixoUsableAt = performance.now();
          watch.disconnect();
        }
      });
      watch.observe(document, { subtree: true, attributes: true, attributeFilter: ['inert'] });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, {
      path: traceFile,
      // 'v8' names module compiles and evaluations; it is added only when asked for, so the default figures keep
      // the same tracing overhead from run to run.
      categories: [
        'toplevel',
        'devtools.timeline',
        'loading',
        'blink.user_timing',
        ...(SHOW_PARTS ? ['v8'] : []),
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(6000);
    await browser.stopTracing();
    const usableAt = await page.evaluate(() => (window as { fixoUsableAt?: number }).fixoUsableAt);
    // The page's own record of its first paint, in ms after its navigation started.
    const paintedAt = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    );
    await context.close();
    const events = (JSON.parse(fs.readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] })
      .traceEvents;
    const renderer = new Set(
      events
        .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
        .map((e) => `${e.pid}:${e.tid}`),
    );
    // Either trace event can be missing from a load's trace; the page's own paint time then places the other one.
    const tracedStart = events.find(
      (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'),
    )?.ts;
    const tracedPaint = events.find((e) => e.name === 'firstContentfulPaint')?.ts;
    const paintedUs = paintedAt === undefined ? undefined : paintedAt * 1000;
    const startTs =
      tracedStart ??
      (tracedPaint !== undefined && paintedUs !== undefined ? tracedPaint - paintedUs : undefined);
    const paintTs =
      tracedPaint ?? (startTs !== undefined && paintedUs !== undefined ? startTs + paintedUs : undefined);
    if (startTs === undefined || paintTs === undefined) {
      console.log(
        `load ${load}: ${paintedAt === undefined ? 'no first contentful paint (the page did not paint within the load)' : 'neither navigation start nor first paint in the trace'}; not counted`,
      );
      continue;
    }
    const long = events.filter(
      (e) =>
        renderer.has(`${e.pid}:${e.tid}`) &&
        e.ph === 'X' &&
        (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
        (e.dur ?? 0) > 50_000 &&
        e.ts > paintTs,
    );
    const blocking = long.reduce((sum, e) => sum + (e.dur ?? 0) / 1000 - 50, 0);
    totals.push(blocking);
    if (usableAt !== undefined) usable.push(usableAt);
    console.log(
      `load ${load}: first contentful paint ${((paintTs - startTs) / 1000).toFixed(0)} ms${tracedStart === undefined || tracedPaint === undefined ? " (placed by the page's own paint time)" : ''};` +
        `${usableAt === undefined ? '' : ` form usable at ${usableAt.toFixed(0)} ms;`} blocking ${blocking.toFixed(0)} ms;` +
        ` long tasks ${long.map((e) => ((e.dur ?? 0) / 1000).toFixed(0)).join(', ') || 'none'} ms (load average ${(os.loadavg()[0] ?? NaN).toFixed(1)})`,
    );
    if (SHOW_PARTS) {
      for (const task of long)
        console.log(
          `  ${((task.dur ?? 0) / 1000).toFixed(0)} ms at ${((task.ts - startTs) / 1000).toFixed(0)} ms: ${taskParts(task, events)}`,
        );
    }
  }
} finally {
  await browser.close();
  await server?.close();
}
console.log(
  `median blocking time after the first paint: ${percentile(totals, 50).toFixed(0)} ms` +
    `${usable.length > 0 ? `; form usable at ${percentile(usable, 50).toFixed(0)} ms (median)` : ''} (${url})`,
);
