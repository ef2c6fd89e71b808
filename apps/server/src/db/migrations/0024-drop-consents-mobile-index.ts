import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose */

/**
 * `consents_mobile` (mobile) is a prefix of `consents_mobile_created` (mobile, created_at, from 0004) and of
 * `consents_mobile_source` (mobile, page_source, id, from 0013). Every query on consents filters by mobile, so
 * those serve it on both engines (`consents.index.test.ts` checks the plans); the short index only cost each
 * consent written, one with every request a driver sends, one more B-tree insert.
 */
export const dropConsentsMobileIndexMigration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.dropIndex('consents_mobile').ifExists().execute();
  },
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.createIndex('consents_mobile').ifNotExists().on('consents').column('mobile').execute();
  },
};
