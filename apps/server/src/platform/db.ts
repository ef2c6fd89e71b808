import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema.js';
import { initialMigration } from '../db/migrations/0001-initial.js';
import { nearbyCoveringIndexMigration } from '../db/migrations/0002-nearby-covering-index.js';
import { rateLimitsMigration } from '../db/migrations/0003-rate-limits.js';
import { mobileVerificationMigration } from '../db/migrations/0004-mobile-verification.js';
import { safeDefaultsMigration } from '../db/migrations/0005-safe-defaults.js';
import { fixoProSuiteMigration } from '../db/migrations/0006-fixopro-suite.js';
import { nearbyKnnIndexMigration } from '../db/migrations/0007-nearby-knn-index.js';
import { pincodesMigration } from '../db/migrations/0008-pincodes.js';
import { serviceRemindersMigration } from '../db/migrations/0010-service-reminders.js';
import { notificationsMigration } from '../db/migrations/0012-notifications.js';
import { ratingsMigration } from '../db/migrations/0011-ratings.js';
import { invoicesMigration } from '../db/migrations/0009-invoices.js';
import { invoiceShareMigration } from '../db/migrations/0014-invoice-share.js';
import { privacyRightsMigration } from '../db/migrations/0013-privacy-rights.js';
import { centerRequestListIndexMigration } from '../db/migrations/0016-center-request-list-index.js';
import { accountLanguageMigration } from '../db/migrations/0018-account-language.js';
import { moneyPaiseMigration } from '../db/migrations/0019-money-paise.js';
import { messageLanguageMigration } from '../db/migrations/0020-message-language.js';
import { consentLanguageMigration } from '../db/migrations/0021-consent-language.js';
import { nearbyDetailsVersionMigration } from '../db/migrations/0022-nearby-details-version.js';
import { dropCustomerRequestIndexMigration } from '../db/migrations/0023-drop-customer-request-index.js';
import { dropConsentsMobileIndexMigration } from '../db/migrations/0024-drop-consents-mobile-index.js';
import { consentByOwnerMigration } from '../db/migrations/0025-consent-by-owner.js';
import type { AppConfig } from './config.js';

export type Engine = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

/** The part of a pino/Fastify logger the database needs; `console` works too. */
export interface ConnectionLog {
  warn(details: object, message: string): void;
  info?(details: object, message: string): void;
}

/**
 * A PostgreSQL restart or a network drop must cost a few failed requests, never the process:
 * connecting gives up after this long (the request then answers 503 instead of hanging) ...
 */
export const PG_CONNECT_TIMEOUT_MS = 5_000;
/** ... and no statement runs longer than this (the server cancels it; the client stops waiting soon after). */
export const PG_STATEMENT_TIMEOUT_MS = 20_000;

export interface DatabaseHandle {
  db: Db;
  engine: Engine;
  /** Only for PostgreSQL: the pool, used by the realtime bus for LISTEN/NOTIFY. */
  pgPool?: pg.Pool;
  /** Only for SQLite: the connection itself, for prepared statements on hot read paths (nearby search). */
  sqlite?: SqliteDatabase.Database;
  /** PostgreSQL schema the tables live in, when not the default (tests). */
  schema?: string;
  /** Where lost connections are reported; the app swaps in its own logger when it starts. */
  log: ConnectionLog;
  close(): Promise<void>;
}

const consoleLog: ConnectionLog = {
  warn: (details, message) => console.warn(message, details),
};

/** What a lost connection is logged with: enough to see why, no query text or parameters. */
export function describeConnectionError(error: unknown): Record<string, unknown> {
  const e = error as { code?: unknown; message?: unknown };
  return { code: e?.code, message: typeof e?.message === 'string' ? e.message : String(error) };
}

