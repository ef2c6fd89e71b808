import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The real server (`src/server.ts` through tsx, as `npm run dev` runs it) in a child process. */
export interface SpawnedServer {
  base: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** SIGKILL if still running (cleanup after a failed test). */
  kill(): Promise<void>;
}

/**
 * Starts the server with `env` on a free loopback port and waits until /api/health answers 200.
 * Started with node directly (not npx), so killing it leaves no child behind.
 */
export async function spawnServer(
  env: Record<string, string>,
  startTimeoutMs = 90_000,
): Promise<SpawnedServer> {
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'apps/server/src/server.ts'],
    {
      cwd: repoRoot,
      env: {
        ...inherited,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        // The web app is not what these tests are about; skip serving it.
        WEB_DIST: path.join(repoRoot, 'no-web-dist'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGKILL');
    await exited;
  };

  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode} while starting:\n${output}`);
    try {
      const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await kill();
      throw new Error(`server did not become healthy within ${startTimeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { base, child, output: () => output, exited, kill };
}

/** Signs in over HTTP and returns the cookie header for later requests. */
export async function loginOverHttp(
  base: string,
  mobileno: string,
  usertype: 'Customer' | 'ServiceCenter' | 'Manager',
  passcode: string,
): Promise<string> {
  const response = await fetch(`${base}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobileno, passcode, usertype, logintype: 'PassCode' }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export interface SseFrame {
  event: string;
  data: Record<string, unknown>;
}

/** An open server-sent-events stream that collects frames; `waitFor` polls them with a bound. */
export async function openSse(url: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { cookie }, signal: controller.signal });
  if (response.status !== 200 || !response.body) throw new Error(`stream answered ${response.status}`);
  const frames: SseFrame[] = [];
  let ended = false;
  const reader = response.body.getReader();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (event && data) frames.push({ event, data: JSON.parse(data) as Record<string, unknown> });
        }
      }
    } catch {
      // aborted
    }
    ended = true;
  })();
  async function waitFor(check: (frames: SseFrame[]) => boolean, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (check(frames)) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return check(frames);
  }
  return { frames, waitFor, ended: () => ended, close: () => controller.abort() };
}
