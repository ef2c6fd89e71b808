import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../platform/config.js';
import { openDatabase, type DatabaseHandle } from '../platform/db.js';
import { prepareDatabase } from '../db/prepare.js';
import { DEMO_PASSCODE } from '../db/seed/demo-seed.js';

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
 * is set, a PostgreSQL schema of its own that is dropped afterwards.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  /** logStream: the app logs (at `overrides.logLevel`, default info) into it instead of staying silent. */
  options: { logStream?: DestinationStream } = {},
): Promise<TestApp> {
  const pgUrl = process.env.FIXO_TEST_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  const schema = pgUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  if (pgUrl && schema) {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
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
    database: pgUrl ? { kind: 'postgres', url: pgUrl, schema } : { kind: 'sqlite', file: ':memory:' },
    ...overrides,
  };
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
      if (pgUrl && schema) {
        const client = new pg.Client({ connectionString: pgUrl });
        await client.connect();
        await client.query(`drop schema ${schema} cascade`);
        await client.end();
      }
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

export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}
