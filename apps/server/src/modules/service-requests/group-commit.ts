/**
 * Group commit for SQLite: the writes of creates that arrive together run in ONE transaction, each inside its own
 * savepoint, so one COMMIT serves many of them (bench/README.md 'Where the time went': the commit was the largest
 * single cost of a create, about 0.26 ms of CPU, and BEGIN/COMMIT go through Kysely's connection mutex twice).
 *
 * What does not change:
 * - a create is answered only after the commit that holds it: `run` resolves after COMMIT returned, so every
 *   acknowledged create is in the database (WAL, same synchronous setting as before);
 * - each unit sees the units before it in the same batch (same connection, same transaction), so the per-customer
 *   counts of the create limits still count one after another;
 * - a unit that throws is rolled back to its savepoint and rejected alone; the others commit. When the commit
 *   itself (or a rollback to a savepoint) fails, every unit of the batch is rejected: none was acknowledged.
 *
 * PostgreSQL runs each unit in its own transaction as before: its pool runs them in parallel on 10 connections
 * and the server already groups the WAL flushes of concurrent commits.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DatabaseHandle } from '../../platform/db.js';

type Unit<T> = (trx: Transaction<Database>) => Promise<T>;

interface Pending {
  unit: Unit<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * At most this many creates share one commit: the batch holds the one connection while its units run, so a long
 * batch makes the reads queued behind it wait longer. 16 already removes 15 of 16 commits.
 */
export const GROUP_COMMIT_MAX = 16;

export function createGroupCommit(database: DatabaseHandle) {
  const { db, sqlite } = database;
  let queue: Pending[] = [];
  let scheduled = false;
  // Prepared once; run only while the batch transaction holds the (single) connection.
  const savepoint = sqlite?.prepare('SAVEPOINT create_unit');
  const release = sqlite?.prepare('RELEASE create_unit');
  const rollbackTo = sqlite?.prepare('ROLLBACK TO create_unit');

  async function flush(batch: Pending[]) {
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const item of batch) {
          savepoint!.run();
          try {
            const value = await item.unit(trx);
            release!.run();
            outcomes.push({ ok: true, value });
          } catch (error) {
            // Throws (and so fails the whole batch) when SQLite already rolled the transaction back.
            rollbackTo!.run();
            release!.run();
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
  }

  function drain() {
    scheduled = false;
    while (queue.length > 0) {
      const batch = queue.slice(0, GROUP_COMMIT_MAX);
      queue = queue.slice(GROUP_COMMIT_MAX);
      // The batches queue on Kysely's connection mutex in this order; units arriving meanwhile form the next one.
      void flush(batch);
    }
  }

  return {
    /** Runs `unit` in a transaction (shared with other units on SQLite) and resolves after it is committed. */
    run<T>(unit: Unit<T>): Promise<T> {
      if (database.engine !== 'sqlite' || !sqlite) return db.transaction().execute(unit);
      return new Promise<T>((resolve, reject) => {
        queue.push({ unit, resolve: resolve as (value: unknown) => void, reject });
        if (!scheduled) {
          scheduled = true;
          // setImmediate, not a microtask: lets the other requests already read from the sockets reach here first.
          setImmediate(drain);
        }
      });
    },
  };
}
