import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose */

/**
 * Anyone may write a consent record for any number (the registration and request screens send one before any
 * account exists), so such a record is evidence of a ticked box, not the person's decision: with it alone, a
 * stranger could give a number's consent again after its owner withdrew it, or withdraw it for them. `by_owner`
 * marks the records that are the person's own (signed in with that number, or the number proven in that
 * browser, or the privacy page); only those decide whether a purpose is given (privacy/consent-state.ts).
 *
 * Records written before this cannot be told apart: they keep deciding as they did (1), so no one's current
 * choice changes with the upgrade. The newest-decision index gains the column, so the lookup stays one seek.
 */
export const consentByOwnerMigration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .alterTable('consents')
      .addColumn('by_owner', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.updateTable('consents').set({ by_owner: 1 }).execute();
    await db.schema.dropIndex('consents_mobile_source').ifExists().execute();
    await db.schema
      .createIndex('consents_mobile_source')
      .on('consents')
      .columns(['mobile', 'page_source', 'by_owner', 'id'])
      .execute();
  },
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropIndex('consents_mobile_source').ifExists().execute();
    await db.schema
      .createIndex('consents_mobile_source')
      .on('consents')
      .columns(['mobile', 'page_source', 'id'])
      .execute();
    await db.schema.alterTable('consents').dropColumn('by_owner').execute();
  },
};
