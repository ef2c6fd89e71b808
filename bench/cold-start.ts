/**
 * Cold start, as a newcomer meets it: a fresh clone of this checkout's HEAD, `npm ci` with an empty npm cache
 * (every package comes from the registry, as on a new machine), then `npm start` (build + server) until the first
 * page answers. Goal: under 3 minutes in all. Skipped in quick mode (it downloads every dependency).
 * BENCH_COLD_CACHE=machine reuses this machine's npm cache instead (a second install on the same machine).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { QUICK, ROOT, fixed, tempDir, type BenchRow } from './support/lib.js';

const GOAL_SECONDS = 180;

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, {
    cwd,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr.slice(-500)}`);
  }
}

/** `npm start` in `dir` until its first page answers 200; the server is stopped before returning. */
async function startUntilFirstPage(dir: string): Promise<number> {
  const port = 40_000 + Math.floor(Math.random() * 10_000);
  const started = performance.now();
  // Its own process group, so the npm wrapper and the server it starts are stopped together.
  const child = spawn('npm', ['start'], {
    cwd: dir,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  try {
    const deadline = Date.now() + 10 * 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`);
        if (response.ok && (await response.text()).includes('id="root"')) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('the first page did not answer within 10 minutes');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return (performance.now() - started) / 1000;
  } finally {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGINT');
  }
}

export async function coldStartBench(): Promise<BenchRow[]> {
  if (QUICK) {
    return [
      { measure: 'cold start (npm ci && npm start)', value: 'skipped in quick mode', goal: '', pass: null },
    ];
  }
  const dir = path.join(tempDir('cold-start'), 'fixo');
  const cache = process.env.BENCH_COLD_CACHE === 'machine' ? undefined : tempDir('cold-start-npm-cache');
  try {
    run('git', ['clone', '--quiet', ROOT, dir], ROOT);
    const env = cache ? { ...process.env, npm_config_cache: cache } : process.env;
    const t0 = performance.now();
    run('npm', ['ci', '--no-audit', '--no-fund'], dir, env);
    const install = (performance.now() - t0) / 1000;
    const start = await startUntilFirstPage(dir);
    const cacheNote = cache ? 'empty npm cache' : "this machine's npm cache";
    return [
      { measure: `cold start: npm ci (${cacheNote})`, value: `${fixed(install, 0)} s`, goal: '', pass: null },
      {
        measure: 'cold start: npm start to the first page',
        value: `${fixed(start, 0)} s`,
        goal: '',
        pass: null,
      },
      {
        measure: 'cold start: fresh clone to the first page',
        value: `${fixed(install + start, 0)} s`,
        goal: `< ${GOAL_SECONDS} s`,
        pass: install + start < GOAL_SECONDS,
      },
    ];
  } finally {
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    if (cache) fs.rmSync(cache, { recursive: true, force: true });
  }
}
