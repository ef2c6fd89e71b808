/** Helpers shared by the benchmarks: seeded randomness, percentiles, a server in a child process, load runs. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { LatLng } from '@fixo/shared';
import { loadPincodes } from '../../apps/server/src/db/seed/reference/reference-data.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const QUICK = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
/** The same key for the server child and the bench, so the bench can encrypt positions as GetEncValue would. */
export const BENCH_ENCRYPTION_KEY = 'b'.repeat(64);
export const LOAD_SECONDS = QUICK ? 1 : 10;
export const CONNECTIONS = QUICK ? 10 : 50;

/** One line of the final table. `pass` null = reported only, no goal. */
export interface BenchRow {
  measure: string;
  value: string;
  goal: string;
  pass: boolean | null;
}

/** Deterministic runs: a small seeded PRNG (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

let pins: Array<{ lat: number; lng: number }> | undefined;
/** A random point within about 10 km of a random real PIN code: follows where people (and garages) are. */
export function indianPoints(count: number, random: () => number): LatLng[] {
  pins ??= loadPincodes();
  const all = pins;
  return Array.from({ length: count }, () => {
    const pin = all[Math.floor(random() * all.length)]!;
    return { lat: pin.lat + (random() - 0.5) * 0.18, lng: pin.lng + (random() - 0.5) * 0.18 };
  });
}

export { percentile } from './stats.js';

export function tempDir(name: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `fixo-bench-${name}-`));
}

export interface RunningServer {
  url: string;
  /**
   * CPU seconds the server process has used so far (user + system, from /proc; NaN where there is none). The
   * difference over a load is the server's own work, which a busy machine moves far less than throughput.
   */
  cpuSeconds(): number;
  close(): Promise<void>;
}

/** utime + stime of a process in seconds (Linux /proc; the clock tick is 100 Hz there). */
function processCpuSeconds(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * The real server (apps/server/src/server.ts) in a child process, so load generator and server do not share
 * one event loop. BENCH_CPU_PROF=<dir> adds `node --cpu-prof` (the profile is written when it stops).
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...profile, '--conditions=source', '--import', 'tsx', path.join(ROOT, 'apps/server/src/server.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        ENCRYPTION_KEY: BENCH_ENCRYPTION_KEY,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    cpuSeconds: () => processCpuSeconds(child.pid),
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
}

export interface LoadResult {
  rps: number;
  /** Requests answered during the load. */
  total: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export async function load(
  url: string,
  options: { requests?: autocannon.Request[]; seconds?: number; connections?: number } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? CONNECTIONS,
    duration: options.seconds ?? LOAD_SECONDS,
    ...(options.requests ? { requests: options.requests } : {}),
  });
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    // autocannon already counts a timeout in `errors` (and once more in `timeouts`).
    errors: result.errors,
  };
}

export const fixed = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
