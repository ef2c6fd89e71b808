import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose */

/**
 * A consent given on a Hindi screen is a consent to the Hindi text: each record keeps the language of the screen
 * beside the text shown there (`consent_text`), so the record proves what the person read (DPDP Act s.6: a
 * consent is to a notice in the language it was given in). Existing records were all given in English.
 */
export const consentLanguageMigration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .alterTable('consents')
      .addColumn('language', 'varchar(5)', (col) => col.notNull().defaultTo('en'))
      .execute();
  },
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('consents').dropColumn('language').execute();
  },
};
