import { sql, type CompiledQuery } from 'kysely';
import type { TestApp } from './test-app.js';

/** The names of the indexes on `table`. */
export async function indexNamesOf(t: TestApp, table: string): Promise<string[]> {
  const db = t.app.ctx.db;
  const names =
    t.engine === 'sqlite'
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'index' and tbl_name = ${table}`.execute(db)
      : await sql<{
          name: string;
        }>`select indexname as name from pg_indexes where tablename = ${table}`.execute(db);
  return names.rows.map((r) => r.name);
}

/**
 * The plan of `query` on this engine, one line per step. PostgreSQL is told to avoid sequential scans (the test
 * tables are small, so it would scan them anyway): the question is whether an index can serve the query at all.
 */
export async function queryPlan(t: TestApp, query: CompiledQuery): Promise<string> {
  const db = t.app.ctx.db;
  if (t.engine === 'sqlite') {
    const rows = await db.executeQuery<{ detail: string }>({
      ...query,
      sql: `explain query plan ${query.sql}`,
    });
    return rows.rows.map((r) => r.detail).join(' | ');
  }
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>({ ...query, sql: `explain ${query.sql}` });
    return rows.rows.map((r) => r['QUERY PLAN']).join(' | ');
  });
}

/**
 * What a plan from queryPlan shows when it reads all of `table` instead of searching an index: a PostgreSQL
 * sequential scan, or SQLite scanning the table (under its name, or one of its `aliases` in the query).
 */
export function fullScanOf(table: string, aliases: string[] = []): RegExp {
  const scans = [
    `SCAN ${table}`,
    `Seq Scan on ${table}`,
    ...aliases.flatMap((alias) => [`SCAN ${alias}$`, `SCAN ${alias} \\|`]),
  ];
  return new RegExp(scans.join('|'));
}
