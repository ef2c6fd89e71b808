import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { indiaToday } from '@fixo/shared';
import { loadConfig, type AppConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db.js';
import { prepareDatabase, type PrepareConfig } from '../db/prepare.js';

/**
 * Template databases for the PostgreSQL run of the server suite. Migrating and seeding a database takes about
 * 4 s there (hundreds of round trips), against about 0.1 s to clone one that is ready with CREATE DATABASE ...
 * TEMPLATE. The vitest global setup builds two per run (reference data only; and with the demo accounts), and
 * `createTestApp` clones the one that fits each file.
 */
export interface PostgresTemplates {
  /** Migrated, reference data loaded, no demo accounts. */
  base: string;
  /** `base` and the demo accounts. */
  demo: string;
  /** The India date the demo data was seeded on: its offers, plans and ratings count from that day. */
  seededOn: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** null: the run is not on PostgreSQL, or the role may not create databases (each file then migrates). */
    fixoPostgresTemplates: PostgresTemplates | null;
  }
}

/** What the templates were prepared with; a file that asks for anything else prepares its own database. */
export function templateConfig(): PrepareConfig {
  const { env, seedDemo, enableOtpDefault, enableOtpOverride } = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
  });
  return { env, seedDemo, enableOtpDefault, enableOtpOverride };
}

/** The template a test app with this configuration may start from, or undefined when it must prepare its own. */
export function templateFor(
  templates: PostgresTemplates | null | undefined,
  config: AppConfig,
  now: Date = new Date(),
): string | undefined {
  if (!templates) return undefined;
  const made = templateConfig();
  const same =
    config.env === made.env &&
    config.enableOtpDefault === made.enableOtpDefault &&
    config.enableOtpOverride === made.enableOtpOverride;
  if (!same) return undefined;
  if (!config.seedDemo) return templates.base;
  // Seeded data counts from its India day (today's offers, "this month"): a run that crosses midnight seeds afresh.
  return indiaToday(now) === templates.seededOn ? templates.demo : undefined;
}

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Names carry their creation time, so a run can remove what a killed run left behind. */
const STALE_AFTER_SECONDS = 6 * 3600;
export const newDatabaseName = (prefix: string): string =>
  `${prefix}_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;

export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  await admin(serverUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await admin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}

async function dropStaleDatabases(serverUrl: string): Promise<void> {
  const stale = await admin(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string; made: string }>(
      `select datname, substring(datname from '^(?:fixo_tpl|t)_([0-9]+)_[0-9a-f]+(?:_base|_demo)?$') as made
         from pg_database where datname ~ '^(fixo_tpl|t)_[0-9]+_[0-9a-f]+(_base|_demo)?$'`,
    );
    const cutoff = Date.now() / 1000 - STALE_AFTER_SECONDS;
    return rows.filter((row) => Number(row.made) < cutoff).map((row) => row.datname);
  });
  for (const name of stale) await dropDatabase(serverUrl, name);
}

async function prepare(url: string, config: PrepareConfig): Promise<void> {
  const handle = openDatabase({ kind: 'postgres', url });
  try {
    await prepareDatabase(handle, config);
  } finally {
    // A database with a session open cannot be cloned.
    await handle.close();
  }
}

export async function buildTemplates(serverUrl: string): Promise<PostgresTemplates> {
  await dropStaleDatabases(serverUrl);
  const stem = newDatabaseName('fixo_tpl');
  const base = `${stem}_base`;
  const demo = `${stem}_demo`;
  const config = templateConfig();
  await createDatabase(serverUrl, base);
  await prepare(databaseUrl(serverUrl, base), { ...config, seedDemo: false });
  const seededOn = indiaToday();
  await createDatabase(serverUrl, demo, base);
  await prepare(databaseUrl(serverUrl, demo), { ...config, seedDemo: true });
  return { base, demo, seededOn };
}
