import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * The highest fuel type id now: tests that need rows of a plain table of their own insert fuel types above it,
 * where no seeded row is.
 */
export async function maxFuelTypeId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('fuel_types')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
