import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../platform/config.js';
import { openDatabase, type DatabaseHandle } from '../platform/db.js';
import { prepareDatabase } from '../db/prepare.js';
import { DEMO_PASSCODE } from '../db/seed/demo-seed.js';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  newDatabaseName,
  templateFor,
} from './postgres-templates.js';

export interface TestApp {
  app: FastifyInstance;
  engine: 'sqlite' | 'postgres';
  close(): Promise<void>;
  /**
   * Another app instance on the same database (PostgreSQL: its own pool on the same schema; SQLite: the same
   * in-memory database), as a second server behind a load balancer would be. Closed by `close()`.
   */
  openInstance(): Promise<FastifyInstance>;
  /** Signs in and returns the cookie header to send with later requests. */
  login(
    mobileno: string,
    usertype: 'Customer' | 'ServiceCenter' | 'Manager',
    passcode?: string,
  ): Promise<string>;
}

/**
 * A fresh, migrated and seeded app per test file: an in-memory SQLite database, or, when TEST_DATABASE_URL
 * is set, a PostgreSQL database (or schema) of its own that is dropped afterwards.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  /** logStream: the app logs (at `overrides.logLevel`, default info) into it instead of staying silent. */
  options: { logStream?: DestinationStream } = {},
): Promise<TestApp> {
  const pgUrl = process.env.FIXO_TEST_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const config: AppConfig = {
    ...base,
    seedDemo: true,
    loginRateLimitPerMinute: 1000,
    // Every test request comes from one address: tests of the per-address code limit set their own.
    verificationCodesPerIpPerHour: 10_000,
    // Suites create many rows as one demo account; the limit tests set their own small numbers.
    createLimits: {
      customerRequestsPerHour: 1000,
      customerRequestsPerDay: 1000,
      centerOffersPerDay: 1000,
      consentsPerHour: 1000,
    },
    database: { kind: 'sqlite', file: ':memory:' },
    ...overrides,
  };
  const postgres = pgUrl && !overrides.database ? await ownPostgresDatabase(pgUrl, config) : undefined;
  if (postgres) config.database = postgres.database;
  const database = openDatabase(config.database);
  const { geocoder } = await prepareDatabase(database, config);
  const app = await buildApp({
    config: options.logStream ? { ...config, logLevel: overrides.logLevel ?? 'info' } : config,
    database,
    geocoder,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
  });
  await app.ready();
  const instances: Array<{ app: FastifyInstance; database: DatabaseHandle | null }> = [];

  return {
    app,
    engine: database.engine,
    async openInstance() {
      const own = database.engine === 'postgres' ? openDatabase(config.database) : null;
      const instance = await buildApp({ config, database: own ?? database, geocoder, logger: false });
      await instance.ready();
      instances.push({ app: instance, database: own });
      return instance;
    },
    async close() {
      for (const instance of instances) {
        await instance.app.close();
        await instance.database?.close();
      }
      await app.close();
      await database.close();
      await postgres?.drop();
    },
    async login(mobileno, usertype, passcode = DEMO_PASSCODE) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/Auth/Login',
        payload: { mobileno, passcode, usertype, logintype: 'PassCode' },
      });
      if (response.statusCode !== 200)
        throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      return cookieHeader(response);
    },
  };
}

/**
 * A PostgreSQL database of the file's own: a clone of the run's template when one fits its configuration
 * (postgres-templates.ts), otherwise a schema of its own that it migrates and seeds itself.
 */
async function ownPostgresDatabase(
  serverUrl: string,
  config: AppConfig,
): Promise<{ database: AppConfig['database']; drop(): Promise<void> }> {
  const template = templateFor(inject('fixoPostgresTemplates'), config);
  if (template) {
    const name = newDatabaseName('t');
    await createDatabase(serverUrl, name, template);
    return {
      database: { kind: 'postgres', url: databaseUrl(serverUrl, name) },
      drop: () => dropDatabase(serverUrl, name),
    };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create schema ${schema}`);
  return {
    database: { kind: 'postgres', url: serverUrl, schema },
    drop: () => admin(`drop schema ${schema} cascade`),
  };
}

export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}
