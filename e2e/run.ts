/**
 * Browser journeys against the built app: starts the real server on a free port with a fresh SQLite file,
 * runs every `tests/*.e2e.ts` with node's test runner, then stops the server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from './support/browser.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy within 60 s');
}

async function main(): Promise<number> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    if (process.env.E2E_REQUIRED === '1' || process.env.CI) {
      console.error(`End-to-end tests need ${CHROMIUM_PATH} (apt-get install -y chromium).`);
      return 1;
    }
    console.warn(`Skipping end-to-end tests: ${CHROMIUM_PATH} is missing (apt-get install -y chromium).`);
    return 0;
  }
  const serverEntry = path.join(root, 'apps/server/dist/server.js');
  if (!fs.existsSync(serverEntry) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    console.error('Build first: npm run build');
    return 1;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fixo-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      DATABASE_URL: '',
      SQLITE_FILE: path.join(dataDir, 'e2e.sqlite'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      GUEST_REQUESTS_PER_HOUR: '100',
      // The suite journey reads the estimate link from the development SMS outbox.
      DEV_TOOLS: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(baseUrl, server);
    const testDir = path.join(root, 'e2e/tests');
    const files = fs
      .readdirSync(testDir)
      .filter((file) => file.endsWith('.e2e.ts'))
      // E2E_FILTER=offers runs only the files whose name contains it (for working on one journey).
      .filter((file) => !process.env.E2E_FILTER || file.includes(process.env.E2E_FILTER))
      .map((file) => path.join(testDir, file));
    const runner = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files],
      { cwd: root, env: { ...process.env, E2E_BASE_URL: baseUrl }, stdio: 'inherit' },
    );
    return await new Promise<number>((resolve) => runner.on('exit', (code) => resolve(code ?? 1)));
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
