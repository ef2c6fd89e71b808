import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose */

/**
 * Plan prices and subscription payments were rupees in `double precision`; a binary fraction cannot hold every
 * paise amount exactly (0.1 + 0.2), and the suite's money is already integer paise. Both columns become paise
 * (bigint): the old value × 100, rounded, then the float column is dropped (SQLite ≥ 3.35 drops a plain column).
 */
const MOVES = [
  { table: 'plans', from: 'amount', to: 'amount_paise' },
  { table: 'subscriptions', from: 'amount_received', to: 'amount_received_paise' },
] as const;

export const moneyPaiseMigration = {
  async up(db: Kysely<any>): Promise<void> {
    for (const { table, from, to } of MOVES) {
      await db.schema
        .alterTable(table)
        .addColumn(to, 'bigint', (col) => col.notNull().defaultTo(0))
        .execute();
      await sql`update ${sql.table(table)} set ${sql.ref(to)} = cast(round(${sql.ref(from)} * 100) as bigint)`.execute(
        db,
      );
      await db.schema.alterTable(table).dropColumn(from).execute();
    }
  },
  async down(db: Kysely<any>): Promise<void> {
    for (const { table, from, to } of MOVES) {
      await db.schema
        .alterTable(table)
        .addColumn(from, 'double precision', (col) => col.notNull().defaultTo(0))
        .execute();
      await sql`update ${sql.table(table)} set ${sql.ref(from)} = ${sql.ref(to)} / 100.0`.execute(db);
      await db.schema.alterTable(table).dropColumn(to).execute();
    }
  },
};
