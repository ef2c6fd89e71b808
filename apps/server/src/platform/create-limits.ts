import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { toCount, type Db } from './db.js';
import { tooManyRequests, type ErrorMessage } from './errors.js';

type Executor = Db | Transaction<Database>;

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** ISO text of `ms` ago: the stored timestamps are ISO UTC text, which sorts as time. */
export const since = (ms: number): string => new Date(Date.now() - ms).toISOString();

/**
 * Refuses with 429 when `count` rows already exist in the window. Call it inside the transaction that inserts,
 * after locking the owner's row, so parallel creates of one owner are counted one after another.
 */
export function assertUnderLimit(
  count: number | string | bigint | null | undefined,
  limit: number,
  message: ErrorMessage,
): void {
  if (toCount(count) >= limit) throw tooManyRequests(message);
}

/** Locks one row for the rest of the transaction on PostgreSQL (SQLite runs one write transaction at a time). */
export async function lockRow(
  trx: Executor,
  engine: 'sqlite' | 'postgres',
  table: 'customers' | 'service_centers',
  id: number,
): Promise<void> {
  let query = trx.selectFrom(table).select('id').where('id', '=', id);
  if (engine === 'postgres') query = query.forUpdate();
  await query.executeTakeFirst();
}
