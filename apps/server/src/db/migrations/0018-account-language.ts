import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose */

/**
 * The language on a customer's account (issue 15, Hindi): the header's switch saves it, sign-in on another device
 * reads it back, and status messages are written in it. Existing customers stay English.
 */
export const accountLanguageMigration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .alterTable('customers')
      .addColumn('language', 'varchar(5)', (col) => col.notNull().defaultTo('en'))
      .execute();
  },
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('customers').dropColumn('language').execute();
  },
};
