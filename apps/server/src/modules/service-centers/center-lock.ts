import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Engine } from '../../platform/db.js';

/**
 * Locks a center's row for the rest of the transaction, so one center's writes (subscriptions, ratings, shared
 * invoices, offers) run one after another. PostgreSQL takes a row lock; SQLite already runs one write transaction
 * at a time. Answers the row (undefined when there is no such center).
 */
export async function lockCenter(
  trx: Transaction<Database>,
  engine: Engine,
  centerId: number,
): Promise<{ id: number; name: string } | undefined> {
  let query = trx.selectFrom('service_centers').select(['id', 'name']).where('id', '=', centerId);
  if (engine === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}
