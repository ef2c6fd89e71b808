import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MOBILES, DEMO_PASSCODE } from './db/seed/demo-seed.js';
import { loginOverHttp, openSse, spawnServer, type SpawnedServer } from './test-support/spawn-server.js';

/**
 * SIGTERM (a container stop) with a live stream open and, on PostgreSQL, the LISTEN connection held:
 * the process ends the stream, closes the listener and the pools and exits 0 well within 10 s.
 */
const pgUrl = process.env.FIXO_TEST_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

describe(`graceful shutdown (${pgUrl ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: SpawnedServer | undefined;
  let folder: string | undefined;
  let databaseName: string | undefined;

  beforeAll(async () => {
    let env: Record<string, string>;
    if (pgUrl) {
      // A database of its own: the server migrates and seeds the default schema as in production.
      databaseName = `fixo_shutdown_${randomBytes(4).toString('hex')}`;
      await admin(`create database ${databaseName}`);
      const url = new URL(pgUrl);
      url.pathname = `/${databaseName}`;
      env = { DATABASE_URL: url.toString() };
    } else {
      folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fixo-shutdown-'));
      env = { SQLITE_FILE: path.join(folder, 'fixo.sqlite') };
    }
    server = await spawnServer(env);
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
    if (databaseName) await admin(`drop database if exists ${databaseName} with (force)`);
  });

  it('exits 0 within 10 s of SIGTERM with a live stream open', async () => {
    const { base, child } = server!;
    const center = await loginOverHttp(base, DEMO_MOBILES.firstCenter, 'ServiceCenter', DEMO_PASSCODE);
    const stream = await openSse(`${base}/api/Events/ServiceCenter`, center);
    expect(await stream.waitFor((frames) => frames.some((f) => f.event === 'ready'), 5_000)).toBe(true);

    const signalledAt = Date.now();
    child.kill('SIGTERM');
    const code = await Promise.race([
      server!.exited,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 10_000)),
    ]);
    const seconds = (Date.now() - signalledAt) / 1000;
    console.info(`[shutdown] ${pgUrl ? 'postgres' : 'sqlite'}: exit ${String(code)} after ${seconds} s`);
    expect(code, server!.output()).toBe(0);
    // The server ended the stream itself (clients reconnect elsewhere).
    expect(await stream.waitFor(() => stream.ended(), 2_000)).toBe(true);
  }, 30_000);
});
