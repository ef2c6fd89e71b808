import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../platform/db.js';

/** Per table: its row count and a fingerprint of its rows (order-independent). */
export type TableSnapshot = Record<string, { rows: number; fingerprint: string }>;

/** Tables that only grow with reference data; their counts are compared, their contents are not re-read. */
const LARGE_TABLE_ROWS = 5_000;

let tableNames: WeakMap<Db, string[]> = new WeakMap();

export async function listTables(db: Db): Promise<string[]> {
  const known = tableNames.get(db);
  if (known) return known;
  // PostgreSQL introspection lists every schema of the database (other test files have their own): keep ours.
  const all = await db.introspection.getTables();
  const current = all.some((table) => table.schema)
    ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s
    : undefined;
  const tables = all
    .filter((table) => current === undefined || table.schema === current)
    .map((table) => table.name)
    .filter((name) => !name.startsWith('kysely_') && !name.startsWith('sqlite_'))
    .sort();
  tableNames.set(db, tables);
  return tables;
}

/** Forgets the table list (after a migration in a test added one). */
export function resetSnapshotTables(): void {
  tableNames = new WeakMap();
}

/**
 * Every table of the database (found by introspection, so tables added later are included): row counts and,
 * for tables up to LARGE_TABLE_ROWS rows, a hash of every row, so an UPDATE shows as well as an INSERT/DELETE.
 */
export async function snapshotTables(db: Db): Promise<TableSnapshot> {
  const snapshot: TableSnapshot = {};
  for (const table of await listTables(db)) {
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
