/**
 * Sign-in attack replay: `node --import tsx bench/attack/run.ts [--root <checkout>]` (or `npm run bench:attack`).
 *
 * Starts the real server (`apps/server/src/server.ts` of the checkout, embedded SQLite in a temporary folder,
 * demo data) on 127.0.0.1 only, replays the attacks of issue 9 against it, prints what got through, stops the
 * server and removes the folder. `--root` attacks another checkout (for example a worktree of an older commit)
 * with this same script, so figures before and after a change compare like for like. Every request goes to
 * loopback, their number is fixed and the run ends by itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile } from '../support/stats.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const rootArg = process.argv.indexOf('--root');
const root = path.resolve(rootArg > 0 ? process.argv[rootArg + 1]! : path.join(here, '../..'));

const DEMO_PASSCODE = '1234';
/** Demo service centers are 9000000003 onwards; each attack takes its own victim. */
const VICTIM_BURST = '9000000004';
/** 9000000005 to 9000000012: one first wrong try each. */
const VICTIM_TIMING = '9000000005';
const VICTIM_OTP = '9000000013';
const BURST = 200;
const FORGED_TRIES = 30;
const FORGED_LIMIT = 5;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Server {
  base: string;
  stop(): Promise<void>;
}

async function startServer(name: string, env: Record<string, string>): Promise<Server> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `fixo-attack-${name}-`));
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', path.join(root, 'apps/server/src/server.ts')],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        SQLITE_FILE: path.join(dir, 'fixo.sqlite'),
        SEED_DEMO: 'true',
        LOG_LEVEL: 'error',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server ${name} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`server ${name} did not start within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const randomAddress = () =>
  `${11 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

async function post(base: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

const login = (base: string, mobileno: string, passcode: string, headers: Record<string, string> = {}) =>
  post(
    base,
    '/api/Auth/Login',
    { mobileno, passcode, usertype: 'ServiceCenter', logintype: 'PassCode' },
    headers,
  );

const tally = (statuses: number[]) =>
  Object.entries(
    statuses.reduce<Record<string, number>>((acc, status) => {
      acc[status] = (acc[status] ?? 0) + 1;
      return acc;
    }, {}),
  )
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');

const median = (values: number[]) => (values.length > 0 ? percentile(values, 50) : 0);

async function main(): Promise<void> {
  console.log(`Attacking the server of ${root}\n`);

  // (a) Many addresses (a botnet stays under any per-address limit): the per-address limit is raised so only
  // the account's own lock stands between the guesses and the passcode.
  const wide = await startServer('a', { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' });
  try {
    const guesses = Array.from({ length: BURST }, (_, i) =>
      i === BURST / 2 ? DEMO_PASSCODE : String(5000 + i).padStart(4, '0'),
    );
    const answers = await Promise.all(guesses.map((passcode) => login(wide.base, VICTIM_BURST, passcode)));
    const statuses = answers.map((a) => a.status);
    const evaluated = statuses.filter((s) => s !== 423 && s !== 429).length;
    const rightAnswer = answers[BURST / 2]!;
    console.log(`(a) ${BURST} parallel passcode guesses on one account, the right one among them`);
    console.log(`    answers: ${tally(statuses)}`);
    console.log(`    guesses answered other than lock/429: ${evaluated}`);
    console.log(
      `    right passcode signed in: ${rightAnswer.status === 200 ? 'YES' : 'no'} (${rightAnswer.status})`,
    );

    // Unknown vs registered mobile: a first wrong passcode each (no lock involved), alternating.
    const known: number[] = [];
    const unknown: number[] = [];
    const bodies = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      const registered = await login(wide.base, String(Number(VICTIM_TIMING) + i), '0000');
      const stranger = await login(wide.base, `91234${String(10000 + i)}`, '0000');
      known.push(registered.ms);
      unknown.push(stranger.ms);
      bodies.add(`${registered.status} ${registered.text}`).add(`${stranger.status} ${stranger.text}`);
    }
    console.log(
      `    first wrong passcode, median of 8: registered ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms; same answer: ${bodies.size === 1 ? 'yes' : 'NO'}`,
    );
  } finally {
    await wide.stop();
  }

  // (b) One address with a forged X-Forwarded-For per try, against a per-address limit of FORGED_LIMIT.
  const narrow = await startServer('b', {
    LOGIN_RATE_LIMIT_PER_MINUTE: String(FORGED_LIMIT),
    ENABLE_OTP: 'true',
  });
  try {
    const tries = [];
    for (let i = 0; i < FORGED_TRIES; i += 1) {
      // a different unregistered number each time, so only the per-address limit can stop them
      tries.push(
        (
          await login(narrow.base, `98765${String(10000 + i)}`, '0000', {
            'x-forwarded-for': randomAddress(),
          })
        ).status,
      );
    }
    const passed = tries.filter((s) => s !== 423 && s !== 429).length;
    console.log(
      `\n(b) ${FORGED_TRIES} sign-in tries from one address with random X-Forwarded-For (limit ${FORGED_LIMIT} a minute)`,
    );
    console.log(`    answers: ${tally(tries)}`);
    console.log(`    tries answered other than lock/429: ${passed}`);

    const otp = [];
    for (let i = 0; i < FORGED_TRIES; i += 1) {
      otp.push(
        (
          await post(
            narrow.base,
            '/api/Auth/RequestOtp',
            { mobileno: VICTIM_OTP, usertype: 'ServiceCenter' },
            { 'x-forwarded-for': randomAddress() },
          )
        ).status,
      );
    }
    console.log(`    ${FORGED_TRIES} OTP requests for one victim, random X-Forwarded-For: ${tally(otp)}`);
    console.log(`    SMS codes sent to the victim: ${otp.filter((s) => s === 200).length}`);
  } finally {
    await narrow.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
