import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose */

/**
 * Status messages in the recipient's language (issue 15) for the two recipients 0018 left in English: a service
 * center gets a language on its account (its header's switch saves it, sign-in reads it back, its 'new request'
 * message is written in it), and a request keeps the language of the screen it was created in, since a guest has
 * no account to hold one. Existing rows stay English.
 */
const COLUMNS = [
  { table: 'service_centers', column: 'language' },
  { table: 'service_requests', column: 'language' },
] as const;

export const messageLanguageMigration = {
  async up(db: Kysely<any>): Promise<void> {
    for (const { table, column } of COLUMNS) {
      await db.schema
        .alterTable(table)
        .addColumn(column, 'varchar(5)', (col) => col.notNull().defaultTo('en'))
        .execute();
    }
  },
  async down(db: Kysely<any>): Promise<void> {
    for (const { table, column } of COLUMNS) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  },
};
