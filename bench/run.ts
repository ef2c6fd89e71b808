/**
 * `npm run bench`: every benchmark in one run, then one table (measure, value, goal, pass/fail).
 * `npm run bench -- --quick` (or BENCH_QUICK=1): small sizes and 1 s loads, only to check that they all run.
 * bench/README.md says how to read the table.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { coldStartBench } from './cold-start.js';
import { firstPageSizeBench, lighthouseBench } from './first-page.js';
import { nearbyScanBench } from './nearby/bench.js';
import { nearbyScaleBench } from './nearby-scale.js';
import { mixedLoadBench } from './mixed-load.js';
import { nearbyThroughputBench } from './nearby-throughput.js';
import { requestsBench } from './requests.js';
import { QUICK, type BenchRow } from './support/lib.js';

const BENCHES: Array<[string, () => Promise<BenchRow[]>]> = [
  ['nearby throughput', nearbyThroughputBench],
  ['nearby vs full scan', nearbyScanBench],
  ['nearby at scale', nearbyScaleBench],
  ['requests', requestsBench],
  ['mixed load', mixedLoadBench],
  ['first-page size', firstPageSizeBench],
  ['Lighthouse', lighthouseBench],
  ['cold start', coldStartBench],
];

function printTable(rows: BenchRow[]): void {
  const cells = rows.map((r) => [
    r.measure,
    r.value,
    r.goal,
    r.pass === null ? '-' : r.pass ? 'pass' : 'FAIL',
  ]);
  const header = ['measure', 'value', 'goal', 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const c of cells) console.log(line(c));
}

async function main() {
  const started = performance.now();
  const only = process.env.BENCH_ONLY?.toLowerCase();
  const rows: BenchRow[] = [];
  for (const [name, bench] of BENCHES) {
    if (only && !name.toLowerCase().includes(only)) continue;
    const t0 = performance.now();
    console.error(`-- ${name} ...`);
    try {
      rows.push(...(await bench()));
    } catch (error) {
      rows.push({
        measure: name,
        value: `failed: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`,
        goal: 'runs',
        pass: false,
      });
    }
    console.error(`   ${name} took ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  console.log(
    `\nFixo benchmarks${QUICK ? ' (QUICK: small sizes, only checks that they run; the figures mean nothing)' : ''}` +
      ` - ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}, Node ${process.version}, ${new Date().toISOString()}\n`,
  );
  printTable(rows);
  const failed = rows.filter((r) => r.pass === false).length;
  console.log(
    `\n${failed} of ${rows.filter((r) => r.pass !== null).length} goals not met; total ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  // Quick mode checks that every benchmark runs; a full run reports, it does not fail on a missed goal.
  if (QUICK && rows.some((r) => r.value.startsWith('failed'))) process.exitCode = 1;
}

await main();
