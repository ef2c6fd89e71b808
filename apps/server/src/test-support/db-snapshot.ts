import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../platform/db.js';

/** Per table: its row count and a fingerprint of its rows (order-independent). */
export type TableSnapshot = Record<string, { rows: number; fingerprint: string }>;

/** Tables that only grow with reference data; their counts are compared, their contents are not re-read. */
const LARGE_TABLE_ROWS = 5_000;

interface TableList {
  names: string[];
  /** PostgreSQL: the snapshot is taken in two statements, not two per table (a round trip each). */
  postgres: boolean;
}

let tableLists: WeakMap<Db, TableList> = new WeakMap();

async function tableList(db: Db): Promise<TableList> {
  const known = tableLists.get(db);
  if (known) return known;
  // PostgreSQL introspection lists every schema of the database (other test files have their own): keep ours.
  const all = await db.introspection.getTables();
  const current = all.some((table) => table.schema)
    ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s
    : undefined;
  const names = all
    .filter((table) => current === undefined || table.schema === current)
    .map((table) => table.name)
    .filter((name) => !name.startsWith('kysely_') && !name.startsWith('sqlite_'))
    .sort();
  const list = { names, postgres: current !== undefined };
  tableLists.set(db, list);
  return list;
}

export async function listTables(db: Db): Promise<string[]> {
  return (await tableList(db)).names;
}

/** Forgets the table list (after a migration in a test added one). */
export function resetSnapshotTables(): void {
  tableLists = new WeakMap();
}

/**
 * Every table of the database (found by introspection, so tables added later are included): row counts and,
 * for tables up to LARGE_TABLE_ROWS rows, a hash of every row, so an UPDATE shows as well as an INSERT/DELETE.
 */
export async function snapshotTables(db: Db): Promise<TableSnapshot> {
  const { names, postgres } = await tableList(db);
  if (postgres) return snapshotPostgres(db, names);
  const snapshot: TableSnapshot = {};
  for (const table of names) {
    const counted = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
      db,
    );
    const rows = Number(counted.rows[0]?.n ?? 0);
    let fingerprint = '';
    if (rows <= LARGE_TABLE_ROWS) {
      const all = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
      const lines = all.rows.map((row) =>
        JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
      );
      fingerprint = createHash('sha256').update(lines.sort().join('\n')).digest('hex');
    }
    snapshot[table] = { rows, fingerprint };
  }
  return snapshot;
}

/** The same snapshot hashed by the server: each row as its text, sorted, so row order does not matter. */
async function snapshotPostgres(db: Db, names: string[]): Promise<TableSnapshot> {
  const counts = await sql<{ t: string; n: string }>`${sql.join(
    names.map((name) => sql`select ${sql.lit(name)} as t, count(*) as n from ${sql.table(name)}`),
    sql` union all `,
  )}`.execute(db);
  const snapshot: TableSnapshot = {};
  for (const { t, n } of counts.rows) snapshot[t] = { rows: Number(n), fingerprint: '' };
  const small = names.filter((name) => snapshot[name]!.rows <= LARGE_TABLE_ROWS);
  if (small.length === 0) return snapshot;
  const hashes = await sql<{ t: string; f: string }>`${sql.join(
    small.map(
      (name) =>
        sql`select ${sql.lit(name)} as t, md5(coalesce(string_agg(r::text, ${sql.lit('\n')} order by r::text), '')) as f from ${sql.table(name)} as r`,
    ),
    sql` union all `,
  )}`.execute(db);
  for (const { t, f } of hashes.rows) snapshot[t]!.fingerprint = f;
  return snapshot;
}

/** Counters that count refused calls on purpose (rate limits, sign-in attempts): not a change of data. */
export const COUNTER_TABLES = /rate_limit|attempt/;

/**
 * The tables whose rows differ between two snapshots, e.g. ['offers (3 → 4 rows)', 'customers (changed)'];
 * the COUNTER_TABLES are left out.
 */
export function changedTables(before: TableSnapshot, after: TableSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed: string[] = [];
  for (const name of [...names].sort()) {
    if (COUNTER_TABLES.test(name)) continue;
    const a = before[name];
    const b = after[name];
    if (!a || !b || a.rows !== b.rows) changed.push(`${name} (${a?.rows ?? '-'} → ${b?.rows ?? '-'} rows)`);
    else if (a.fingerprint !== b.fingerprint) changed.push(`${name} (changed)`);
  }
  return changed;
}