export function openDatabase(database: AppConfig['database']): DatabaseHandle {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      // 10: bench/README.md 'Mixed load' measured 5, 10 and 20 (PG_POOL_MAX, validated in config.ts, sets it).
      max: database.poolMax ?? 10,
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      statement_timeout: PG_STATEMENT_TIMEOUT_MS,
      query_timeout: PG_STATEMENT_TIMEOUT_MS + 5_000,
      // A dead peer (a database host that vanished) is noticed by TCP keep-alive instead of never.
      keepAlive: true,
      // Tests isolate themselves in a schema of their own.
      ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const handle: DatabaseHandle = {
      db,
      engine: 'postgres',
      pgPool: pool,
      ...(database.schema ? { schema: database.schema } : {}),
      log: consoleLog,
      close: () => db.destroy(),
    };
    // Without these listeners a connection the server terminates (57P01 on restart) is an unhandled
    // 'error' event that ends the process. Every client gets one when it connects: idle ones (the pool
    // then drops them and opens new ones on demand) and checked-out ones between two queries of a
    // transaction (their query fails on its own and the request answers 503; release() discards them).
    pool.on('connect', (client) => {
      client.on('error', (error) => {
        handle.log.warn(describeConnectionError(error), 'PostgreSQL connection lost; it will be replaced');
      });
    });
    // The pool re-emits idle clients' errors; the listener above has already logged them.
    pool.on('error', () => undefined);
    return handle;
  }
  if (database.file !== ':memory:') fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SqliteDatabase(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Reads map the file instead of copying pages through read() calls, and keep more pages: the nearby search
  // reads R*Tree nodes and center rows all over a large file (bench/README.md: about a third less time per query).
  sqlite.pragma('mmap_size = 268435456');
  sqlite.pragma('cache_size = -65536');
  // SQLite's own lower() and upper() change ASCII letters only, PostgreSQL's every letter: a search for 'été' or
  // 'śrī' must find 'ÉTÉ20' and 'ŚRĪ Motors' on both engines. No index is built on either function.
  for (const [name, change] of [
    ['lower', (text: string) => text.toLowerCase()],
    ['upper', (text: string) => text.toUpperCase()],
  ] as const) {
    sqlite.function(name, { deterministic: true }, (value: unknown) =>
      value === null || value === undefined ? null : change(String(value)),
    );
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, engine: 'sqlite', sqlite, log: consoleLog, close: () => db.destroy() };
}

/** Distinct SQL texts kept prepared; lists with `in (...)` of varying length make new texts, so the cache is bounded. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every statement on every call (bench/README.md 'Where the time went': 8-12 % of
 * a create's CPU). This hands it the statement prepared last time for the same text instead. A statement is
 * reused only when idle (`busy` is true while an iterator is open), and the least recently used text leaves when
 * the cache is full. better-sqlite3 re-prepares a statement by itself after a schema change.
 */
export function withStatementCache(sqlite: SqliteDatabase.Database): {
  close(): void;
  prepare(sql: string): SqliteDatabase.Statement;
} {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (!cached) {
        cache.set(sql, statement);
        if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      return statement;
    },
  };
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const migrations: Record<string, Migration> = {
    '0001-initial': initialMigration(handle.engine),
    '0002-nearby-covering-index': nearbyCoveringIndexMigration,
    '0003-rate-limits': rateLimitsMigration,
    '0004-mobile-verification': mobileVerificationMigration(handle.engine),
    '0005-safe-defaults': safeDefaultsMigration(handle.engine),
    '0006-fixopro-suite': fixoProSuiteMigration(handle.engine),
    '0007-nearby-knn-index': nearbyKnnIndexMigration(handle.engine),
    '0008-pincodes': pincodesMigration,
    '0010-service-reminders': serviceRemindersMigration(handle.engine),
    '0012-notifications': notificationsMigration(handle.engine),
    '0011-ratings': ratingsMigration(handle.engine),
    '0009-invoices': invoicesMigration(handle.engine),
    '0014-invoice-share': invoiceShareMigration(handle.engine),
    '0013-privacy-rights': privacyRightsMigration(handle.engine),
    '0016-center-request-list-index': centerRequestListIndexMigration,
    '0018-account-language': accountLanguageMigration,
    '0019-money-paise': moneyPaiseMigration,
    '0020-message-language': messageLanguageMigration,
    '0021-consent-language': consentLanguageMigration,
    '0022-nearby-details-version': nearbyDetailsVersionMigration(handle.engine),
    '0023-drop-customer-request-index': dropCustomerRequestIndexMigration,
    '0024-drop-consents-mobile-index': dropConsentsMobileIndexMigration,
    '0025-consent-by-owner': consentByOwnerMigration,
  };
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping tables in every schema; pin them to ours when there are several.
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
    // Work lands on parallel branches: a database that already ran 0008 must still get a 0005 merged later.
    // Every migration only adds (tables, columns, indexes) or drops an index another one covers (0023, 0024), so
    // their order between branches does not matter.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** ISO-8601 UTC text: the one timestamp format stored in both engines (sorts as text). */
export const nowIso = (): string => new Date().toISOString();

/** SQLite and PostgreSQL disagree on count() types (number vs bigint text); read counts through this. */
export const toCount = (value: string | number | bigint | null | undefined): number => Number(value ?? 0);
