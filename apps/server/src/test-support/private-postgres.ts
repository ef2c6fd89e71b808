import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.js';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of the test's own (initdb + pg_ctl in a temporary folder, on a free loopback port),
 * so a test can restart or stop it. The machine's own PostgreSQL (port 5432) is never touched.
 */
export interface PrivateCluster {
  /** postgres://postgres@127.0.0.1:PORT/postgres (trust authentication). */
  url: string;
  port: number;
  /** pg_ctl restart -m fast: every connection is terminated (57P01), as in a real restart. */
  restart(): Promise<void>;
  /** pg_ctl stop -m fast / start: the database stays away until `start`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster (immediately) and removes its folder; safe to call twice. */
  destroy(): Promise<void>;
}

function pgBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin') : undefined;
}

const isRoot = () => process.getuid?.() === 0;

/** Why a private cluster cannot be started here, or undefined when it can. */
export function privateClusterUnavailable(): string | undefined {
  if (!pgBinDir()) return 'no PostgreSQL server binaries (initdb) under /usr/lib/postgresql/*/bin';
  if (isRoot() && spawnSync('id', ['-u', 'postgres']).status !== 0)
    return 'running as root and there is no postgres user to run initdb as';
  return undefined;
}

/** initdb refuses to run as root: as root, run the PostgreSQL tools as the postgres user. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

export async function startPrivateCluster(): Promise<PrivateCluster> {
  const bin = pgBinDir();
  if (!bin) throw new Error(privateClusterUnavailable());
  // The postgres user must be able to reach the folder: /tmp when we hand it over from root.
  const dir = fs.mkdtempSync(path.join(isRoot() ? '/tmp' : os.tmpdir(), 'fixo-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  if (isRoot()) {
    const uid = Number(spawnSync('id', ['-u', 'postgres']).stdout.toString().trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres']).stdout.toString().trim());
    fs.chownSync(dir, uid, gid);
  }
  const pgCtl = (...args: string[]) => {
    const [command, argv] = asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, ...args]);
    return run(command, argv, { timeout: 60_000 });
  };
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;

  let stopped = false;
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    const [command, argv] = asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, 'stop', '-m', 'immediate']);
    spawnSync(command, argv, { stdio: 'ignore', timeout: 20_000 });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // Even if the test runner dies between start and destroy, the cluster does not outlive it.
  process.once('exit', stopNow);

  try {
    const [initdb, initArgs] = asPostgres(path.join(bin, 'initdb'), [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    await run(initdb, initArgs, { timeout: 60_000 });
    await pgCtl('-o', options, '-l', path.join(dir, 'pg.log'), '-w', '-t', '30', 'start');
  } catch (error) {
    stopNow();
    process.off('exit', stopNow);
    throw error;
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async restart() {
      await pgCtl('-o', options, '-l', path.join(dir, 'pg.log'), '-w', '-t', '30', '-m', 'fast', 'restart');
    },
    async stop() {
      await pgCtl('-w', '-t', '30', '-m', 'fast', 'stop');
    },
    async start() {
      await pgCtl('-o', options, '-l', path.join(dir, 'pg.log'), '-w', '-t', '30', 'start');
    },
    async destroy() {
      stopNow();
      process.off('exit', stopNow);
    },
  };
}
