import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema.js';
import { initialMigration } from '../db/migrations/0001-initial.js';
import { nearbyCoveringIndexMigration } from '../db/migrations/0002-nearby-covering-index.js';
import { nearbyKnnIndexMigration } from '../db/migrations/0007-nearby-knn-index.js';
import type { AppConfig } from './config.js';

export type Engine = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  engine: Engine;
  /** Only for PostgreSQL: the pool, used by the realtime bus for LISTEN/NOTIFY. */
  pgPool?: pg.Pool;
  /** Only for SQLite: the connection itself, for prepared statements on hot read paths (nearby search). */
  sqlite?: SqliteDatabase.Database;
  /** PostgreSQL schema the tables live in, when not the default (tests). */
  schema?: string;
  close(): Promise<void>;
}

export function openDatabase(database: AppConfig['database']): DatabaseHandle {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      // Tests isolate themselves in a schema of their own.
      ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      engine: 'postgres',
      pgPool: pool,
      ...(database.schema ? { schema: database.schema } : {}),
      close: () => db.destroy(),
    };
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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, engine: 'sqlite', sqlite, close: () => db.destroy() };
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const migrations: Record<string, Migration> = {
    '0001-initial': initialMigration(handle.engine),
    '0002-nearby-covering-index': nearbyCoveringIndexMigration,
    '0007-nearby-knn-index': nearbyKnnIndexMigration(handle.engine),
  };
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping tables in every schema; pin them to ours when there are several.
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
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
